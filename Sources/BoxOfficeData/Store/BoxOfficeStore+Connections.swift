// The store's connections: one for reading while nothing is written, GRDB's pool from the first write
// on; the schema checked (and migrated, through the pool) and a bounded `quick_check` at every open.

import Dispatch
import Foundation
import GRDB

extension BoxOfficeStore {
    // The busy timeout is long enough for a sync beside other processes (their writes of a chart are
    // short). In WAL mode NORMAL never corrupts the file; a power cut may only lose the last writes,
    // which for a cache is fine, and commits no longer wait for the disk.
    static var configuration: Configuration {
        var configuration = Configuration()
        configuration.busyMode = .timeout(10)
        configuration.label = "boxoffice"
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA synchronous = NORMAL") }
        return configuration
    }

    /// A store already current (migrated, in WAL mode) opened with one read-write connection that
    /// writes nothing: GRDB's pool writes a frame into an empty log as it opens, which SQLite then
    /// syncs and folds back into the file at close, for a run that may only read. The pool is opened
    /// at the first write (`HealingDatabase`). `nil`, with nothing left open, for a new or empty file
    /// or one to migrate: ``openAndMigrate(_:thoroughly:)`` opens those.
    static func openForReading(_ file: URL) throws -> DatabaseQueue? {
        let size = (try? FileManager.default.attributesOfItem(atPath: file.path))?[.size] as? NSNumber
        guard (size?.intValue ?? 0) > 0 else { return nil }
        let queue: DatabaseQueue
        do {
            queue = try DatabaseQueue(path: file.path, configuration: configuration)
        } catch {
            throw classify(error, doing: "open")
        }
        do {
            let inspection = try inspect(queue)
            guard inspection.isWriteAheadLog, !inspection.needsMigrating else {
                try queue.close()
                return nil
            }
            try quickCheck(queue)
            // Read-only from now on, and for good (`HealingDatabase.read`); a write opens the pool.
            try queue.inDatabase { db in try db.execute(sql: "PRAGMA query_only = 1") }
            return queue
        } catch {
            try? queue.close()
            throw error
        }
    }

    /// A reading connection with no check and no migration, neither of which waits for a lock: for a
    /// damaged store a heal could not repair, whose sound parts still read; a write then opens the pool.
    static func openForReadingAsIs(_ file: URL) -> DatabaseQueue? {
        guard let queue = try? DatabaseQueue(path: file.path, configuration: configuration) else {
            return nil
        }
        do {
            try queue.inDatabase { db in try db.execute(sql: "PRAGMA query_only = 1") }
            return queue
        } catch {
            try? queue.close()
            return nil
        }
    }

    /// GRDB's pool: concurrent readers and one writer. `thoroughly`: an `integrity_check` to its end,
    /// to judge a file suspected in use.
    static func openAndMigrate(_ file: URL, thoroughly: Bool = false) throws -> DatabasePool {
        let pool = try openPool(file)
        do {
            if try inspect(pool).needsMigrating { try migrate(pool) }
            if thoroughly { try integrityCheck(pool) } else { try quickCheck(pool) }
        } catch {
            try? pool.close()
            throw error
        }
        return pool
    }

    static func openPool(_ file: URL) throws -> DatabasePool {
        do {
            return try DatabasePool(path: file.path, configuration: configuration)
        } catch {
            throw classify(error, doing: "open")
        }
    }

    private struct Inspection {
        let needsMigrating: Bool
        let isWriteAheadLog: Bool
    }

    // An up-to-date store costs one read and a bounded `quick_check` at launch. When that read fails
    // in a way SQLite does not name, the check tells a damaged file from a place that cannot be read.
    private static func inspect(_ database: any DatabaseReader) throws -> Inspection {
        let migrator = StoreSchema.migrator
        let state: (superseded: Bool, migrated: Bool, matches: Bool, journal: String?)
        do {
            state = try database.read { db in
                (
                    try migrator.hasBeenSuperseded(db), try migrator.hasCompletedMigrations(db),
                    try StoreSchema.matches(db), try String.fetchOne(db, sql: "PRAGMA journal_mode")
                )
            }
        } catch {
            throw diagnose(error, in: database)
        }
        if state.superseded {
            throw StoreOpenFailure(fault: .newerSchema, rebuildable: false)
        }
        if state.migrated, !state.matches { throw foreignSchema }
        return Inspection(needsMigrating: !state.migrated, isWriteAheadLog: state.journal == "wal")
    }

    private static func migrate(_ pool: DatabasePool) throws {
        do {
            try StoreSchema.migrator.migrate(pool)
            guard try pool.read(StoreSchema.matches) else { throw foreignSchema }
        } catch let failure as StoreOpenFailure {
            throw failure
        } catch let error as DatabaseError where error.resultCode != .SQLITE_ERROR {
            // A disk that fills or a file that cannot be written stops a migration too: that is
            // no old schema, and nothing is rebuilt for it.
            throw StoreOpenFailure(fault: .cannotWrite(reason(of: error)), rebuildable: false)
        } catch {
            throw StoreOpenFailure(fault: .unmigratableSchema, rebuildable: true)
        }
    }

    private static func integrityCheck(_ pool: DatabasePool) throws {
        let problems: [String]
        do {
            problems = try pool.read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") }
        } catch {
            throw classify(error, doing: "read")
        }
        guard problems == ["ok"] else { throw StoreOpenFailure(fault: .damaged, rebuildable: true) }
    }

    private static func quickCheck(_ database: any DatabaseReader) throws {
        let interrupt = DispatchWorkItem { database.interrupt() }
        DispatchQueue.global().asyncAfter(deadline: .now() + quickCheckBound, execute: interrupt)
        defer { interrupt.cancel() }
        let problems: [String]
        do {
            problems = try database.read { db in try String.fetchAll(db, sql: "PRAGMA quick_check") }
        } catch let error as DatabaseError where error.resultCode == .SQLITE_INTERRUPT {
            return
        } catch {
            throw classify(error, doing: "read")
        }
        guard problems == ["ok"] else { throw StoreOpenFailure(fault: .damaged, rebuildable: true) }
    }

    private static var foreignSchema: StoreOpenFailure {
        StoreOpenFailure(fault: .foreignTables, rebuildable: true)
    }

    // SQLite's own word when it has one, else what `quick_check` finds.
    private static func diagnose(_ error: any Error, in database: any DatabaseReader) -> StoreOpenFailure {
        let failure = classify(error, doing: "read")
        guard !failure.rebuildable else { return failure }
        do {
            let problems = try database.read { db in try String.fetchAll(db, sql: "PRAGMA quick_check") }
            return problems == ["ok"] ? failure : StoreOpenFailure(fault: .damaged, rebuildable: true)
        } catch {
            let second = classify(error, doing: "read")
            return second.rebuildable ? second : failure
        }
    }
}
