// The store's catalogue: movies, people and companies kept from searches and infos, and profiles read back.

import BoxOfficeDomain
import Foundation
import GRDB

extension BoxOfficeStore {
    /// Keeps the movies a search found (replacing older rows of the same codes).
    public func save(movies: [MovieSummary], fetchedAt: Date) async throws {
        let time = fetchedAt.timeIntervalSince1970
        try await database.write { db in
            for movie in movies {
                try db.execute(
                    sql: """
                        INSERT OR REPLACE INTO movie (movie_code, title, title_english, production_year,
                        open_date, kind, status, nations, genres, directors, fetched_at)
                        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                        """,
                    arguments: [
                        movie.movieCode.rawValue, movie.title, movie.titleEnglish, movie.productionYear,
                        movie.openDate?.iso, movie.kind, movie.status, Self.jsonList(movie.nations),
                        Self.jsonList(movie.genres), Self.jsonList(movie.directors), time,
                    ])
            }
        }
    }

    /// Keeps the people a search found; what an earlier info said of them (their sex, pages,
    /// filmography) is kept.
    public func save(people: [PersonSummary], fetchedAt: Date) async throws {
        let time = fetchedAt.timeIntervalSince1970
        try await database.write { db in
            for person in people {
                try db.execute(
                    sql: """
                        INSERT INTO person (person_code, name, name_english, role, filmography_titles, fetched_at)
                        VALUES (?, ?, ?, ?, ?, ?)
                        ON CONFLICT(person_code) DO UPDATE SET name = excluded.name,
                        name_english = excluded.name_english, role = excluded.role,
                        filmography_titles = excluded.filmography_titles, fetched_at = excluded.fetched_at
                        """,
                    arguments: [
                        person.code.rawValue, person.name, person.nameEnglish, person.role,
                        Self.jsonList(person.filmographyTitles), time,
                    ])
            }
        }
    }

    /// Keeps the companies a search found; an earlier info's filmography is kept.
    public func save(companies: [CompanySummary], fetchedAt: Date) async throws {
        let time = fetchedAt.timeIntervalSince1970
        try await database.write { db in
            for company in companies {
                try db.execute(
                    sql: """
                        INSERT INTO company (company_code, name, name_english, ceo_names, parts,
                        filmography_titles, fetched_at) VALUES (?, ?, ?, ?, ?, ?, ?)
                        ON CONFLICT(company_code) DO UPDATE SET name = excluded.name,
                        name_english = excluded.name_english, ceo_names = excluded.ceo_names,
                        parts = excluded.parts, filmography_titles = excluded.filmography_titles,
                        fetched_at = excluded.fetched_at
                        """,
                    arguments: [
                        company.code.rawValue, company.name, company.nameEnglish,
                        Self.jsonList(company.ceoNames),
                        Self.jsonList(company.parts), Self.jsonList(company.filmographyTitles), time,
                    ])
            }
        }
    }

    /// Keeps a person's info and filmography (replacing the older ones).
    public func save(_ person: PersonProfile, fetchedAt: Date) async throws {
        let time = fetchedAt.timeIntervalSince1970
        try await database.write { db in
            try db.execute(
                sql: """
                    INSERT INTO person (person_code, name, name_english, role, filmography_titles, sex,
                    homepages, fetched_at, info_fetched_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                    ON CONFLICT(person_code) DO UPDATE SET name = excluded.name,
                    name_english = excluded.name_english, role = excluded.role, sex = excluded.sex,
                    homepages = excluded.homepages, info_fetched_at = excluded.info_fetched_at
                    """,
                arguments: [
                    person.code.rawValue, person.name, person.nameEnglish, person.role,
                    Self.jsonList(person.filmography.map(\.title)), person.sex,
                    Self.jsonList(person.homepages),
                    time, time,
                ])
            try Self.replaceFilmography(person.filmography, of: "person", code: person.code.rawValue, in: db)
        }
    }

    /// Keeps a company's info and filmography (replacing the older ones).
    public func save(_ company: CompanyProfile, fetchedAt: Date) async throws {
        let time = fetchedAt.timeIntervalSince1970
        try await database.write { db in
            try db.execute(
                sql: """
                    INSERT INTO company (company_code, name, name_english, ceo_names, parts, filmography_titles,
                    fetched_at, info_fetched_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    ON CONFLICT(company_code) DO UPDATE SET name = excluded.name,
                    name_english = excluded.name_english, ceo_names = excluded.ceo_names,
                    parts = excluded.parts, info_fetched_at = excluded.info_fetched_at
                    """,
                arguments: [
                    company.code.rawValue, company.name, company.nameEnglish, Self.jsonList(company.ceoNames),
                    Self.jsonList(company.parts), Self.jsonList(company.filmography.map(\.title)), time, time,
                ])
            try Self.replaceFilmography(
                company.filmography, of: "company", code: company.code.rawValue, in: db)
        }
    }

    /// The kept info of the person `code`, with source ``DataSource/cache``; `nil` when only a
    /// search row (or nothing) is kept.
    public func person(_ code: PersonCode) async throws -> StoredCopy<PersonProfile>? {
        let key = code.rawValue
        return try await database.read { db in
            guard
                let row = try Row.fetchOne(
                    db,
                    sql: """
                        SELECT name, name_english, role, sex, homepages, info_fetched_at FROM person
                        WHERE person_code = ? AND info_fetched_at IS NOT NULL
                        """, arguments: [key])
            else { return nil }
            let profile = PersonProfile(
                code: code, name: row.lenient("name") ?? "", nameEnglish: row.lenient("name_english"),
                sex: row.lenient("sex"),
                role: row.lenient("role"), homepages: Self.list(row.lenient("homepages")),
                filmography: try Self.filmography(of: "person", code: key, in: db), source: .cache)
            return StoredCopy(
                value: profile, fetchedAt: Date(timeIntervalSince1970: row.lenient("info_fetched_at") ?? 0))
        }
    }

    /// The kept info of the company `code`, with source ``DataSource/cache``; `nil` when only a
    /// search row (or nothing) is kept.
    public func company(_ code: CompanyCode) async throws -> StoredCopy<CompanyProfile>? {
        let key = code.rawValue
        return try await database.read { db in
            guard
                let row = try Row.fetchOne(
                    db,
                    sql: """
                        SELECT name, name_english, ceo_names, parts, info_fetched_at FROM company
                        WHERE company_code = ? AND info_fetched_at IS NOT NULL
                        """, arguments: [key])
            else { return nil }
            let profile = CompanyProfile(
                code: code, name: row.lenient("name") ?? "", nameEnglish: row.lenient("name_english"),
                ceoNames: Self.list(row.lenient("ceo_names")), parts: Self.list(row.lenient("parts")),
                filmography: try Self.filmography(of: "company", code: key, in: db), source: .cache)
            return StoredCopy(
                value: profile, fetchedAt: Date(timeIntervalSince1970: row.lenient("info_fetched_at") ?? 0))
        }
    }

    public func catalogueCounts() async throws -> (movies: Int, people: Int, companies: Int) {
        try await database.read { db in
            (
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM movie") ?? 0,
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM person") ?? 0,
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM company") ?? 0
            )
        }
    }

    // `owner` is `person` or `company`, this file's constants, never input.
    private static func replaceFilmography(
        _ entries: [FilmographyEntry], of owner: String, code: String, in db: Database
    ) throws {
        try db.execute(sql: "DELETE FROM \(owner)_filmography WHERE \(owner)_code = ?", arguments: [code])
        for (position, entry) in entries.enumerated() {
            try db.execute(
                sql: """
                    INSERT INTO \(owner)_filmography (\(owner)_code, position, movie_code, title, part)
                    VALUES (?, ?, ?, ?, ?)
                    """,
                arguments: [code, position, entry.movieCode.rawValue, entry.title, entry.part])
        }
    }

    private static func filmography(of owner: String, code: String, in db: Database) throws
        -> [FilmographyEntry]
    {
        try Row.fetchAll(
            db,
            sql: """
                SELECT movie_code, title, part FROM \(owner)_filmography WHERE \(owner)_code = ?
                ORDER BY position
                """, arguments: [code]
        )
        .map {
            FilmographyEntry(
                movieCode: MovieCode($0["movie_code"] as String), title: $0["title"], part: $0["part"])
        }
    }

    private static func jsonList(_ values: [String]) -> String {
        (try? StoredRecords.encode(values)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
    }

    private static func list(_ text: String?) -> [String] {
        guard let text else { return [] }
        return (try? StoredRecords.decode([String].self, from: Data(text.utf8))) ?? []
    }
}
