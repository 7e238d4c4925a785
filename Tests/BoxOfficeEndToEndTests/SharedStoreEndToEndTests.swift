// Processes sharing one store at once, as docs/store.md allows: three overlapping syncs against a KOBIS that
// answers slowly, a python3 sqlite3 reader polling, and `backup` and `cache info` in a loop. Every chart
// asked for is kept whole, the file passes integrity_check, and the calls counted are the requests made.

import BoxOfficeTestSupport
import Foundation
import Testing

@Suite("Processes sharing the store at once lose nothing")
struct SharedStoreEndToEndTests {
    /// Each answer waits this long, so the syncs' writes and the others' reads overlap.
    static let latency = Duration.milliseconds(150)

    /// Overlapping ranges: January 11–20 and January 21–31 are each asked by two syncs.
    static let syncs = [
        ["sync", "20240101", "20240120"], ["sync", "20240111", "20240131"], ["sync", "20240121", "20240209"],
    ]

    /// Polls the store with a connection of its own until `stop` exists: counts the chart rows every 20 ms;
    /// prints how many polls it made and how many failed (a reader waits for no writer in WAL mode).
    static let reader = """
        import os, sqlite3, sys, time
        path, stop = sys.argv[1], sys.argv[2]
        polls = failures = 0
        while not os.path.exists(stop):
            if os.path.exists(path):
                try:
                    connection = sqlite3.connect(path, timeout=10)
                    connection.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()
                    if connection.execute("SELECT COUNT(*) FROM sqlite_master WHERE name = 'chart_entry'").fetchone()[0]:
                        connection.execute("SELECT COUNT(*) FROM chart_entry").fetchone()
                    connection.close()
                    polls += 1
                except sqlite3.Error as error:
                    failures += 1
                    print("reader:", error, file=sys.stderr)
            time.sleep(0.02)
        print(polls, failures)
        """

    /// What the store holds after: each daily chart with its rows, the calls counted, and integrity_check.
    static let inspection = """
        import sqlite3, sys
        connection = sqlite3.connect(sys.argv[1])
        print(connection.execute("PRAGMA integrity_check").fetchone()[0])
        print(connection.execute("SELECT COALESCE(SUM(count), 0) FROM kobis_call").fetchone()[0])
        for day, rows in connection.execute(
            "SELECT c.period_start, (SELECT COUNT(*) FROM chart_entry AS e WHERE e.chart = c.chart "
            "AND e.period_start = c.period_start AND e.filter = c.filter) FROM chart AS c "
            "WHERE c.chart = 'daily' ORDER BY c.period_start"):
            print(day, rows)
        """

    @Test(
        "three overlapping syncs, a polling reader, and backup and cache info in a loop: every chart whole, integrity ok, every call counted"
    )
    func threeSyncsAReaderAndBackupsAtOnce() async throws {
        let python = try #require(Python3.executable, "the reader and the inspection are python3's sqlite3")
        try await LoopbackKOBISServer.withRunning(reply: { request in
            .delayed(Self.latency, LoopbackBodies.daily(targetDt: request.targetDt ?? ""))
        }) { server in
            let app = try StoreFileEndToEndTests().boxoffice(server)
            let store = app.home.appendingPathComponent("cache/boxoffice/boxoffice.sqlite").path
            let stop = app.home.appendingPathComponent("stop").path
            async let polled = app.run(
                ["-c", Self.reader, store, stop], input: Data(), executable: URL(fileURLWithPath: python))
            async let others = Self.backUpAndInspect(until: stop, app: app)
            let results = try await withThrowingTaskGroup(of: BoxOfficeProcess.Result.self) { group in
                for sync in Self.syncs { group.addTask { try await app.run(sync + ["--lang", "en"]) } }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            _ = FileManager.default.createFile(atPath: stop, contents: Data())
            let (reader, loops) = try await (polled, others)
            // Then every process did its part without a failure
            for result in results {
                #expect(result.status == 0, "\(result.output)\(result.errors)")
                #expect(result.output.contains("failed 0"), "\(result.output)")
            }
            #expect(reader.status == 0 && reader.errors.isEmpty, "\(reader.errors)")
            let counts = reader.output.split(separator: " ").compactMap {
                Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
            }
            #expect(
                counts.count == 2 && counts[0] > 0 && counts[1] == 0, "polls and failures: \(reader.output)")
            #expect(loops.failures.isEmpty, "\(loops.failures)")
            #expect(loops.runs > 0)
            // and the store holds every chart asked for, whole, sound, with every request counted
            try await Self.expectEveryChartAndCall(
                days: 40, in: store, asked: server, app: app, python: python)
        }
    }

    /// What ``inspection`` prints of the store file at `path`, line by line.
    static func inspect(_ path: String, app: BoxOfficeProcess, python: String) async throws -> [String] {
        let inspected = try await app.run(
            ["-c", inspection, path], input: Data(), executable: URL(fileURLWithPath: python))
        return inspected.output.split(separator: "\n").map(String.init)
    }

    /// That the store file at `path` is sound, counts every daily request `server` was sent, and holds
    /// the daily charts of the `days` days from 2024-01-01, each with its ten rows, and no other.
    static func expectEveryChartAndCall(
        days: Int, in path: String, asked server: LoopbackKOBISServer, app: BoxOfficeProcess, python: String
    ) async throws {
        let lines = try await inspect(path, app: app, python: python)
        try #require(lines.count >= 2, "\(lines)")
        #expect(lines[0] == "ok")
        let requests = await server.requests.filter { $0.path == LoopbackKOBISServer.dailyBoxOfficePath }
        #expect(Int(lines[1]) == requests.count, "calls counted \(lines[1]), requests \(requests.count)")
        let everyDay = BoxOfficeDateText.days(from: "2024-01-01", count: days).map { "\($0) 10" }
        #expect(Array(lines.dropFirst(2)) == everyDay, "every chart asked for, each with its ten rows")
    }

    /// Runs `backup` and `cache info` one after another until the file `stop` exists: how many ran, and
    /// those that failed.
    static func backUpAndInspect(until stop: String, app: BoxOfficeProcess) async throws
        -> (runs: Int, failures: [String])
    {
        let copy = app.home.appendingPathComponent("copy.sqlite").path
        var runs = 0
        var failures: [String] = []
        while !FileManager.default.fileExists(atPath: stop) {
            for command in [["backup", copy, "--force"], ["cache", "info"]] {
                let result = try await app.run(command + ["--lang", "en"])
                runs += 1
                if result.status != 0 { failures.append("\(command): \(result.status) \(result.errors)") }
            }
        }
        return (runs, failures)
    }
}

/// Days as the store writes them (`yyyy-MM-dd`), one after another.
enum BoxOfficeDateText {
    static func days(from first: String, count: Int) -> [String] {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        guard let start = formatter.date(from: first) else { return [] }
        return (0..<count).map { formatter.string(from: start.addingTimeInterval(Double($0) * 86_400)) }
    }
}
