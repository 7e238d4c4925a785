import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import GRDB
import Testing

@testable import BoxOfficeData

/// Closing the store closes its connections, and SQLite itself folds the write-ahead log
/// (`boxoffice.sqlite-wal`) into the file when the last one closes, so the file alone then holds all.
struct StoreLogTests {
    let first = BoxOfficeDate(year: 2024, month: 1, day: 1) ?? .earliest
    static let fetched = Date(timeIntervalSince1970: 1_704_700_000)

    private var log: (StoreFolder) -> String { { $0.file.path + "-wal" } }

    private func save(_ days: Range<Int>, into store: BoxOfficeStore) async throws {
        for offset in days {
            try await store.save(
                .stub(date: first.adding(days: offset), entryCount: 10), fetchedAt: Self.fetched)
        }
    }

    /// The days a store file alone holds, read with no log or index beside it.
    private func daysInFileAlone(_ folder: StoreFolder) throws -> Set<Int> {
        let copy = folder.url.appendingPathComponent("alone-\(UUID().uuidString).sqlite")
        try FileManager.default.copyItem(at: folder.file, to: copy)
        let queue = try DatabaseQueue(path: copy.path)
        defer { try? queue.close() }
        let days = try queue.read { db in
            try String.fetchAll(db, sql: "SELECT period_start FROM chart WHERE chart = 'daily'")
        }
        return Set(days.compactMap { try? BoxOfficeDate.parse($0) }.map { first.days(to: $0) })
    }

    @Test func closingFoldsTheLogIntoTheFileSoTheFileAloneHoldsEveryChart() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        let (store, _) = try folder.open()
        try await save(0..<30, into: store)
        // Before closing, the log holds what the file lacks (a new file alone has not even its tables).
        #expect(((try? daysInFileAlone(folder))?.count ?? 0) < 30)
        try await store.close()
        #expect(try daysInFileAlone(folder) == Set(0..<30))
        let logBytes = (try? FileManager.default.attributesOfItem(atPath: log(folder)))?[.size] as? NSNumber
        #expect((logBytes?.intValue ?? 0) == 0, "the log is empty or gone")
        await #expect(throws: (any Error).self) { try await store.summary() }
    }
}
