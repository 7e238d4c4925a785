// A store that heals only what is damaged: an operation that fails as if the file were damaged has the
// store checked again on a fresh connection; only a file that fails that check is moved aside.

import BoxOfficeDomain
import Foundation
import GRDB
import Synchronization

// The store's database, which heals itself. When an operation fails as damage would
// (`mayBeDamage`), the log is set right if another program cut or removed it, the database is
// opened again on fresh connections, and `integrity_check` decides: a sound file goes on, a damaged
// one is moved aside and rebuilt (`StoreRepair`); the operation then runs once more. Operations
// failing at once heal once, and a file another boxoffice process already healed is just opened.
final class HealingDatabase: Sendable {
    private struct OpenFile {
        var pool: DatabasePool
        var identity: FileIdentity?
        // To tell a log removed from one cut short.
        var log: FileIdentity?
        // Charts this process saved into this file, which a move aside takes with it.
        var chartsSaved = 0
        var closed = false
    }

    let file: URL
    private let state: Mutex<OpenFile>
    private let now: @Sendable () -> Date
    private let whenHealed: @Sendable (StoreHealed) -> Void
    private let healingQueue = DispatchQueue(label: "boxoffice.store.healing")

    init(
        file: URL, pool: DatabasePool, now: @escaping @Sendable () -> Date,
        whenHealed: @escaping @Sendable (StoreHealed) -> Void
    ) {
        self.file = file
        self.now = now
        self.whenHealed = whenHealed
        state = Mutex(
            OpenFile(
                pool: pool, identity: FileIdentity(of: file),
                log: FileIdentity(of: WriteAheadLog.logFile(of: file))))
    }

    func read<T: Sendable>(_ value: @escaping @Sendable (Database) throws -> T) async throws -> T {
        try await healing { pool, _ in try await pool.read(value) }
    }

    // Made only when the log stands as SQLite believes; `savingChart` counts it among the charts a
    // move aside would take.
    func write<T: Sendable>(
        savingChart: Bool = false, _ updates: @escaping @Sendable (Database) throws -> T
    ) async throws -> T {
        let file = file
        return try await healing(savingChart: savingChart) { pool, log in
            try await pool.write { db in
                let standing = WriteAheadLog.standing(of: file, opened: log)
                guard standing == .intact else { throw LogMismatch(standing: standing) }
                return try updates(db)
            }
        }
    }

    func writeWithoutTransaction<T: Sendable>(_ updates: @escaping @Sendable (Database) throws -> T)
        async throws -> T
    {
        try await healing { pool, _ in try await pool.writeWithoutTransaction(updates) }
    }

    // After it the file alone holds everything. A checkpoint another process's reader holds back
    // leaves the log to that process's close.
    func close() async throws {
        try await onHealingQueue { try self.closeNow() }
    }

    private func closeNow() throws {
        guard
            let (pool, log) = state.withLock({ state -> (DatabasePool, FileIdentity?)? in
                guard !state.closed else { return nil }
                state.closed = true
                return (state.pool, state.log)
            })
        else { return }
        defer { try? pool.close() }
        _ = WriteAheadLog.settle(pool, file: file, opened: log)
        try pool.writeWithoutTransaction { db in
            // A process reading for long is not waited for as long as a write would be.
            try db.execute(sql: "PRAGMA busy_timeout = 2000")
            try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
        }
    }

    // SQLite's word for damage, or a read that came short (a log cut under it).
    static func mayBeDamage(_ error: any Error) -> Bool {
        if error is LogMismatch { return true }
        guard let error = error as? DatabaseError else { return false }
        return [.SQLITE_CORRUPT, .SQLITE_NOTADB].contains(error.resultCode)
            || error.extendedResultCode == .SQLITE_IOERR_SHORT_READ
    }

    private func healing<T>(
        savingChart: Bool = false, _ operation: (DatabasePool, FileIdentity?) async throws -> T
    ) async throws -> T {
        let (pool, log) = state.withLock { ($0.pool, $0.log) }
        let used: DatabasePool
        let value: T
        do {
            (used, value) = (pool, try await operation(pool, log))
        } catch {
            // A heal under way (which closed this database) is waited for: once more on the new one.
            let now = try await onHealingQueue { self.state.withLock { ($0.pool, $0.log, $0.closed) } }
            if now.0 !== pool, !now.2 {
                (used, value) = (now.0, try await operation(now.0, now.1))
            } else {
                guard Self.mayBeDamage(error),
                    let healed = try await onHealingQueue({ self.heal(replacing: pool) })
                else { throw error }
                (used, value) = (healed.0, try await operation(healed.0, healed.1))
            }
        }
        // A chart saved into a file since moved aside went with it, and is not counted again.
        if savingChart { state.withLock { if $0.pool === used { $0.chartsSaved += 1 } } }
        return value
    }

    // Heals and closes one at a time: its waits (for operations under way, another process's lock)
    // hold none of the threads those operations need.
    private func onHealingQueue<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            healingQueue.async { continuation.resume(with: Result { try work() }) }
        }
    }

    // The suspect is closed first, which waits for the operations under way on it: a write that ends
    // there is in the file before it is checked, and any later one runs again on the new database.
    private func heal(replacing suspect: DatabasePool) -> (DatabasePool, FileIdentity?)? {
        let file = file
        let known = state.withLock { ($0.pool, $0.identity, $0.log, $0.closed) }
        guard known.0 === suspect, !known.3 else { return known.3 ? nil : (known.0, known.2) }
        let (renewed, news) = BoxOfficeStore.withLock(on: file.deletingLastPathComponent()) {
            () -> ((DatabasePool, FileIdentity?)?, StoreHealed?) in
            // Another process moved the damaged file aside first: its new one is opened as it is.
            let replaced = known.1.map { $0 != FileIdentity(of: file) } ?? false
            let standing = replaced ? .intact : WriteAheadLog.settle(suspect, file: file, opened: known.2)
            try? suspect.close()
            var news: StoreHealed? = standing == .cutShort ? .logCutShort(file.path) : nil
            let pool: DatabasePool
            do {
                do {
                    pool = try BoxOfficeStore.openAndMigrate(file, thoroughly: !replaced)
                } catch let failure as StoreOpenFailure where failure.isDamage && !replaced {
                    let repaired = try StoreRepair.moveAsideAndRebuild(file, now: now())
                    pool = repaired.pool
                    let saved = state.withLock { state in
                        defer { state.chartsSaved = 0 }
                        return state.chartsSaved
                    }
                    news = .movedAside(
                        file.path, copy: repaired.copy, callCounts: repaired.callCounts, chartsSaved: saved)
                }
            } catch {
                return (nil, nil)
            }
            let log = FileIdentity(of: WriteAheadLog.logFile(of: file))
            state.withLock { state in
                state.pool = pool
                state.identity = FileIdentity(of: file)
                state.log = log
            }
            return ((pool, log), news)
        }
        if let news { whenHealed(news) }
        return renewed
    }
}
