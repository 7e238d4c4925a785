// The store's file as a user copies it: after every kind of exit, boxoffice.sqlite alone holds every chart
// and its log is empty or gone.

import BoxOfficeTestSupport
import Foundation
import Testing

@Suite("After every kind of exit, the store's file alone holds every chart")
struct StoreFileEndToEndTests {
    static let python = Python3.executable

    func boxoffice(_ server: LoopbackKOBISServer, _ extra: [String: String] = [:]) throws -> BoxOfficeProcess
    {
        try BoxOfficeProcess(
            environment: [
                "KOBIS_API_KEY": LiveKOBISTests.key, "KOBIS_BASE_URL": server.baseURL.absoluteString,
                "KOBIS_TIMEOUT": "30",
            ].merging(extra) { $1 })
    }

    static func daily(_ request: LoopbackRequest) -> LoopbackReply {
        LoopbackBodies.daily(targetDt: request.targetDt ?? "")
    }

    /// `daily 2024-01-02` for each daily chart the server was asked for.
    static func chartsAsked(of server: LoopbackKOBISServer) async -> Set<String> {
        Set(
            await server.requests.filter { $0.path == LoopbackKOBISServer.dailyBoxOfficePath }
                .compactMap(\.targetDt).map { day in
                    "daily \(day.prefix(4))-\(day.dropFirst(4).prefix(2))-\(day.suffix(2))"
                })
    }

    /// What `boxoffice.sqlite` alone holds (copied without its -wal and -shm, read by Python's sqlite3),
    /// and the size of the -wal beside it (-1: none).
    struct FileAlone: Decodable {
        let charts: [String]
        let integrity: String
        let wal: Int
    }

    static func fileAlone(of app: BoxOfficeProcess) async throws -> FileAlone {
        let store = app.home.appendingPathComponent("cache/boxoffice/boxoffice.sqlite").path
        return try await readAlone(store)
    }

    static func readAlone(_ path: String) async throws -> FileAlone {
        let python = try #require(Self.python)
        let script = """
            import json, os, shutil, sqlite3, sys, tempfile
            store = sys.argv[1]
            copy = os.path.join(tempfile.mkdtemp(), "alone.sqlite")
            shutil.copyfile(store, copy)
            wal = os.path.getsize(store + "-wal") if os.path.exists(store + "-wal") else -1
            try:
                db = sqlite3.connect(copy)
                charts = [f"{c} {d}" for c, d in db.execute("SELECT chart, period_start FROM chart")]
                integrity = db.execute("PRAGMA integrity_check").fetchone()[0]
            except sqlite3.Error as error:
                charts, integrity = [], str(error)
            print(json.dumps({"charts": charts, "integrity": integrity, "wal": wal}))
            """
        let output = try await BoxOfficeProcess.detached {
            let process = ChildProcess()
            process.executableURL = URL(fileURLWithPath: python)
            process.arguments = ["-c", script, path]
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return data
        }
        return try JSONDecoder().decode(FileAlone.self, from: output)
    }

    /// Checks that the file alone holds every chart the server was asked for, whole, its log empty or gone.
    static func expectWhole(_ app: BoxOfficeProcess, _ server: LoopbackKOBISServer, count: Int) async throws {
        let alone = try await fileAlone(of: app)
        let asked = await chartsAsked(of: server)
        #expect(asked.count == count)
        #expect(Set(alone.charts) == asked)
        #expect(alone.charts.count == asked.count)
        #expect(alone.integrity == "ok")
        #expect(alone.wal <= 0, "the -wal holds \(alone.wal) bytes")
    }

    @Test(
        "after a one-shot daily, a sync, -c, piped input and quit at the prompt, the file alone holds every chart",
        .enabled(
            if: python != nil,
            "python3 reads the file alone and drives the prompt; scripts/install-deps installs it"))
    func everyExitLeavesAWholeFile() async throws {
        for exit in ["daily", "sync", "-c", "piped", "prompt"] {
            try await LoopbackKOBISServer.withRunning(reply: Self.daily) { server in
                let app = try boxoffice(server)
                let status: Int32
                var expected = 2
                switch exit {
                case "daily":
                    status = try await app.run(["daily", "20240102", "--format", "json"]).status
                    expected = 1
                case "sync":
                    status = try await app.run(["sync", "20240101", "20240105"]).status
                    expected = 5
                case "-c":
                    status = try await app.run(["-c", "date 20240102", "-c", "date 20240103"]).status
                case "piped":
                    status = try await app.run([], input: Data("date 20240102\ndate 20240104\n".utf8)).status
                default:
                    status = try await atThePrompt(app, typing: ["date 20240102"])
                }
                #expect(status == 0, "\(exit)")
                try await Self.expectWhole(app, server, count: expected)
            }
        }
    }

    /// Runs the prompt in a pseudo-terminal: waits for it, types each line and waits for the prompt of
    /// its day, then types `quit`. - Returns: the exit status.
    func atThePrompt(_ app: BoxOfficeProcess, typing lines: [String]) async throws -> Int32 {
        let python = try #require(Self.python)
        let script = """
            import os, pty, select, sys, time
            pid, fd = pty.fork()
            if pid == 0:
                os.execv(sys.argv[1], [sys.argv[1]])
            seen = bytearray()
            def until(needle):
                deadline = time.monotonic() + 30
                while needle not in seen:
                    left = deadline - time.monotonic()
                    if left <= 0 or not select.select([fd], [], [], left)[0]:
                        sys.exit(90)
                    try:
                        chunk = os.read(fd, 4096)
                    except OSError:
                        sys.exit(91)
                    seen.extend(chunk)
            until(b"> ")
            for line in sys.argv[2:]:
                day = line.split()[1]
                os.write(fd, line.encode() + b"\\r")
                until(f"boxoffice {day[:4]}-{day[4:6]}-{day[6:]}> ".encode())
            os.write(fd, b"quit\\r")
            while True:
                try:
                    if not os.read(fd, 4096):
                        break
                except OSError:
                    break
            sys.exit(os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1]))
            """
        return try await BoxOfficeProcess.detached {
            let process = ChildProcess()
            process.executableURL = URL(fileURLWithPath: python)
            process.arguments = ["-c", script, BoxOfficeProcess.executable.path] + lines
            process.environment = app.environment.merging(["TERM": "xterm"]) { $1 }
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            return process.terminationStatus
        }
    }
}
