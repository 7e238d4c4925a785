// The catalogue's tables in the store: movies, people, companies and their filmographies, as one migration.

import GRDB

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
