import GRDB

/// The store's tables, built by numbered migrations so an older store is brought up to date.
///
/// - `v1`: `box_office_day` (one row a day: the entries as JSON, when and where fetched),
///   `movie_detail` (one row a movie) and `kobis_call` (KOBIS calls counted per Seoul day).
/// - `v2`: `poster` (Kakao's answer per movie; a null payload means "no image found").
///
/// A new column or table is a new migration appended here, never an edit of an old one.
enum StoreSchema {
    /// The migrations, oldest first.
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
        return migrator
    }

    /// The columns each table must have; a store whose tables lack them is from another schema.
    static let expectedColumns: [String: Set<String>] = [
        "box_office_day": ["date", "payload", "fetched_at", "source"],
        "movie_detail": ["movie_code", "payload", "fetched_at"],
        "kobis_call": ["day", "count"],
        "poster": ["movie_code", "payload", "fetched_at"],
    ]

    /// Whether `db` has every expected table and column.
    static func matches(_ db: Database) throws -> Bool {
        for (table, columns) in expectedColumns {
            guard try db.tableExists(table) else { return false }
            let present = Set(try db.columns(in: table).map(\.name))
            guard columns.isSubset(of: present) else { return false }
        }
        return true
    }
}
