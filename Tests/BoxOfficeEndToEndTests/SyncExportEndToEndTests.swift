// The one-shot `boxoffice sync` and `boxoffice export` against a loopback KOBIS, read back by real CSV and JSON parsers.

import BoxOfficeTestSupport
import Foundation
import Testing

@Suite("boxoffice sync and export against a loopback KOBIS")
struct SyncExportEndToEndTests {
    /// Ten movies, the first with a comma, quotes and an escape sequence in its title.
    static let movies =
        [LoopbackBodies.RankedMovie(code: "20990001", title: "Hello, \"World\"\u{1B}[31m")]
        + LoopbackBodies.tenMovies.dropFirst()

    func boxoffice(_ server: LoopbackKOBISServer) throws -> BoxOfficeProcess {
        try BoxOfficeProcess(environment: [
            "KOBIS_API_KEY": LiveKOBISTests.key, "KOBIS_BASE_URL": server.baseURL.absoluteString,
            "KOBIS_TIMEOUT": "30",
        ])
    }

    @Test(
        "sync fills the store once, export writes its rows as RFC 4180 csv and as json, and names the days missing",
        .enabled(
            if: CSVRoundTripTests.python != nil,
            "python3 is needed for a real CSV parser; scripts/install-deps installs it"))
    func syncThenExport() async throws {
        try await LoopbackKOBISServer.withRunning(reply: { request in
            LoopbackBodies.daily(targetDt: request.targetDt ?? "", movies: Self.movies)
        }) { server in
            let app = try boxoffice(server)
            let dryRun = try await app.run(["sync", "20240101", "20240105", "--dry-run", "--lang", "en"])
            #expect(dryRun.status == 0, "\(dryRun.errors)")
            #expect(dryRun.output.contains("5 to fetch"))
            #expect(await server.requestCount == 0)
            let first = try await app.run([
                "sync", "20240101", "20240105", "--concurrency", "2", "--lang", "en",
            ])
            #expect(first.status == 0, "\(first.errors)")
            #expect(first.output.contains("fetched 5, skipped 0, failed 0"))
            #expect(await server.requestCount == 5)
            let again = try await app.run(["sync", "2024-01-01", "2024-01-05", "--lang", "en"])
            #expect(again.output.contains("fetched 0, skipped 5"))
            #expect(await server.requestCount == 5)

            let csv = try await app.run(["export", "20240101", "20240107", "--format", "csv", "--lang", "en"])
            #expect(csv.status == 0, "\(csv.errors)")
            let rows = try await CSVRoundTripTests().parse(csv.output)
            #expect(rows.count == 50)
            #expect(rows.first?["date"] == "2024-01-01")
            #expect(rows.first?["chart"] == "daily")
            #expect(rows.first?["filter"] == "all")
            #expect(rows.first?["title"] == "Hello, \"World\"")
            #expect(rows.allSatisfy { !($0["title"] ?? "").contains("\u{1B}") })
            #expect(rows.last?["date"] == "2024-01-05")
            #expect(rows.last?["rank"] == "10")
            #expect(csv.errors.contains("`sync 2024-01-06 2024-01-07`"))
            #expect(!csv.output.contains("2024-01-06"))

            let json = try await app.run(["export", "20240101", "20240105", "--format", "json"])
            #expect(json.status == 0, "\(json.errors)")
            let objects = try #require(
                try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
            #expect(objects.count == 50)
            #expect(objects.first?["audience"] as? Int == 100_000)
            #expect(objects.first?["yearWeek"] is NSNull)
            #expect(objects.first?["title"] as? String == rows.first?["title"])
            #expect(json.errors.isEmpty)
            #expect(await server.requestCount == 5)
        }
    }

    @Test(
        "sync with a key: a range backwards, today, or a day before 2003-11-11 is a usage error (64), asked of no one"
    )
    func badRangeWithAKey() async throws {
        try await LoopbackKOBISServer.withRunning(reply: { request in
            LoopbackBodies.daily(targetDt: request.targetDt ?? "", movies: Self.movies)
        }) { server in
            let app = try boxoffice(server)
            for range in [["20220105", "20220101"], ["today"], ["20031110", "20031112"]] {
                let oneShot = try await app.run(["sync"] + range + ["--dry-run", "--lang", "en"])
                #expect(oneShot.status == 64, "\(range): \(oneShot.errors)")
                let prompt = try await app.run(["-c", (["sync"] + range).joined(separator: " ")])
                #expect(prompt.status == 64, "\(range): \(prompt.errors)")
            }
            #expect(await server.requestCount == 0)
        }
    }

    @Test(
        "sync and export on the demo data say they need a key and exit 1; a range backwards is a usage error")
    func demoAndBadRange() async throws {
        let app = try BoxOfficeProcess()
        // The sentence itself: the demo's announcement names KOBIS_API_KEY too.
        let needsKey =
            "sync fetches from KOBIS and needs a key: set KOBIS_API_KEY (the demo data has only 4 days)."
        let demo = try await app.run(["sync", "20220101", "20220105", "--lang", "en"])
        #expect(demo.status == 1)
        #expect(demo.errors.contains(needsKey), "\(demo.errors)")
        let export = try await app.run(["export", "20220101", "20220105", "--lang", "en"])
        #expect(export.status == 1)
        #expect(export.errors.contains("`export` reads the charts a sync keeps"), "\(export.errors)")
        // The demo data has no sync at all: that is said before the range is read.
        let backwards = try await app.run(["sync", "20220105", "20220101", "--lang", "en"])
        #expect(backwards.status == 1)
        #expect(backwards.errors.contains("KOBIS_API_KEY"))
        let bound = try await app.run(["sync", "20220101", "20220105", "--concurrency", "99"])
        #expect(bound.status == 64)
    }
}
