// The built binary against a loopback KOBIS that answers another day than the one asked.

import BoxOfficeTestSupport
import Foundation
import Testing

@Suite("boxoffice against a KOBIS answering another question")
struct OtherChartEndToEndTests {
    /// KOBIS's answer, except for 2024-01-03, which is answered with the chart of 2024-01-04.
    static func reply(_ request: LoopbackRequest) -> LoopbackReply {
        request.targetDt == "20240103"
            ? LoopbackBodies.daily(targetDt: "20240104") : LoopbackBodies.answer(to: request)
    }

    func boxoffice(_ server: LoopbackKOBISServer) throws -> BoxOfficeProcess {
        try BoxOfficeProcess(environment: [
            "KOBIS_API_KEY": LiveKOBISTests.key, "KOBIS_BASE_URL": server.baseURL.absoluteString,
            "KOBIS_TIMEOUT": "30",
        ])
    }

    /// The charts in the store file of `app`, counted by SQLite itself (Python's `sqlite3`).
    func storedCharts(_ app: BoxOfficeProcess) async throws -> [String] {
        let python = try #require(Python3.executable)
        let store = app.home.appendingPathComponent("cache/boxoffice/boxoffice.sqlite").path
        let script = """
            import sqlite3, sys
            rows = sqlite3.connect(sys.argv[1]).execute("SELECT period_start FROM chart ORDER BY 1").fetchall()
            print(",".join(row[0] for row in rows))
            """
        let output = try await BoxOfficeProcess.detached {
            let process = ChildProcess()
            process.executableURL = URL(fileURLWithPath: python)
            process.arguments = ["-c", script, store]
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self)
        }
        let line = output.trimmingCharacters(in: .whitespacesAndNewlines)
        return line.isEmpty ? [] : line.split(separator: ",").map(String.init)
    }

    @Test(
        "daily of a day answered with another: exit 1, said in both languages, nothing stored",
        .enabled(if: Python3.executable != nil, "python3 is needed to read the store file"))
    func dailyIsRefused() async throws {
        try await LoopbackKOBISServer.withRunning(reply: Self.reply) { server in
            let app = try boxoffice(server)
            let english = try await app.run(["daily", "20240103", "--lang", "en"])
            #expect(english.status == 1)
            #expect(english.output.isEmpty)
            #expect(
                english.errors.contains(
                    "KOBIS's answer is not the chart asked for: its showRange is '20240104~20240104', "
                        + "not 20240103~20240103. It was not stored."), "\(english.errors)")
            let korean = try await app.run(["daily", "20240103", "--lang", "ko"])
            #expect(korean.status == 1)
            #expect(
                korean.errors.contains(
                    "KOBIS가 요청한 것과 다른 차트로 답했습니다(showRange '20240104~20240104', 요청: 20240103~20240103). "
                        + "저장하지 않았습니다."), "\(korean.errors)")
            #expect(try await storedCharts(app) == [])
            let export = try await app.run(["export", "20240103", "20240103", "--format", "csv"])
            #expect(export.output.split(separator: "\n").count == 1)
        }
    }

    @Test(
        "sync counts the day answered with another failed, names it, exits 1 and stores only the others",
        .enabled(if: Python3.executable != nil, "python3 is needed to read the store file"))
    func syncCountsItFailed() async throws {
        try await LoopbackKOBISServer.withRunning(reply: Self.reply) { server in
            let app = try boxoffice(server)
            let sync = try await app.run(["sync", "20240101", "20240105", "--lang", "en"])
            #expect(sync.status == 1)
            #expect(sync.output.contains("fetched 4, skipped 0, failed 1"), "\(sync.output)")
            // The failed chart is named on standard error, the summary on standard output.
            #expect(
                sync.errors.contains("2024-01-03") && !sync.output.contains("2024-01-03"), "\(sync.errors)")
            #expect(
                try await storedCharts(app) == ["2024-01-01", "2024-01-02", "2024-01-04", "2024-01-05"])
        }
    }
}
