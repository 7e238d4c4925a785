// What the store's file holds: its tables, built by migrations, and the JSON in their payload columns.

import BoxOfficeDomain
import Foundation
import GRDB

// The store's tables, by numbered migrations that bring an older store up to date: `v1`
// `box_office_day`, `movie_detail`, `kobis_call`; `v2` `poster` (a null payload: no image found);
// `v3` the relational `chart` and `chart_entry` (ChartTables), which take over `box_office_day`;
// `catalogue` (below); `kobis_call_per_key` (Safeguards/KOBISCallCounting.swift);
// `analyst_views`, the views and the `region` table for reading the store by hand (AnalystViews.swift).
// A new column or table is a new migration appended here, never an edit of an old one.
enum StoreSchema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.create(table: "box_office_day") { table in
                table.primaryKey("date", .text)
                table.column("payload", .blob).notNull()
                table.column("fetched_at", .double).notNull()
                table.column("source", .text).notNull()
            }
            try db.create(table: "movie_detail") { table in
                table.primaryKey("movie_code", .text)
                table.column("payload", .blob).notNull()
                table.column("fetched_at", .double).notNull()
            }
            try db.create(table: "kobis_call") { table in
                table.primaryKey("day", .text)
                table.column("count", .integer).notNull()
            }
        }
        migrator.registerMigration("v2") { db in
            try db.create(table: "poster") { table in
                table.primaryKey("movie_code", .text)
                table.column("payload", .blob)
                table.column("fetched_at", .double).notNull()
            }
        }
        migrator.registerMigration("v3", migrate: ChartTables.migrateToV3)
        registerCatalogueMigration(in: &migrator)
        migrator.registerMigration("kobis_call_per_key", migrate: BoxOfficeStore.migrateCallsPerKey)
        migrator.registerMigration("analyst_views", migrate: AnalystViews.migrate)
        return migrator
    }

    // A store whose tables lack them is from another schema. The analysts' views and `region` are
    // not among them: the program never reads them, and a store is not set aside for their loss.
    static let expectedColumns: [String: Set<String>] = ChartTables.expectedColumns.merging([
        "movie_detail": ["movie_code", "payload", "fetched_at"],
        "kobis_call": ["key_hash", "day", "count"],
        "poster": ["movie_code", "payload", "fetched_at"],
    ]) { chart, _ in chart }.merging(catalogueColumns) { own, _ in own }

    // Read at every open, so in one query: GRDB's `tableExists` and `columns(in:)` table by table took
    // 4.5 M instructions of a one-shot `daily` from the store, this 1.4 M (callgrind). Table names
    // compare without case, as SQLite's do.
    static func matches(_ db: Database) throws -> Bool {
        let tables = Array(expectedColumns.keys)
        let marks = Array(repeating: "?", count: tables.count).joined(separator: ",")
        let rows = try Row.fetchCursor(
            db,
            sql: """
                SELECT lower(m.name), c.name FROM sqlite_master AS m, pragma_table_xinfo(m.name) AS c
                WHERE m.type = 'table' AND lower(m.name) IN (\(marks))
                """,
            arguments: StatementArguments(tables))
        var present: [String: Set<String>] = [:]
        while let row = try rows.next() {
            present[row[0], default: []].insert(row[1])
        }
        return expectedColumns.allSatisfy { table, columns in
            columns.isSubset(of: present[table] ?? [])
        }
    }
}

// The project's own JSON in the `payload` columns, so Domain types stay free of `Codable`;
// changing it means a new migration.
enum StoredRecords {
    // Sorted keys: equal values give equal bytes.
    static func encode<Value: Encodable>(_ value: Value) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(value)
    }

    static func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws -> Value {
        try JSONDecoder().decode(type, from: data)
    }

    // Read only to carry the days of v1 and v2 over to v3.
    struct DayEntryJSON: Codable, Equatable {
        var rank: Int
        var movieCode: String
        var title: String
        var openDate: String?
        var isNew: Bool
        var rankDelta: Int
        var audience: Int
        var audienceTotal: Int
        var sales: Int
        var salesTotal: Int
        var salesShare: Double
        var screens: Int
        var shows: Int

        init(_ entry: BoxOfficeEntry) {
            rank = entry.rank
            movieCode = entry.movieCode.rawValue
            title = entry.title
            openDate = entry.openDate?.iso
            isNew = entry.rankChange == .new
            rankDelta = entry.rankChange.delta
            audience = entry.audience
            audienceTotal = entry.audienceTotal
            sales = entry.sales
            salesTotal = entry.salesTotal
            salesShare = entry.salesShare
            screens = entry.screens
            shows = entry.shows
        }

        var domain: BoxOfficeEntry {
            BoxOfficeEntry(
                rank: rank, movieCode: MovieCode(movieCode), title: title,
                openDate: openDate.flatMap { try? BoxOfficeDate.parse($0) },
                rankChange: RankChange(isNew: isNew, delta: rankDelta), audience: audience,
                audienceTotal: audienceTotal, sales: sales, salesTotal: salesTotal, salesShare: salesShare,
                screens: screens, shows: shows)
        }
    }

    struct DetailJSON: Codable, Equatable {
        struct Named: Codable, Equatable {
            var name: String
            var nameEnglish: String?
            var role: String?
        }

        struct Credit: Codable, Equatable {
            var name: String
            var part: String?
        }

        var movieCode: String
        var title: String
        var titleEnglish: String?
        var titleOriginal: String?
        var directors: [Named]
        var productionYear: Int?
        var openDate: String?
        var runningTimeMinutes: Int?
        var watchGrade: String?
        var nations: [String]
        var genres: [String]
        var actors: [Named]
        var companies: [Credit]

        init(_ detail: MovieDetail) {
            movieCode = detail.movieCode.rawValue
            title = detail.title
            titleEnglish = detail.titleEnglish
            titleOriginal = detail.titleOriginal
            directors = detail.directors.map { Named(name: $0.name, nameEnglish: $0.nameEnglish) }
            productionYear = detail.productionYear
            openDate = detail.openDate?.iso
            runningTimeMinutes = detail.runningTimeMinutes
            watchGrade = detail.watchGrade
            nations = detail.nations
            genres = detail.genres
            actors = detail.actors.map { Named(name: $0.name, nameEnglish: $0.nameEnglish, role: $0.role) }
            companies = detail.companies.map { Credit(name: $0.name, part: $0.part) }
        }

        func domain(source: DataSource) -> MovieDetail {
            MovieDetail(
                movieCode: MovieCode(movieCode), title: title, titleEnglish: titleEnglish,
                titleOriginal: titleOriginal,
                directors: directors.map { Person(name: $0.name, nameEnglish: $0.nameEnglish) },
                productionYear: productionYear, openDate: openDate.flatMap { try? BoxOfficeDate.parse($0) },
                runningTimeMinutes: runningTimeMinutes, watchGrade: watchGrade, nations: nations,
                genres: genres,
                actors: actors.map { CastMember(name: $0.name, nameEnglish: $0.nameEnglish, role: $0.role) },
                companies: companies.map { Company(name: $0.name, part: $0.part) }, source: source)
        }
    }

    struct PosterJSON: Codable, Equatable {
        var imageURL: String
        var thumbnailURL: String?
        var width: Int?
        var height: Int?

        init(_ poster: Poster) {
            imageURL = poster.imageURL
            thumbnailURL = poster.thumbnailURL
            width = poster.width
            height = poster.height
        }

        var domain: Poster {
            Poster(
                imageURL: imageURL, thumbnailURL: thumbnailURL, width: width, height: height)
        }
    }
}

extension Row {
    // Unlike `row[column]`, never stops the program on a NULL or a value of another type (a file
    // edited by hand).
    func lenient<Value: DatabaseValueConvertible>(_ column: String) -> Value? {
        Value.fromDatabaseValue(self[column] as DatabaseValue)
    }

    func lenient<Value: DatabaseValueConvertible>(at index: Int) -> Value? {
        Value.fromDatabaseValue(self[index] as DatabaseValue)
    }
}

// The catalogue's tables: movies, people, companies and their filmographies, as one migration.
extension StoreSchema {
    // One row a movie, person or company (lists as JSON arrays, readable with `json_each`), one a film
    // of a filmography; `info_fetched_at` is set once the info, not only a search row, is kept.
    static func registerCatalogueMigration(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("catalogue") { db in
            try db.create(table: "movie") { table in
                table.primaryKey("movie_code", .text)
                table.column("title", .text).notNull()
                table.column("title_english", .text)
                table.column("production_year", .integer)
                table.column("open_date", .text)
                table.column("kind", .text)
                table.column("status", .text)
                table.column("nations", .text).notNull()
                table.column("genres", .text).notNull()
                table.column("directors", .text).notNull()
                table.column("fetched_at", .double).notNull()
            }
            try db.create(table: "person") { table in
                table.primaryKey("person_code", .text)
                table.column("name", .text).notNull()
                table.column("name_english", .text)
                table.column("role", .text)
                table.column("filmography_titles", .text).notNull()
                table.column("sex", .text)
                table.column("homepages", .text)
                table.column("fetched_at", .double).notNull()
                table.column("info_fetched_at", .double)
            }
            try db.create(table: "company") { table in
                table.primaryKey("company_code", .text)
                table.column("name", .text).notNull()
                table.column("name_english", .text)
                table.column("ceo_names", .text).notNull()
                table.column("parts", .text).notNull()
                table.column("filmography_titles", .text).notNull()
                table.column("fetched_at", .double).notNull()
                table.column("info_fetched_at", .double)
            }
            for owner in ["person", "company"] {
                try db.create(table: "\(owner)_filmography") { table in
                    table.column("\(owner)_code", .text).notNull()
                        .references(owner, onDelete: .cascade)
                    table.column("position", .integer).notNull()
                    table.column("movie_code", .text).notNull()
                    table.column("title", .text).notNull()
                    table.column("part", .text)
                    table.primaryKey(["\(owner)_code", "position"])
                }
                try db.create(
                    index: "\(owner)_filmography_movie", on: "\(owner)_filmography", columns: ["movie_code"])
                try db.create(index: "\(owner)_name", on: owner, columns: ["name"])
            }
            try db.create(index: "movie_title", on: "movie", columns: ["title"])
        }
    }

    static let catalogueColumns: [String: Set<String>] = [
        "movie": ["movie_code", "title", "fetched_at"],
        "person": ["person_code", "name", "info_fetched_at"],
        "company": ["company_code", "name", "info_fetched_at"],
        "person_filmography": ["person_code", "position", "movie_code", "title", "part"],
        "company_filmography": ["company_code", "position", "movie_code", "title", "part"],
    ]

    static let clearCatalogue = """
        DELETE FROM person_filmography; DELETE FROM company_filmography; DELETE FROM person;
        DELETE FROM company; DELETE FROM movie
        """
}
