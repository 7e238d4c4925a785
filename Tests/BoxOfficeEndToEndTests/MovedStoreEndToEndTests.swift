// Two processes on one store: a `boxoffice sync` writing, and this test process moving the file aside and
// salvaging it into a new store half-way, as a heal in another boxoffice does (`StoreRepair`, under the
// folder's lock). Every chart the sync fetched is in the store at the path; none went into the copy after.

import BoxOfficeTestSupport
import Foundation
import Synchronization
import Testing

@testable import BoxOfficeData

@Suite("A store moved aside under a running sync loses none of its charts")
struct MovedStoreEndToEndTests {
    /// The day whose answer waits for the move: the sync has written charts before it, and writes it after.
    static let movedAt = "20240111"

    /// Moves the store aside and salvages it into a new one, as another boxoffice's heal does: the
    /// copy's path, or why not.
    static func moveAside(_ file: URL) -> Result<String, any Error> {
        BoxOfficeStore.withLock(on: file.deletingLastPathComponent()) {
            Result {
                let repaired = try StoreRepair.moveAsideAndSalvage(file, now: Date())
                try repaired.pool.close()
                return repaired.copy
            }
        }
    }

    @Test(
        "a sync whose store is moved aside and made anew half-way keeps every chart and every call in the store at the path"
    )
    func aSyncWhoseStoreIsMovedAsideHalfWay() async throws {
        let python = try #require(Python3.executable, "the stores are read with python3's sqlite3")
        let store = Mutex<URL?>(nil)
        let moved = Mutex<Result<String, any Error>?>(nil)
        try await LoopbackKOBISServer.withRunning(reply: { request in
            if request.targetDt == Self.movedAt, let file = store.withLock({ $0 }) {
                let result = Self.moveAside(file)
                moved.withLock { $0 = result }
            }
            return LoopbackBodies.daily(targetDt: request.targetDt ?? "")
        }) { server in
            let app = try StoreFileEndToEndTests().boxoffice(server)
            // Given a store with a chart in it
            #expect(try await app.run(["sync", "20240101", "20240101"]).status == 0)
            let file = app.home.appendingPathComponent("cache/boxoffice/boxoffice.sqlite")
            store.withLock { $0 = file }
            // When a sync runs while another process moves its file aside
            let sync = try await app.run(["sync", "20240102", "20240120", "--lang", "en"])
            #expect(sync.status == 0, "\(sync.errors)")
            #expect(sync.output.contains("fetched 19, skipped 0, failed 0"), "\(sync.output)")
            let copy = try #require(try moved.withLock { $0 }?.get(), "the file was moved aside")
            // Then the store at the path holds every chart, whole, and every call counted
            try await SharedStoreEndToEndTests.expectEveryChartAndCall(
                days: 20, in: file.path, asked: server, app: app, python: python)
            // and the copy holds only charts written before the move, never the one asked at it
            let inspected = try await SharedStoreEndToEndTests.inspect(copy, app: app, python: python)
            let copied = inspected.dropFirst(2)
            let everyDay = BoxOfficeDateText.days(from: "2024-01-01", count: 20).map { "\($0) 10" }
            #expect(Set(copied).isSubset(of: everyDay), "\(copied)")
            #expect(!copied.contains { $0.hasPrefix("2024-01-11") }, "\(copied)")
        }
    }
}
