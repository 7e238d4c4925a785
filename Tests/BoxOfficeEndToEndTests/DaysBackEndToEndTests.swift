// `-N` days back wherever a command takes a day, one-shot and at the prompt, against a loopback KOBIS.

import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

@Suite("-N days in sync, top, export and the weekly charts, one-shot and at the prompt")
struct DaysBackEndToEndTests {
    /// The days `-N` means for each N now, as `yyyyMMdd`.
    static func daysBack(_ counts: [Int]) throws -> [String] {
        let calendar = BoxOfficeCalendar(now: { Date() })
        return try counts.map { try calendar.date(from: "-\($0)").compact }
    }

    /// Runs `body` with a loopback KOBIS answering as KOBIS would, and a process against it; the
    /// days it is given are those of `counts` before the run, and again after (should Seoul's
    /// midnight fall in between, either is right).
    private func withKOBIS(
        _ body: (BoxOfficeProcess, LoopbackKOBISServer) async throws -> Void
    ) async throws {
        try await LoopbackKOBISServer.withRunning(reply: LoopbackBodies.answer(to:)) { server in
            try await body(try LiveKOBISTests().boxoffice(server), server)
        }
    }

    /// Whole days from `first` to `last`, both `yyyyMMdd`.
    static func days(from first: String, to last: String) -> Int {
        let format = DateFormatter()
        format.dateFormat = "yyyyMMdd"
        format.timeZone = TimeZone(identifier: "UTC")
        guard let start = format.date(from: first), let end = format.date(from: last) else { return -1 }
        return Int((end.timeIntervalSince(start) / 86_400).rounded())
    }

    private func dailyDays(_ server: LoopbackKOBISServer) async -> [String] {
        await server.requests.filter { $0.path.hasSuffix(LoopbackKOBISServer.dailyBoxOfficePath) }
            .compactMap(\.targetDt).sorted()
    }

    @Test func syncTopAndExportTakeDaysBackOneShot() async throws {
        try await withKOBIS { app, server in
            let before = try Self.daysBack([3, 2, 1])
            let sync = try await app.run(["sync", "-3", "-1", "--lang", "en"])
            let after = try Self.daysBack([3, 2, 1])
            #expect(sync.status == 0, "\(sync.errors)")
            #expect(sync.output.contains("fetched 3, skipped 0, failed 0"), "\(sync.output)")
            let fetched = await dailyDays(server)
            #expect(fetched == before || fetched == after, "\(fetched)")

            let top = try await app.run(["top", "-3", "-1", "--limit", "2", "--format", "csv"])
            #expect(top.status == 0, "\(top.errors)")
            #expect(top.output.split(separator: "\n").count == 3, "\(top.output)")

            let export = try await app.run(["export", "-3", "-1", "--format", "csv"])
            #expect(export.status == 0, "\(export.errors)")
            let dates = Set(export.output.split(separator: "\n").dropFirst().map { $0.prefix(10) })
            #expect(dates.count == 3, "\(dates)")
            #expect(await server.requestCount == 3)
        }
    }

    @Test("sync -3 yesterday keeps FROM before TO", arguments: [["sync", "-3", "yesterday", "--dry-run"]])
    func aDayBackBeforeAnotherDay(arguments: [String]) async throws {
        try await withKOBIS { app, server in
            let result = try await app.run(arguments + ["--lang", "en"])
            #expect(result.status == 0, "\(result.errors)")
            #expect(result.output.contains("3 to fetch"), "\(result.output)")
            #expect(await server.requestCount == 0)
        }
    }

    @Test(
        "weekly, weekend and weekdays -8 ask for the week of eight days back",
        arguments: [
            "weekly", "weekend", "weekdays",
        ])
    func weeksBack(command: String) async throws {
        try await withKOBIS { app, server in
            let before = try Self.daysBack([8])
            let result = try await app.run([command, "-8", "--format", "csv"])
            let after = try Self.daysBack([8])
            #expect(result.status == 0, "\(result.errors)")
            let asked = await server.requests.filter {
                $0.path.hasSuffix(LoopbackKOBISServer.weeklyBoxOfficePath)
            }
            // The chart is asked by its first day, in the week (Monday to Sunday) of the day named.
            #expect(asked.count == 1)
            let first = try #require(asked.first?.targetDt)
            #expect(
                [before[0], after[0]].contains { (-6...6).contains(Self.days(from: first, to: $0)) },
                "\(first) for \(before[0])")
        }
    }

    @Test func theSameWordsWorkAtThePrompt() async throws {
        try await withKOBIS { app, server in
            let result = try await app.run([
                "--lang", "en", "-c", "sync -3 -1", "-c", "top -3 -1 --limit 2", "-c", "export -3 -1",
                "-c", "weekend -8",
            ])
            #expect(result.status == 0, "\(result.errors)")
            #expect(result.output.contains("fetched 3, skipped 0, failed 0"), "\(result.output)")
            #expect(await dailyDays(server).count == 3)
        }
    }
}
