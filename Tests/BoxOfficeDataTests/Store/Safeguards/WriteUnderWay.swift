import Foundation
import GRDB
import Synchronization

@testable import BoxOfficeData

/// Another connection's write of the next day's chart (a copy of `day`'s), begun and left open until
/// `letGo` is signalled, then committed: what another process's write under way looks like to a heal.
final class WriteUnderWay: Sendable {
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

    /// The store's configuration with a busy handler that lets this write go the first time the
    /// heal meets its lock, and then waits (`keepsWaiting`) or gives up at once, as a busy timeout
    /// running out does.
    func healLock(keepsWaiting: Bool) -> Configuration {
        var configuration = BoxOfficeStore.configuration
        let met = Mutex(false)
        configuration.busyMode = .callback { [letGo] _ in
            let first = met.withLock { met in
                defer { met = true }
                return !met
            }
            if first { letGo.signal() }
            if keepsWaiting { usleep(1_000) }
            return keepsWaiting
        }
        return configuration
    }
}

/// Runs blocking work on a thread of its own, not one Swift concurrency's few.
func onThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        DispatchQueue.global().async { continuation.resume(with: Result { try work() }) }
    }
}
