// A store that heals: a damaged file moved aside as boxoffice.sqlite.damaged-<time> and rebuilt,
// its KOBIS call counts carried over, at open and whenever SQLite finds damage in use.

import BoxOfficeDomain
import Foundation
import GRDB
import Synchronization

/// The store's database, which heals itself.
///
/// Every read and write goes through it. When SQLite answers one with its word for a damaged
/// file (`SQLITE_CORRUPT`, `SQLITE_NOTADB`), the file is moved aside and rebuilt
/// (``StoreRepair``), `whenHealed` is told, and the operation runs once more on the new file.
/// Operations failing at once heal once: the first swaps the database, the others find it
/// swapped. Another boxoffice process that healed the file first is noticed (the file at the
/// path is no longer the one opened): its new file is opened, and nothing is moved.
final class HealingDatabase: Sendable {
    private struct State {
        var pool: DatabasePool
        var identity: FileIdentity?
    }

    /// The database file.
    let file: URL
    private let state: Mutex<State>
    private let now: @Sendable () -> Date
    private let whenHealed: @Sendable (StoreProblem) -> Void

    /// - Parameters:
    ///   - pool: the open database of `file`.
    ///   - now: the clock that names a damaged copy.
    ///   - whenHealed: told the warning each time the file is healed in use.
    init(
        file: URL, pool: DatabasePool, now: @escaping @Sendable () -> Date,
        whenHealed: @escaping @Sendable (StoreProblem) -> Void
    ) {
        self.file = file
        self.now = now
        self.whenHealed = whenHealed
        state = Mutex(State(pool: pool, identity: FileIdentity(of: file)))
    }

    /// A read, healed and run again if the file turns out damaged.
    func read<T: Sendable>(_ value: @escaping @Sendable (Database) throws -> T) async throws -> T {
        try await healing { pool in try await pool.read(value) }
    }

    /// A write in a transaction, healed and run again if the file turns out damaged.
    func write<T: Sendable>(_ updates: @escaping @Sendable (Database) throws -> T) async throws -> T {
        try await healing { pool in try await pool.write(updates) }
    }

    /// A write outside a transaction (`VACUUM`), healed and run again if the file turns out damaged.
    func writeWithoutTransaction<T: Sendable>(_ updates: @escaping @Sendable (Database) throws -> T)
        async throws -> T
    {
        try await healing { pool in try await pool.writeWithoutTransaction(updates) }
    }

    private func healing<T>(_ operation: (DatabasePool) async throws -> T) async throws -> T {
        let pool = state.withLock { $0.pool }
        do {
            return try await operation(pool)
        } catch {
            // Healed meanwhile by another operation (which closed this database): once more on the new.
            if let renewed = state.withLock({ $0.pool === pool ? nil : $0.pool }) {
                return try await operation(renewed)
            }
            guard StoreRepair.isDamage(error), let healed = heal(replacing: pool) else { throw error }
            return try await operation(healed)
        }
    }

    /// The database after healing `damaged`: a new one, or the one another operation already
    /// made; `nil` when no new one can be made. The damaged one is closed first, which waits for
    /// the operations under way on it: a write that ends there is in the file before its counts
    /// are read, and any later one fails and runs again on the new file.
    private func heal(replacing damaged: DatabasePool) -> DatabasePool? {
        BoxOfficeStore.withLock(on: file.deletingLastPathComponent()) {
            let (pool, warning) = state.withLock { state -> (DatabasePool?, StoreProblem?) in
                guard state.pool === damaged else { return (state.pool, nil) }
                try? damaged.close()
                do {
                    let renewed: (pool: DatabasePool, warning: StoreProblem?)
                    if let identity = state.identity, identity != FileIdentity(of: file) {
                        renewed = (try BoxOfficeStore.openAndMigrate(file), nil)
                    } else {
                        let repair = try StoreRepair.moveAsideAndRebuild(file, now: now())
                        renewed = (repair.pool, repair.warning)
                    }
                    state.pool = renewed.pool
                    state.identity = FileIdentity(of: file)
                    return (renewed.pool, renewed.warning)
                } catch {
                    return (nil, nil)
                }
            }
            if let warning { whenHealed(warning) }
            return pool
        }
    }
}

/// What healing a damaged store file does: moves it aside, makes a new one, and carries the KOBIS
/// call counts over when the damaged file still gives them.
enum StoreRepair {
    /// Whether `error` is SQLite saying the file is damaged.
    static func isDamage(_ error: any Error) -> Bool {
        guard let error = error as? DatabaseError else { return false }
        return error.resultCode == .SQLITE_CORRUPT || error.resultCode == .SQLITE_NOTADB
    }

    /// Moves `file` (and its `-wal`) aside as `<file>.damaged-<time>`, opens a new store file in
    /// its place, and copies the call counts over from the damaged one.
    /// - Returns: the new database, and the warning to give.
    /// - Throws: ``StoreOpenFailure`` when the new file cannot be made.
    static func moveAsideAndRebuild(_ file: URL, now: Date) throws -> (
        pool: DatabasePool, warning: StoreProblem
    ) {
        let copy = copyPath(for: file, at: now)
        let manager = FileManager.default
        do {
            try manager.moveItem(atPath: file.path, toPath: copy)
        } catch {
            throw StoreOpenFailure(
                fault: .cannotOpen(String(describing: type(of: error))), rebuildable: false)
        }
        if manager.fileExists(atPath: file.path + "-wal") {
            try? manager.moveItem(atPath: file.path + "-wal", toPath: copy + "-wal")
        }
        try? manager.removeItem(atPath: file.path + "-shm")
        let counts = callCounts(in: copy)
        let pool = try BoxOfficeStore.openAndMigrate(file)
        return (pool, .movedAside(file.path, copy: copy, callCounts: carry(counts, into: pool)))
    }

    /// Writes `counts` (none when they could not be read) into the new store.
    private static func carry(_ counts: [(key: String, day: String, count: Int)]?, into pool: DatabasePool)
        -> StoreProblem.CallCounts
    {
        guard let counts else { return .reset }
        do {
            try pool.write { db in
                for (key, day, count) in counts {
                    try db.execute(
                        sql: "INSERT OR REPLACE INTO kobis_call (key_hash, day, count) VALUES (?, ?, ?)",
                        arguments: [key, day, count])
                }
            }
            return .kept
        } catch {
            return .reset
        }
    }

    /// `<file>.damaged-20240105T093000Z`, with `-2`, `-3`, … when that name is taken.
    static func copyPath(for file: URL, at now: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        let base = file.path + ".damaged-" + formatter.string(from: now)
        var path = base
        var number = 1
        while FileManager.default.fileExists(atPath: path) {
            number += 1
            path = base + "-\(number)"
        }
        return path
    }

    /// Every key's and day's KOBIS call count in the store file at `path` (those of a store from
    /// before keys were told apart under the unknown key), or `nil` when they cannot be read.
    private static func callCounts(in path: String) -> [(key: String, day: String, count: Int)]? {
        do {
            let damaged = try DatabaseQueue(path: path)
            defer { try? damaged.close() }
            return try damaged.read { db in
                let keyed = try db.columns(in: "kobis_call").contains { $0.name == "key_hash" }
                let key = keyed ? "key_hash" : "'\(KOBISKeyID.unknownBucket)'"
                return try Row.fetchAll(db, sql: "SELECT \(key) AS key_hash, day, count FROM kobis_call")
                    .compactMap { row in
                        guard let key: String = row.lenient("key_hash"), let day: String = row.lenient("day"),
                            let count: Int = row.lenient("count")
                        else { return nil }
                        return (key: key, day: day, count: count)
                    }
            }
        } catch {
            return nil
        }
    }
}

/// Which file a path names (device and inode), to notice it was replaced under an open store.
struct FileIdentity: Equatable, Sendable {
    private let device: UInt64
    private let inode: UInt64

    /// The identity of the file at `url`, or `nil` when there is none.
    init?(of url: URL) {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
            let device = (attributes[.systemNumber] as? NSNumber)?.uint64Value,
            let inode = (attributes[.systemFileNumber] as? NSNumber)?.uint64Value
        else { return nil }
        self.device = device
        self.inode = inode
    }
}
