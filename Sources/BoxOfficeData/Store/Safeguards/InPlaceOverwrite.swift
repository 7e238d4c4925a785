// A store file is healed where it is, by SQLite: its backup API writes a new store over it, page by page,
// holding SQLite's write lock on it from before anything of it is kept (the salvage, the copy) until the
// last page is written, so no other connection's write falls between. Other processes keep their
// connections to the same file and find the new store in it.

import CSQLiteHeal
import Foundation
import GRDB

enum InPlaceOverwrite {
    /// Runs `keep` holding the write lock on `file`, waited for as `configuration` says (the store's busy
    /// timeout), and then writes what `stage` holds over the file in the same hold of the lock. `keep` is
    /// given `stage`, to fill. A lock still held by another writer fails it, and nothing is written; a
    /// `keep` that fails writes nothing either.
    static func run<Kept>(
        on file: URL, from stage: DatabaseQueue, configuration: Configuration,
        keeping keep: (Database) throws -> Kept
    ) throws -> Kept {
        let target: DatabaseQueue
        do {
            target = try DatabaseQueue(configuration: configuration)
        } catch {
            throw BoxOfficeStore.classify(error, doing: "open")
        }
        defer { try? target.close() }
        return try stage.writeWithoutTransaction { source in
            try target.writeWithoutTransaction { db in
                do {
                    try attach(file, to: db)
                    // A file cut shorter than its header says takes the lock too, as it does a reader's.
                    try db.execute(sql: "PRAGMA writable_schema = ON")
                } catch {
                    throw BoxOfficeStore.classify(error, doing: "open")
                }
                defer { try? db.execute(sql: "DETACH DATABASE \(schema)") }
                return try overwrite(db, from: source, keeping: keep)
            }
        }
    }

    static let schema = "damaged"

    /// Attaches `file` to `db` as ``schema`` without reading its schema (the reset flag makes SQLite see
    /// it empty while it attaches), so a file whose schema, or first page, SQLite cannot read is attached.
    static func attach(_ file: URL, to db: Database) throws {
        try resetting(db) { try db.execute(sql: "ATTACH DATABASE ? AS \(schema)", arguments: [file.path]) }
    }

    // A first step of no page takes the lock and keeps it until the backup ends.
    private static func overwrite<Kept>(
        _ db: Database, from source: Database, keeping keep: (Database) throws -> Kept
    ) throws -> Kept {
        let backup = try Backup(into: db, from: source)
        switch backup.step(pages: 0) {
        case SQLITE_OK:
            let kept: Kept
            do {
                kept = try keep(source)
            } catch {
                backup.abandon()
                throw error
            }
            try backup.finish()
            return kept
        case SQLITE_NOTADB, SQLITE_CORRUPT:
            // No first page SQLite reads: no writer can begin on the file either. SQLite empties it in place
            // (its documented reset) so the backup can write it.
            backup.abandon()
            let kept = try keep(source)
            do {
                try resetting(db) { try db.execute(sql: "VACUUM \(schema)") }
            } catch {
                throw StoreOpenFailure(
                    fault: .cannotWrite(BoxOfficeStore.reason(of: error)), rebuildable: false)
            }
            try Backup(into: db, from: source).finish()
            return kept
        default:
            backup.abandon()
            throw StoreOpenFailure(fault: .cannotWrite(db.lastErrorMessage ?? "locked"), rebuildable: false)
        }
    }

    // SQLite's documented sequence: the flag on, the work, the flag off whatever happened.
    private static func resetting(_ db: Database, _ work: () throws -> Void) throws {
        _ = boxoffice_sqlite_reset_database(db.sqliteConnection, 1)
        defer { _ = boxoffice_sqlite_reset_database(db.sqliteConnection, 0) }
        try work()
    }

    /// One run of SQLite's backup API from `source`'s main database over the attached file.
    private struct Backup {
        let handle: OpaquePointer
        let into: Database

        init(into db: Database, from source: Database) throws {
            guard
                let handle = sqlite3_backup_init(db.sqliteConnection, schema, source.sqliteConnection, "main")
            else {
                throw StoreOpenFailure(
                    fault: .cannotWrite(db.lastErrorMessage ?? "backup"), rebuildable: false)
            }
            self.handle = handle
            into = db
        }

        func step(pages: Int32) -> Int32 { sqlite3_backup_step(handle, pages) }

        /// Every page written, the lock given back; a failure says SQLite's reason.
        func finish() throws {
            let copied = step(pages: -1)
            let finished = sqlite3_backup_finish(handle)
            guard copied == SQLITE_DONE, finished == SQLITE_OK else {
                throw StoreOpenFailure(
                    fault: .cannotWrite(
                        String(cString: sqlite3_errstr(copied == SQLITE_DONE ? finished : copied))),
                    rebuildable: false)
            }
        }

        func abandon() { _ = sqlite3_backup_finish(handle) }
    }
}
