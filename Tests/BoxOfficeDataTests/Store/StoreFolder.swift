import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import GRDB
import Testing

/// A fresh temporary folder for one test's store, removed afterwards.
struct StoreFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "boxoffice-store-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    var file: URL { url.appendingPathComponent(BoxOfficeStore.fileName) }

    /// The store opened in the folder, and its warning; fails the test when it cannot be opened.
    func open(
        now: @escaping @Sendable () -> Date = { Date() },
        whenHealed: @escaping @Sendable (StoreHealed) -> Void = { _ in },
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (BoxOfficeStore, StoreProblem?) {
        switch BoxOfficeStore.open(in: url, now: now, whenHealed: whenHealed) {
        case .opened(let store, let warning): return (store, warning)
        case .unavailable(let reason):
            Issue.record("the store did not open: \(reason)", sourceLocation: sourceLocation)
            throw CancellationError()
        }
    }

    /// Fills the store in the folder with the daily charts of `days` days from `first`, ten rows each,
    /// and closes it, everything in the main file.
    func fill(days: Int, from first: BoxOfficeDate, fetchedAt: Date) async throws {
        let (store, _) = try open()
        for offset in 0..<days {
            try await store.save(
                BoxOfficeChart.stub(date: first.adding(days: offset), entryCount: 10), fetchedAt: fetchedAt)
        }
        try await store.close()
    }

    /// The fault of a store file that was rebuilt, or `nil` when `warning` is not a rebuild.
    func rebuiltFault(_ warning: StoreProblem?) -> StoreProblem.Fault? {
        guard case .rebuilt(let path, let fault, _)? = warning, path == file.path else { return nil }
        return fault
    }

    /// The calls the store file keeps for `day` (`yyyy-MM-dd`) under the key no count could be told
    /// apart by (those of a store from before keys were), read by SQLite itself.
    func callsOfNoKnownKey(on day: String) throws -> Int? {
        let queue = try DatabaseQueue(path: file.path)
        defer { try? queue.close() }
        return try queue.read { db in
            try Int.fetchOne(
                db, sql: "SELECT count FROM kobis_call WHERE key_hash = 'unknown' AND day = ?",
                arguments: [day])
        }
    }

    /// The days of the daily charts the store file at `path` holds (a copy moved aside too), read by
    /// a connection of its own.
    static func dailyChartDays(in path: String) throws -> [String] {
        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        return try queue.read { db in
            try String.fetchAll(
                db, sql: "SELECT period_start FROM chart WHERE chart = 'daily' ORDER BY period_start")
        }
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
