// The warning near the day's 3,000 KOBIS calls follows a command that called KOBIS, with the count the store
// gave back for that call (other processes' calls included); a chart read from the store spends nothing and
// is followed by no warning, however near the limit the day is.

import BoxOfficeTestSupport
import Foundation
import Testing

@Suite("The call budget's warning after a command")
struct CallBudgetEndToEndTests {
    static let warning = "of the 3,000 KOBIS calls of today are used"

    /// A boxoffice on a store that holds 2022-01-05 (one call, counted), whose day's count other processes
    /// then raised to `count`, as they would have counted their calls; run with `body` while its KOBIS serves.
    static func withCallsCounted(
        _ count: Int, _ body: (BoxOfficeProcess, LoopbackKOBISServer) async throws -> Void
    ) async throws {
        let python = try #require(
            Python3.executable, "the other processes' calls are counted with python3's sqlite3")
        try await LoopbackKOBISServer.withRunning(reply: { request in
            LoopbackBodies.daily(targetDt: request.targetDt ?? "")
        }) { server in
            let app = try StoreFileEndToEndTests().boxoffice(server)
            let store = app.home.appendingPathComponent("cache/boxoffice/boxoffice.sqlite").path
            let synced = try await app.run(["sync", "20220105", "--lang", "en"])
            try #require(synced.status == 0, "\(synced.output)\(synced.errors)")
            let counted = try await app.run(
                [
                    "-c",
                    "import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); "
                        + "c.execute('UPDATE kobis_call SET count = ?', (int(sys.argv[2]),)); c.commit()",
                    store, String(count),
                ],
                input: Data(), executable: URL(fileURLWithPath: python))
            try #require(counted.status == 0, "\(counted.errors)")
            try await body(app, server)
        }
    }

    @Test(
        "with N calls counted by others: a stored chart warns of nothing; a chart asked of KOBIS warns from the 2,700th call on",
        arguments: [(2_698, nil), (2_699, "2,700 of the 3,000"), (2_750, "2,751 of the 3,000")])
    func warningFollowsACall(countedBefore: Int, warned: String?) async throws {
        try await Self.withCallsCounted(countedBefore) { app, server in
            let requestsBefore = await server.requestCount
            let stored = try await app.run(["daily", "20220105", "--lang", "en"])
            #expect(stored.status == 0, "\(stored.errors)")
            #expect(await server.requestCount == requestsBefore, "the stored chart was read from the store")
            #expect(!stored.errors.contains(Self.warning), "\(stored.errors)")

            let asked = try await app.run(["daily", "20220106", "--lang", "en"])
            #expect(asked.status == 0, "\(asked.errors)")
            #expect(await server.requestCount == requestsBefore + 1, "one call for the chart not stored")
            if let warned {
                #expect(asked.errors.contains(warned), "\(asked.errors)")
            } else {
                #expect(!asked.errors.contains(Self.warning), "\(asked.errors)")
            }
        }
    }

    @Test("a count only read (status, a sync's plan) sets off no warning after a chart from the store")
    func aCountOnlyReadIsNoCall() async throws {
        try await Self.withCallsCounted(2_800) { app, server in
            let requestsBefore = await server.requestCount
            for lines in ["status\ndate 20220105\n", "sync 20220105 --dry-run\ndate 20220105\n"] {
                let piped = try await app.run(["--lang", "en"], input: Data(lines.utf8))
                #expect(piped.status == 0, "\(piped.errors)")
                #expect(!piped.errors.contains(Self.warning), "\(lines): \(piped.errors)")
            }
            #expect(await server.requestCount == requestsBefore, "nothing was asked of KOBIS")
        }
    }
}
