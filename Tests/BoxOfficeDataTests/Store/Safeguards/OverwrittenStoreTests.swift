// A store file another program overwrites with text while it is open: the connections opened after it
// and the next write meet it (SQLite says the image is malformed), the file is rebuilt in place once (no
// copy: SQLite cannot read it) and rebuilt, and they go through.

import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import GRDB
import Synchronization
import Testing

@testable import BoxOfficeData

@Suite struct OverwrittenStoreTests {
    let first = BoxOfficeDate(year: 2024, month: 1, day: 1) ?? .earliest
    static let fetched = Date(timeIntervalSince1970: 1_704_700_000)

    private final class Told: Sendable {
        private let told = Mutex<[StoreHealed]>([])
        var all: [StoreHealed] { told.withLock { $0 } }
        var record: @Sendable (StoreHealed) -> Void {
            { [self] healed in told.withLock { $0.append(healed) } }
        }
    }

    @Test func aFileOverwrittenWithTextWhileOpenIsRebuiltInPlaceAndRebuilt() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        do {
            let (earlier, _) = try folder.open()
            try await earlier.save(.stub(date: first, entryCount: 10), fetchedAt: Self.fetched)
            try await earlier.close()
        }
        let told = Told()
        let (store, _) = try folder.open(whenHealed: told.record)
        let identity = FileIdentity(of: folder.file)
        // When another program writes text over the whole file while the store is open
        let text = Data(String(repeating: "not a database. ", count: 65_536).utf8)
        let handle = try FileHandle(forUpdating: folder.file)
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: text)
        try handle.close()
        // Then reads that need connections of their own (each holds one a moment) find it, the file
        // is rebuilt in place once and rebuilt, and they and the next write go through
        let day = first.adding(days: 1)
        let results = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    let count = try? await store.database.read { db in
                        Thread.sleep(forTimeInterval: 0.1)
                        return try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM chart")
                    }
                    return count != nil
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        try await store.save(.stub(date: day, entryCount: 10), fetchedAt: Self.fetched)
        #expect(results == [true, true, true, true])
        guard told.all.count == 1, case .salvaged(let path, let copy, _)? = told.all.first else {
            Issue.record("expected one salvage, got \(told.all)")
            return
        }
        #expect(path == folder.file.path)
        #expect(copy == nil, "SQLite cannot read text: no copy could be kept")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(!left.contains { $0.contains(".damaged-") }, "a copy that failed is not left behind: \(left)")
        #expect(FileIdentity(of: folder.file) == identity, "the same file, rebuilt in place")
        #expect(try await store.storedCharts(.daily, filter: .all, from: first, to: day).count == 1)
        try await store.close()
    }
}
