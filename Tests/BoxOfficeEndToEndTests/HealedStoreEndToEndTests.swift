// Two processes on one store: a `boxoffice sync` writing, and this test process salvaging the file, copying
// it and rebuilding it in place half-way, as a heal in another boxoffice does (`StoreRepair`, under the
// folder's lock). The sync keeps its connections to the same file: every chart it fetched is in the store
// at the path; none went into the copy after.

import BoxOfficeTestSupport
import Foundation
import Synchronization
import Testing

@testable import BoxOfficeData

@Suite("A store healed in place under a running sync loses none of its charts")
struct HealedStoreEndToEndTests {
    /// The day whose answer waits for the heal: the sync has written charts before it, and writes it after.
    static let healedAt = "20240111"

    /// Salvages the store, copies it and rebuilds it in place, as another boxoffice's heal does: the copy's
    /// path, or why not.
    static func heal(_ file: URL) -> Result<String, any Error> {
        BoxOfficeStore.withLock(on: file.deletingLastPathComponent()) {
            Result {
                let repaired = try StoreRepair.salvageInPlace(file, now: Date())
                try repaired.pool.close()
                return try #require(repaired.copy, "a sound file is copied")
            }
        }
    }

    @Test(
        "a sync whose store is healed in place half-way keeps every chart and every call in the store at the path"
    )
    func aSyncWhoseStoreIsHealedHalfWay() async throws {
        let python = try #require(Python3.executable, "the stores are read with python3's sqlite3")
        let store = Mutex<URL?>(nil)
        let healed = Mutex<Result<String, any Error>?>(nil)
        try await LoopbackKOBISServer.withRunning(reply: { request in
            if request.targetDt == Self.healedAt, let file = store.withLock({ $0 }) {
                let result = Self.heal(file)
                healed.withLock { $0 = result }
            }
            return LoopbackBodies.daily(targetDt: request.targetDt ?? "")
        }) { server in
            let app = try StoreFileEndToEndTests().boxoffice(server)
            // Given a store with a chart in it
            #expect(try await app.run(["sync", "20240101", "20240101"]).status == 0)
            let file = app.home.appendingPathComponent("cache/boxoffice/boxoffice.sqlite")
            store.withLock { $0 = file }
            // When a sync runs while another process heals its file in place
            let sync = try await app.run(["sync", "20240102", "20240120", "--lang", "en"])
            #expect(sync.status == 0, "\(sync.errors)")
            #expect(sync.output.contains("fetched 19, skipped 0, failed 0"), "\(sync.output)")
            let copy = try #require(try healed.withLock { $0 }?.get(), "the file was healed")
            // Then the store at the path holds every chart, whole, and every call counted
            try await SharedStoreEndToEndTests.expectEveryChartAndCall(
                days: 20, in: file.path, asked: server, app: app, python: python)
            // and the copy holds only charts written before the heal, never the one asked at it
            let inspected = try await SharedStoreEndToEndTests.inspect(copy, app: app, python: python)
            let copied = inspected.dropFirst(2)
            let everyDay = BoxOfficeDateText.days(from: "2024-01-01", count: 20).map { "\($0) 10" }
            #expect(Set(copied).isSubset(of: everyDay), "\(copied)")
            #expect(!copied.contains { $0.hasPrefix("2024-01-11") }, "\(copied)")
        }
    }
}
