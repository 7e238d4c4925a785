import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import GRDB
import Synchronization
import Testing

@testable import BoxOfficeData

/// The store's write-ahead log (`boxoffice.sqlite-wal`) cut short or removed by another program while
/// the store is open is not damage: the store is set right and reopened, never moved aside, and keeps
/// every chart its file holds; and closing it folds the log into the file, so the file alone holds all.
struct StoreLogTests {
    let first = BoxOfficeDate(year: 2024, month: 1, day: 1) ?? .earliest
    static let fetched = Date(timeIntervalSince1970: 1_704_700_000)

    /// What healing told, in order.
    private final class Told: Sendable {
        private let told = Mutex<[StoreHealed]>([])
        var all: [StoreHealed] { told.withLock { $0 } }
        var record: @Sendable (StoreHealed) -> Void {
            { [self] healed in told.withLock { $0.append(healed) } }
        }
    }

    private var log: (StoreFolder) -> String { { $0.file.path + "-wal" } }

    private func save(_ days: Range<Int>, into store: BoxOfficeStore) async throws {
        for offset in days {
            try await store.save(
                .stub(date: first.adding(days: offset), entryCount: 10), fetchedAt: Self.fetched)
        }
    }

    /// The days of January 2024 a store holds, read four at once (so new connections are opened too).
    private func storedDays(in store: BoxOfficeStore) async throws -> Set<Int> {
        let last = first.adding(days: 30)
        let reads = try await withThrowingTaskGroup(of: [ChartPeriod: StoredChart].self) { group in
            for _ in 0..<4 {
                group.addTask { try await store.storedCharts(.daily, filter: .all, from: first, to: last) }
            }
            return try await group.reduce(into: [[ChartPeriod: StoredChart]]()) { $0.append($1) }
        }
        #expect(Set(reads.map(\.count)).count == 1, "every read sees the same store")
        return Set((reads.first ?? [:]).keys.map { first.days(to: $0.first) })
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

    private func copies(in folder: StoreFolder) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter {
            $0.contains(".damaged-")
        }
    }

    @Test func aLogCutToNothingWhileTheStoreIsOpenIsNotDamageAndTheFileKeepsItsCharts() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        // Given a store whose file holds 20 days from an earlier run, and 5 more saved in this run's log
        let (earlier, _) = try folder.open()
        try await save(0..<20, into: earlier)
        try await earlier.close()
        let told = Told()
        let (store, _) = try folder.open(whenHealed: told.record)
        try await save(20..<25, into: store)
        // When another program cuts the log to nothing, and the run goes on saving and reading
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: log(folder)))
        try handle.truncate(atOffset: 0)
        try handle.close()
        try await save(25..<30, into: store)
        // Then nothing was moved aside; the file's 20 days and the 5 saved after are there, and
        // the loss of the 5 the log alone held was told
        #expect(try copies(in: folder).isEmpty)
        #expect(try await storedDays(in: store) == Set(0..<20).union(25..<30))
        #expect(told.all == [.logCutShort(folder.file.path)])
        try await store.close()
        #expect(try daysInFileAlone(folder) == Set(0..<20).union(25..<30))
    }

    @Test func aLogRemovedWhileTheStoreIsOpenIsNotDamageAndNothingItHeldIsLost() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        let (earlier, _) = try folder.open()
        try await save(0..<20, into: earlier)
        try await earlier.close()
        let told = Told()
        let (store, _) = try folder.open(whenHealed: told.record)
        try await save(20..<25, into: store)
        // When another program removes the log, and the run goes on reading and saving
        try FileManager.default.removeItem(atPath: log(folder))
        #expect(try await storedDays(in: store) == Set(0..<25))
        try await save(25..<30, into: store)
        // Then nothing was moved aside or lost, and nothing needed saying
        #expect(try copies(in: folder).isEmpty)
        #expect(try await storedDays(in: store) == Set(0..<30))
        #expect(told.all.isEmpty)
        try await store.close()
        #expect(try daysInFileAlone(folder) == Set(0..<30))
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
