// What healing a damaged store file does, all of it through SQLite and on the file where it is: every row
// that still reads is salvaged into a private store of the current schema (StoreSalvaging), a copy is kept
// by SQLite's backup API where SQLite reads the file's pages, and SQLite's backup API then writes the
// private store over the file (InPlaceOverwrite), holding the write lock from before the salvage.

import BoxOfficeDomain
import CSQLiteHeal
import Foundation
import GRDB

// Called only with no connection of this process open on the file; other processes keep theirs, which
// see the new store once it is written, and the heal waits for any other process's write first.
enum StoreRepair {
    struct Repaired {
        let pool: DatabasePool
        // `nil`: SQLite could not read the file at all, so no copy could be kept.
        let copy: String?
        let salvage: StoreSalvage
    }

    // `<file>.damaged-<time>`. `lock`: how the heal waits for a writer.
    static func salvageInPlace(_ file: URL, now: Date, lock: Configuration = BoxOfficeStore.configuration)
        throws -> Repaired
    {
        let stage = try StoreSalvaging.stage()
        defer { try? stage.close() }
        let (salvage, copy) = try InPlaceOverwrite.run(on: file, from: stage, configuration: lock) {
            staged -> (StoreSalvage, String?) in
            let copy = DamagedFile.copy(of: file, to: copyPath(for: file, at: now))
            guard let damaged = DamagedFile.open(file) else {
                return (StoreSalvage(chartsKept: 0, chartsLost: 0, unreadableParts: 1), copy)
            }
            defer { try? damaged.close() }
            return (StoreSalvaging.salvage(from: damaged, into: staged), copy)
        }
        return Repaired(pool: try BoxOfficeStore.openAndMigrate(file), copy: copy, salvage: salvage)
    }

    /// Keeps a file at the store's path that is not ours as `<file>.foreign-<time>` before a new store is
    /// made there: a database SQLite reads is copied by SQLite and an empty store written over it (never
    /// if the copy fails); a file SQLite says is no database at all is renamed, with its log and index, the
    /// one case where SQLite could keep nothing of it and writing over it would destroy what may be
    /// someone's file.
    static func keepForeign(_ file: URL, _ fault: StoreProblem.Fault, now: Date) throws -> String {
        let copy = copyPath(for: file, at: now, kind: "foreign")
        guard fault != .notADatabase else {
            try rename(file, to: copy)
            return copy
        }
        let stage = try StoreSalvaging.stage()
        defer { try? stage.close() }
        return try InPlaceOverwrite.run(on: file, from: stage, configuration: BoxOfficeStore.configuration) {
            _ in
            guard let kept = DamagedFile.copy(of: file, to: copy) else {
                throw StoreOpenFailure(fault: fault, rebuildable: false)
            }
            return kept
        }
    }

    // No connection of any process reads it as a database (SQLITE_NOTADB); its log and index go with it,
    // so no log of it is ever read into the new store.
    private static func rename(_ file: URL, to copy: String) throws {
        let manager = FileManager.default
        do {
            try manager.moveItem(atPath: file.path, toPath: copy)
        } catch {
            throw StoreOpenFailure(
                fault: .cannotOpen(String(describing: type(of: error))), rebuildable: false)
        }
        for suffix in ["-wal", "-shm"] where manager.fileExists(atPath: file.path + suffix) {
            try? manager.moveItem(atPath: file.path + suffix, toPath: copy + suffix)
        }
    }

    // `-2`, `-3`, … when the name is taken.
    static func copyPath(for file: URL, at now: Date, kind: String = "damaged") -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        let base = file.path + ".\(kind)-" + formatter.string(from: now)
        var path = base
        var number = 1
        while FileManager.default.fileExists(atPath: path) {
            number += 1
            path = base + "-\(number)"
        }
        return path
    }
}

// The damaged file as SQLite reads it, for the salvage and the copy only.
enum DamagedFile {
    /// A connection only read through; `writable_schema` lets SQLite read a file cut shorter than its
    /// header says (else SQLITE_CORRUPT before any page). `nil`: SQLite cannot read it at all.
    static func open(_ file: URL) -> DatabaseQueue? {
        var configuration = Configuration()
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA writable_schema = ON") }
        return try? DatabaseQueue(path: file.path, configuration: configuration)
    }

    /// SQLite's backup API copies `file` page by page, damaged pages as they are, which VACUUM INTO
    /// (reading every row) refuses. It reads no schema, and the file is attached without reading one, so a
    /// file whose schema is damaged is copied too; from a connection of its own, as the backup API copies
    /// nothing from one in a write transaction. `nil`, and nothing left behind, when SQLite cannot read
    /// even its first page.
    static func copy(of file: URL, to path: String) -> String? {
        guard let source = try? DatabaseQueue(), let copy = try? DatabaseQueue(path: path) else { return nil }
        let result = try? source.writeWithoutTransaction { from in
            try InPlaceOverwrite.attach(file, to: from)
            defer { try? from.execute(sql: "DETACH DATABASE \(InPlaceOverwrite.schema)") }
            // As for `open`: a file cut short is copied as far as it goes.
            try from.execute(sql: "PRAGMA writable_schema = ON")
            return copy.writeWithoutTransaction { into in
                boxoffice_sqlite_backup(into.sqliteConnection, from.sqliteConnection, InPlaceOverwrite.schema)
            }
        }
        try? copy.close()
        try? source.close()
        guard result != SQLITE_OK else { return path }
        // The copy is a new file of this heal's, never the store's.
        try? FileManager.default.removeItem(atPath: path)
        return nil
    }
}
