// SIGINT to the built binary in the middle of a sync or an export, however it was started.

import BoxOfficeTestSupport
import Foundation
import Testing

// One test at a time: started together, their processes would crowd out the suite's timing-bound tests.
@Suite("Ctrl-C stops sync and export: one-shot, -c, piped and at the prompt", .serialized)
struct InterruptEndToEndTests {
    /// How a command is given to the program.
    enum Start: String, CaseIterable, CustomTestStringConvertible {
        case oneShot, dashC, piped

        var testDescription: String { rawValue }

        /// The arguments and standard input that run `command` (words as typed at the prompt).
        func invocation(_ command: [String], then next: String) -> (arguments: [String], input: String?) {
            let line = command.joined(separator: " ")
            switch self {
            case .oneShot: return (command + ["--lang", "en"], nil)
            case .dashC: return (["-c", line, "-c", next, "--lang", "en"], nil)
            case .piped: return (["--lang", "en"], line + "\n" + next + "\n")
            }
        }
    }

    /// The sync's first two days are answered, every later one is held until the client gives up,
    /// so a sync of one request at a time is mid-flight, with two charts saved, once the third arrives.
    static func answeringTwoDays(_ request: LoopbackRequest) -> LoopbackReply {
        guard request.path == LoopbackKOBISServer.dailyBoxOfficePath, let day = request.targetDt,
            day.hasPrefix("202401")
        else { return LoopbackBodies.answer(to: request) }
        return day <= "20240102" ? LoopbackBodies.daily(targetDt: day) : .never
    }

    static let sync = ["sync", "20240101", "20240110", "--concurrency", "1"]

    func boxoffice(_ server: LoopbackKOBISServer) throws -> BoxOfficeProcess {
        try BoxOfficeProcess(environment: [
            "KOBIS_API_KEY": LiveKOBISTests.key, "KOBIS_BASE_URL": server.baseURL.absoluteString,
            "KOBIS_TIMEOUT": "300",
        ])
    }

    @Test(
        "SIGINT mid-sync: exit 130, the summary printed, the charts fetched kept, the lines after it not run",
        .enabled(
            if: Python3.executable != nil,
            "python3's sqlite3 reads the store; scripts/install-deps installs it"),
        arguments: Start.allCases)
    func syncStops(start: Start) async throws {
        try await LoopbackKOBISServer.withRunning(reply: Self.answeringTwoDays) { server in
            let app = try boxoffice(server)
            let (arguments, input) = start.invocation(Self.sync, then: "date 20231231")
            let running = try await RunningBoxOffice.start(app, arguments, input: input)
            let midSync = await server.waitForRequests(3, limit: .seconds(300))
            running.interrupt()
            let result = try await running.finish()
            #expect(midSync)
            #expect(result.status == 130, "\(result.errors)")
            #expect(result.output.contains("fetched 2, skipped 0, failed 0;"), "\(result.output)")
            // Why it stopped goes to standard error, the summary to standard output.
            #expect(
                result.errors.contains("Cancelled: the 2 charts fetched are kept; run the same sync again"),
                "the stopped line is on standard error: \(result.errors)")
            // Kept through the normal exit: the store's file alone holds them, its log folded in.
            let alone = try await StoreFileEndToEndTests.fileAlone(of: app)
            #expect(alone.charts.sorted() == ["daily 2024-01-01", "daily 2024-01-02"])
            #expect(alone.wal <= 0, "the -wal holds \(alone.wal) bytes")
            let requests = await server.requests
            #expect(requests.count == 3, "the line after the sync never ran: \(requests.map(\.targetDt))")
            // Every call sent counts, the one cancelled in flight too.
            #expect(Self.callsUsed(in: result.output) == requests.count, "\(result.output)")
        }
    }

    @Test("SIGINT while piped input waits for its next line ends the session with 130")
    func idleReadStops() async throws {
        let app = try BoxOfficeProcess()
        let running = try await RunningBoxOffice.start(app, ["--demo"], input: "date 20220105\n")
        let shown = await running.waitForOutput(containing: "경관의 피")
        running.interrupt()
        let result = try await running.finish()
        #expect(shown)
        #expect(result.status == 130, "\(result.errors)")
    }

    @Test("SIGINT while export writes to a pipe nobody reads: exit 130, said on standard error")
    func exportStops() async throws {
        // Titles of 200 syllables make 20 days ~130 KB of csv, twice what a pipe holds (64 KiB by
        // default), in few requests: the suite's other loopback servers share this process.
        let movies = LoopbackBodies.tenMovies.map {
            LoopbackBodies.RankedMovie(code: $0.code, title: String(repeating: "영", count: 200) + $0.title)
        }
        try await LoopbackKOBISServer.withRunning(reply: { request in
            LoopbackBodies.daily(targetDt: request.targetDt ?? "", movies: movies)
        }) { server in
            let app = try boxoffice(server)
            let filled = try await app.run(["sync", "20230101", "20230120"])
            #expect(filled.status == 0, "\(filled.errors)")
            // One store for the three, one after the other: a sync per case would load the machine.
            for start in Start.allCases {
                let (arguments, input) = start.invocation(
                    ["export", "20230101", "20230120"], then: "date 20231231")
                let running = try await RunningBoxOffice.start(
                    app, arguments, input: input, readsOutput: false)
                let stalled = await running.waitUntilOutputPipeIsFull()
                running.interrupt()
                let result = try await running.finish()
                #expect(stalled, "\(start)")
                #expect(result.status == 130, "\(start): \(result.errors)")
                #expect(result.errors.contains("Cancelled."), "\(start): \(result.errors)")
            }
        }
    }

    @Test(
        "Ctrl-C mid-sync at the prompt: the summary, then the prompt again; Ctrl-D leaves with 0",
        .enabled(
            if: Python3.executable != nil,
            "python3 drives a pseudo-terminal; scripts/install-deps installs it"))
    func syncAtThePrompt() async throws {
        let python = try #require(Python3.executable)
        try await LoopbackKOBISServer.withRunning(reply: Self.answeringTwoDays) { server in
            var app = try boxoffice(server)
            app.environment["TERM"] = "xterm"
            let driver = try await RunningBoxOffice.start(
                app,
                [
                    "-c", Self.promptDriver, BoxOfficeProcess.executable.path,
                    Self.sync.joined(separator: " "),
                ],
                input: "", executable: python)
            var midSync = false
            while !midSync, !driver.hasExited {
                midSync =
                    await server.requests.count(where: {
                        $0.path == LoopbackKOBISServer.dailyBoxOfficePath
                            && $0.targetDt?.hasPrefix("202401") == true
                    }) >= 3
                try await Task.sleep(for: .milliseconds(20))
            }
            driver.send("go\n")
            let result = try await driver.finish()
            #expect(midSync, "\(result.output)")
            #expect(result.status == 0, "\(result.output)")
            #expect(result.output.contains("Cancelled: the 2 charts fetched are kept"), "\(result.output)")
            let alone = try await StoreFileEndToEndTests.fileAlone(of: app)
            #expect(
                alone.charts.filter { $0.hasPrefix("daily 2024-01") }.sorted() == [
                    "daily 2024-01-01", "daily 2024-01-02",
                ])
        }
    }

    /// Types the sync in a pseudo-terminal, presses Ctrl-C once told (a line on standard input),
    /// waits for the summary and a fresh prompt, then Ctrl-D; prints what the terminal showed and
    /// exits with the program's status (3 when something it waited for never came).
    static let promptDriver = """
        import os, pty, select, sys, time
        binary, command = sys.argv[1], sys.argv[2]
        pid, fd = pty.fork()
        if pid == 0:
            os.execv(binary, [binary, "--lang", "en"])
        seen = bytearray()
        def pump(until, also_stdin=False):
            deadline = time.monotonic() + 300
            while not until():
                sources = [fd, sys.stdin] if also_stdin else [fd]
                ready, _, _ = select.select(sources, [], [], max(0, deadline - time.monotonic()))
                if not ready:
                    return False
                if sys.stdin in ready:
                    return True
                try:
                    chunk = os.read(fd, 65536)
                except OSError:
                    return False
                if not chunk:
                    return False
                seen.extend(chunk)
            return True
        def fail(why):
            sys.stdout.write("not ok: " + why + "\\n" + seen.decode("utf-8", "replace"))
            os.kill(pid, 9)
            sys.exit(3)
        if not pump(lambda: b"> " in seen):
            fail("no prompt")
        os.write(fd, command.encode() + b"\\r")
        if not pump(lambda: False, also_stdin=True) or sys.stdin.readline() != "go\\n":
            fail("never told to press Ctrl-C")
        start = len(seen)
        os.write(fd, b"\\x03")
        def summary_then_prompt():
            at = seen.find(b"Cancelled:", start)
            return at >= 0 and seen.find(b"> ", at) >= 0
        if not pump(summary_then_prompt):
            fail("no summary and prompt after Ctrl-C")
        os.write(fd, b"\\x04")
        pump(lambda: False)
        sys.stdout.write(seen.decode("utf-8", "replace"))
        sys.exit(os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1]))
        """

    /// The calls the English summary says were used (`KOBIS calls used 2, …`).
    static func callsUsed(in output: String) -> Int? {
        guard let range = output.range(of: "KOBIS calls used ") else { return nil }
        return Int(output[range.upperBound...].prefix { $0.isNumber })
    }
}
