// Two boxoffice processes on one store: the one that exits first closes its connections, and the
// other goes on saving, says nothing, and loses nothing.

import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import GRDB
import Synchronization
import Testing

@testable import BoxOfficeData

@Suite struct SharedStoreLogTests {
    let first = BoxOfficeDate(year: 2024, month: 1, day: 1) ?? .earliest
    static let fetched = Date(timeIntervalSince1970: 1_704_700_000)

    private final class Told: Sendable {
        private let told = Mutex<[StoreHealed]>([])
        var all: [StoreHealed] { told.withLock { $0 } }
        var record: @Sendable (StoreHealed) -> Void {
            { [self] healed in told.withLock { $0.append(healed) } }
        }
    }

    private func save(_ days: Range<Int>, into store: BoxOfficeStore) async throws {
        for offset in days {
            try await store.save(
                .stub(date: first.adding(days: offset), entryCount: 10), fetchedAt: Self.fetched)
        }
    }

    private func storedDays(in store: BoxOfficeStore) async throws -> Set<Int> {
        let stored = try await store.storedCharts(
            .daily, filter: .all, from: first, to: first.adding(days: 30))
        return Set(stored.keys.map { first.days(to: $0.first) })
    }

    @Test func anotherProcessClosingFirstCostsNothing() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        let told = Told()
        let (store, _) = try folder.open(whenHealed: told.record)
        let (other, _) = try folder.open()
        try await save(0..<10, into: store)
        try await save(10..<20, into: other)
        // When the other process exits, and this one goes on
        try await other.close()
        try await save(20..<30, into: store)
        // Then nothing was said or moved aside, and every chart is there, in the file alone after closing
        #expect(told.all.isEmpty)
        #expect(try await storedDays(in: store) == Set(0..<30))
        let moved = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter {
            $0.contains(".damaged-")
        }
        #expect(moved.isEmpty)
        try await store.close()
        let queue = try DatabaseQueue(path: folder.file.path)
        defer { try? queue.close() }
        let charts = try await queue.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM chart") }
        #expect(charts == 30)
    }
}
