import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import GRDB
import Synchronization
import Testing

@testable import BoxOfficeData

/// A heal moves a damaged file aside only holding SQLite's write lock on it: while another connection
/// is in the middle of a write, the move waits, and then either the write is in the copy and salvaged,
/// or the lock was not had and nothing is moved. The wait is SQLite's busy handler, told here through
/// GRDB's callback instead of a time, so the writer lets go exactly when the move has met its lock.
struct WriteLockedMoveTests {
    static let now = Date(timeIntervalSince1970: 1_704_700_000)
    let first = BoxOfficeDate(year: 2024, month: 1, day: 1) ?? .earliest

    /// A store in `folder` holding the daily chart of ``first``, closed.
    private func fill(_ folder: StoreFolder) async throws {
        let (store, _) = try folder.open()
        try await store.save(BoxOfficeChart.stub(date: first, entryCount: 10), fetchedAt: Self.now)
        try await store.close()
    }

    /// Another connection's write of the next day's chart (a copy of ``first``'s), begun and left
    /// open until `letGo` is signalled, then committed.
    private final class Writer: Sendable {
        let began = DispatchSemaphore(value: 0)
        let letGo = DispatchSemaphore(value: 0)
        private let ended = DispatchSemaphore(value: 0)
        private let failure = Mutex<String?>(nil)

        init(on file: URL, copying day: String, to next: String) throws {
            let queue = try DatabaseQueue(path: file.path)
            DispatchQueue.global().async { [self] in
                do {
                    try queue.writeWithoutTransaction { db in
                        try db.execute(sql: "BEGIN IMMEDIATE")
                        try db.execute(
                            sql: """
                                CREATE TEMP TABLE next_chart AS SELECT * FROM chart WHERE period_start = :day;
                                CREATE TEMP TABLE next_entry AS SELECT * FROM chart_entry WHERE period_start = :day;
                                UPDATE next_chart SET period_start = :next, period_end = :next;
                                UPDATE next_entry SET period_start = :next, period_end = :next;
                                INSERT INTO main.chart SELECT * FROM next_chart;
                                INSERT INTO main.chart_entry SELECT * FROM next_entry;
                                """, arguments: ["day": day, "next": next])
                        began.signal()
                        letGo.wait()
                        try db.execute(sql: "COMMIT")
                    }
                } catch {
                    failure.withLock { $0 = String(describing: error) }
                    began.signal()
                }
                try? queue.close()
                ended.signal()
            }
        }

        /// Waits for the commit (or its failure, said).
        func end() -> String? {
            letGo.signal()
            ended.wait()
            return failure.withLock { $0 }
        }
    }

    /// The store's configuration with a busy handler that lets the writer go the first time the
    /// move meets its lock, and then waits (`keepsWaiting`) or gives up at once, as a busy timeout
    /// running out does.
    private func lock(letting writer: Writer, keepsWaiting: Bool) -> Configuration {
        var configuration = BoxOfficeStore.configuration
        let met = Mutex(false)
        configuration.busyMode = .callback { _ in
            let first = met.withLock { met in
                defer { met = true }
                return !met
            }
            if first { writer.letGo.signal() }
            if keepsWaiting { usleep(1_000) }
            return keepsWaiting
        }
        return configuration
    }

    /// Runs blocking work on a thread of its own, not one Swift concurrency's few.
    private func onThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(with: Result { try work() }) }
        }
    }

    @Test func aMoveWaitsForAWriteUnderWayAndTheWriteIsSalvaged() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        try await fill(folder)
        let next = first.adding(days: 1).iso
        // Given another connection in the middle of a write
        let writer = try Writer(on: folder.file, copying: first.iso, to: next)
        writer.began.wait()
        // When the file is moved aside and salvaged, waiting for the lock as long as it takes
        let file = folder.file
        let configuration = lock(letting: writer, keepsWaiting: true)
        let repaired = try await onThread {
            try StoreRepair.moveAsideAndSalvage(file, now: Self.now, lock: configuration)
        }
        // Then the write was committed first, into the file moved, and salvaged with the rest
        #expect(writer.end() == nil)
        #expect(try StoreFolder.dailyChartDays(in: repaired.copy) == [first.iso, next])
        #expect(try StoreFolder.dailyChartDays(in: folder.file.path) == [first.iso, next])
        #expect(repaired.salvage == StoreSalvage(chartsKept: 2, chartsLost: 0, unreadableParts: 0))
        try repaired.pool.close()
    }

    @Test func aMoveThatCannotHaveTheLockMovesNothingAndSaysWhy() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        try await fill(folder)
        let next = first.adding(days: 1).iso
        let identity = FileIdentity(of: folder.file)
        let writer = try Writer(on: folder.file, copying: first.iso, to: next)
        writer.began.wait()
        // When the move's wait for the lock runs out
        let file = folder.file
        let configuration = lock(letting: writer, keepsWaiting: false)
        let moving = try await onThread {
            Result { try StoreRepair.moveAsideAndSalvage(file, now: Self.now, lock: configuration) }
        }
        // Then nothing was moved, the failure says the store could not be written, and the write
        // is in the file at the path
        #expect(writer.end() == nil)
        guard case .failure(let failure as StoreOpenFailure) = moving else {
            Issue.record("expected a store failure, got \(moving)")
            return
        }
        guard case .cannotWrite = failure.fault else {
            Issue.record("expected a write the store cannot do, got \(failure.fault)")
            return
        }
        #expect(!failure.rebuildable)
        #expect(FileIdentity(of: folder.file) == identity)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(!names.contains { $0.contains(".damaged-") }, "\(names)")
        #expect(try StoreFolder.dailyChartDays(in: folder.file.path) == [first.iso, next])
    }
}
