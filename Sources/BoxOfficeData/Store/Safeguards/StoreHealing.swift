// A store that heals only what SQLite calls damaged: an operation that fails with SQLITE_CORRUPT or
// SQLITE_NOTADB has the store checked again on fresh connections; only a file that fails that check is
// salvaged and rebuilt in place (StoreRepair), so every process's connections stay on the file at the
// path. A write that finds a different file at the path is done in that one: a connection still open on
// a file renamed away (by a user, or a non-database renamed aside at another process's open) would go on
// writing into it without an error; every write checks first (FileIdentity, below).

import BoxOfficeDomain
import Foundation
import GRDB
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// The store's database, which heals itself. When an operation fails as damage would
// (`mayBeDamage`), every connection of this process to the file is closed, the file is opened again
// and `integrity_check` decides: a sound file goes on, a damaged one is salvaged into a new store
// (`StoreRepair`); the operation then runs once more. Operations failing at once heal once, and a
// file another boxoffice process already healed passes the check and is just opened, as is the file at
// the path when a write finds it no longer the one it opened (`FileIdentity.checking`).
final class HealingDatabase: Sendable {
    private struct OpenFile {
        // One connection while the run only reads (`BoxOfficeStore.openForReading`), GRDB's pool
        // from its first write on.
        var database: any DatabaseWriter
        var identity: FileIdentity?
        var closed = false
    }

    let file: URL
    private let state: Mutex<OpenFile>
    private let now: @Sendable () -> Date
    private let whenHealed: @Sendable (StoreHealed) -> Void
    private let healingQueue = DispatchQueue(label: "boxoffice.store.healing")

    init(
        file: URL, database: any DatabaseWriter, now: @escaping @Sendable () -> Date,
        whenHealed: @escaping @Sendable (StoreHealed) -> Void
    ) {
        self.file = file
        self.now = now
        self.whenHealed = whenHealed
        state = Mutex(OpenFile(database: database, identity: FileIdentity(of: file)))
    }

    func read<T: Sendable>(_ value: @escaping @Sendable (Database) throws -> T) async throws -> T {
        try await healing { database, _ in
            guard database is DatabaseQueue else { return try await database.read(value) }
            // The reading connection is `query_only` for its life (`openForReading`): GRDB's `read`
            // would set and clear that pragma around each read, and SQLite then prepares every
            // statement again. A deferred transaction reads one snapshot, as GRDB's read does.
            return try await database.unsafeRead { db in try Self.committed(.deferred, in: db, value) }
        }
    }

    // IMMEDIATE: the write lock is taken at BEGIN, so a writer never fails to upgrade a read lock
    // (an SQLITE_BUSY no busy timeout waits out) while another process writes; a heal takes that lock
    // before it salvages, so a write is either salvaged or done in the new store.
    func write<T: Sendable>(_ updates: @escaping @Sendable (Database) throws -> T) async throws -> T {
        try await healing(writes: true) { pool, opened in
            let checked = FileIdentity.checking(updates, at: file, opened: opened)
            return try await pool.writeWithoutTransaction { db in
                try Self.committed(.immediate, in: db, checked)
            }
        }
    }

    /// What `work` gives, in one transaction of `kind` committed.
    private static func committed<T>(
        _ kind: Database.TransactionKind, in db: Database, _ work: (Database) throws -> T
    ) throws -> T {
        var value: T?
        try db.inTransaction(kind) {
            value = try work(db)
            return .commit
        }
        guard let value else { throw DatabaseError(resultCode: .SQLITE_ERROR) }
        return value
    }

    // For VACUUM and VACUUM INTO, which no transaction may hold: the check comes before SQLite's lock
    // is taken, so a rename just after it is not seen. Neither adds a row, so none is lost there.
    func writeWithoutTransaction<T: Sendable>(_ updates: @escaping @Sendable (Database) throws -> T)
        async throws -> T
    {
        try await healing(writes: true) { pool, opened in
            try await pool.writeWithoutTransaction(FileIdentity.checking(updates, at: file, opened: opened))
        }
    }

    // SQLite itself folds the log into the file when the last connection to it closes; a pool's
    // readers close first, so that one is its writer (GRDB's `close` alone closes the writer first).
    // The reading connection is read-write too: closing last, it folds the log in as well.
    func close() async throws {
        try await onHealingQueue {
            let database = self.state.withLock { state -> (any DatabaseWriter)? in
                guard !state.closed else { return nil }
                state.closed = true
                return state.database
            }
            (database as? DatabasePool)?.releaseMemory()
            try database?.close()
        }
    }

    // SQLite's own word for damage, nothing guessed.
    static func mayBeDamage(_ error: any Error) -> Bool {
        guard let error = error as? DatabaseError else { return false }
        return [.SQLITE_CORRUPT, .SQLITE_NOTADB].contains(error.resultCode)
    }

    // `writes`: the operation needs the pool, opened in place of the reading connection if need be.
    // The operation is given the identity of the file its database opened.
    private func healing<T>(
        writes: Bool = false, _ operation: (any DatabaseWriter, FileIdentity?) async throws -> T
    ) async throws -> T {
        var (used, opened) = state.withLock { ($0.database, $0.identity) }
        do {
            if writes, !(used is DatabasePool) {
                (used, opened) = try await onHealingQueue { [used] in try self.pool(replacing: used) }
            }
            return try await operation(used, opened)
        } catch {
            // A heal under way (which closed this database), or the pool opened in place of the
            // reading connection, is waited for: once more on the new one.
            let now = try await onHealingQueue { self.state.withLock { $0 } }
            if now.database !== used, !now.closed { return try await operation(now.database, now.identity) }
            let moved = error is StoreFileMoved
            guard Self.mayBeDamage(error) || moved,
                let healed = try await onHealingQueue({ [used] in self.heal(replacing: used, moved: moved) })
            else { throw error }
            return try await operation(healed.database, healed.identity)
        }
    }

    // The first write opens GRDB's pool, taking turns with other processes' opening as `open` does
    // (and with their heals: the file looked at is the one opened); the reading connection is closed
    // once the reads under way on it end. A pool that cannot be opened fails the write with SQLite's
    // own error (a read-only file, a full disk).
    private func pool(replacing reading: any DatabaseWriter) throws -> (any DatabaseWriter, FileIdentity?) {
        let known = state.withLock { $0 }
        guard known.database === reading, !known.closed else { return (known.database, known.identity) }
        let file = file
        let (pool, identity) = try BoxOfficeStore.withLock(on: file.deletingLastPathComponent()) {
            Result {
                (
                    try DatabasePool(path: file.path, configuration: BoxOfficeStore.configuration),
                    FileIdentity(of: file)
                )
            }
        }.get()
        state.withLock { state in
            state.database = pool
            state.identity = identity
        }
        try? reading.close()
        return (pool, identity)
    }

    // Heals and closes one at a time: its waits (for operations under way, another process's lock)
    // hold none of the threads those operations need.
    private func onHealingQueue<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            healingQueue.async { continuation.resume(with: Result { try work() }) }
        }
    }

    // The suspect is closed first, which waits for the operations under way on it, so no connection
    // of this process is open on the file when it is checked or rebuilt. `moved`: a write found the file
    // at the path not the one it opened.
    private func heal(replacing suspect: any DatabaseWriter, moved: Bool = false) -> OpenFile? {
        let file = file
        let known = state.withLock { $0 }
        guard known.database === suspect, !known.closed else { return known.closed ? nil : known }
        let (renewed, news) = BoxOfficeStore.withLock(on: file.deletingLastPathComponent()) {
            () -> (OpenFile?, StoreHealed?) in
            // The file at the path is another one now: it is opened as it is.
            let replaced = moved || (known.identity.map { $0 != FileIdentity(of: file) } ?? false)
            try? suspect.close()
            do {
                do {
                    let pool = try BoxOfficeStore.openAndMigrate(file, thoroughly: !replaced)
                    return (OpenFile(database: pool, identity: FileIdentity(of: file)), nil)
                } catch let failure as StoreOpenFailure where failure.isDamage && !replaced {
                    let repaired = try StoreRepair.salvageInPlace(file, now: now())
                    return (
                        OpenFile(database: repaired.pool, identity: FileIdentity(of: file)),
                        .salvaged(file.path, copy: repaired.copy, salvaged: repaired.salvage)
                    )
                }
            } catch {
                // The heal failed (a write lock held past the wait, a full disk): the file is opened again as
                // it is, for reading, so what still reads is read, and the next failure as damage heals again.
                let reopened = BoxOfficeStore.openForReadingAsIs(file)
                return (reopened.map { OpenFile(database: $0, identity: FileIdentity(of: file)) }, nil)
            }
        }
        guard let renewed else { return nil }
        state.withLock { $0 = renewed }
        if let news { whenHealed(news) }
        return renewed
    }
}

// Device and inode of the name itself, as a rename of the store's file sees it.
struct FileIdentity: Equatable, Sendable {
    private let device: UInt64
    private let inode: UInt64

    // One `lstat`: every write looks, so the look is the cheapest there is (BENCHMARKS.md).
    init?(of url: URL) {
        var status = stat()
        guard lstat(url.path, &status) == 0 else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}

// The file at the store's path is not the one the connection opened (or which one it opened is not
// known): the write was not done, and the store is opened again to do it there.
struct StoreFileMoved: Error {}

extension FileIdentity {
    /// `updates`, run only while the file at `file` is still `opened`; else `StoreFileMoved`, done
    /// before anything is written, so the transaction around it rolls back empty.
    static func checking<T>(
        _ updates: @escaping @Sendable (Database) throws -> T, at file: URL, opened: FileIdentity?
    ) -> @Sendable (Database) throws -> T {
        { db in
            // An identity unknown at open vouches for nothing: opening again learns it.
            guard let opened, FileIdentity(of: file) == opened else { throw StoreFileMoved() }
            return try updates(db)
        }
    }
}

extension BoxOfficeStore {
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
}
