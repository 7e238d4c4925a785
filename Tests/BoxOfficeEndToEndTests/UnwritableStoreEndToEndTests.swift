// The built binary over a store it cannot write (read-only, or past `ulimit -f`): a call it cannot count
// first is not made, every chart lost or not asked is named on standard error, the run exits 1, and the
// calls it says it used are the requests the server saw.

import BoxOfficeTestSupport
import Foundation
import Testing

@Suite("boxoffice over a store it cannot write", .serialized)
struct UnwritableStoreEndToEndTests {
    func boxoffice(_ server: LoopbackKOBISServer) throws -> BoxOfficeProcess {
        try BoxOfficeProcess(environment: [
            "KOBIS_API_KEY": LiveKOBISTests.key, "KOBIS_BASE_URL": server.baseURL.absoluteString,
            "KOBIS_TIMEOUT": "30",
        ])
    }

    func storeFile(_ app: BoxOfficeProcess) -> URL {
        app.home.appendingPathComponent("cache/boxoffice/boxoffice.sqlite")
    }

    /// `used N` of the English summary line.
    func callsUsed(_ output: String) -> Int? {
        guard let match = output.firstMatch(of: /KOBIS calls used (\d+),/) else { return nil }
        return Int(match.1)
    }

    @Test(
        "sync into a read-only store: no request sent (none can be counted), the charts named on standard error, exit 1",
        .enabled(if: ReadOnlyFile.isPossible, "this machine cannot make a file read-only"),
        .enabled(
            if: Python3.executable != nil, "python3 holds the store open; scripts/install-deps installs it"))
    func syncIntoAReadOnlyStore() async throws {
        try await LoopbackKOBISServer.withRunning(reply: LoopbackBodies.answer(to:)) { server in
            let app = try boxoffice(server)
            let first = try await app.run(["sync", "20240101", "20240101", "--lang", "en"])
            #expect(first.status == 0, "\(first.errors)")
            let file = storeFile(app)
            let holder = try await StoreHolder.open(file, python: try #require(Python3.executable))
            #expect(ReadOnlyFile.make(file))
            defer {
                ReadOnlyFile.restore(file)
                holder.close()
            }
            let before = await server.requestCount
            let sync = try await app.run(["sync", "20240102", "20240131", "--lang", "en"])
            // Then no request was sent: none could be counted first
            #expect(await server.requestCount == before, "no call the store cannot count is made")
            #expect(sync.status == 1, "\(sync.output)\(sync.errors)")
            #expect(callsUsed(sync.output) == 0, "\(sync.output)")
            let notAsked = sync.errors.split(separator: "\n").filter {
                $0.contains(
                    "daily: Not asked of KOBIS: the local store could not count the call first (\(file.path) is "
                        + "read-only).")
            }
            #expect(
                (1...4).contains(notAsked.count),
                "it stops at the first (4 in flight at most): \(sync.errors)")
            #expect(sync.errors.contains("Stopped: the local store could not be written"), "\(sync.errors)")
            #expect(!sync.output.contains("Not asked of KOBIS"), "failures go to standard error")
            #expect(!sync.output.contains("failed 0"))

            // One chart: not asked for, said on standard error, exit 1.
            let daily = try await app.run(["daily", "20240105", "--lang", "en", "--format", "csv"])
            #expect(daily.status == 1)
            #expect(daily.output.isEmpty, "\(daily.output)")
            #expect(
                daily.errors.contains(
                    "Not asked of KOBIS: the local store could not count the call first (\(file.path) is read-only)."
                ),
                "\(daily.errors)")
            // At the prompt, piped: a failed command.
            let piped = try await app.run(["--lang", "en"], input: Data("date 20240106\n".utf8))
            #expect(piped.status == 1, "\(piped.errors)")
            #expect(piped.errors.contains("could not count the call first"))
            #expect(await server.requestCount == before)
        }
    }

    @Test(
        "sync past ulimit -f: exit 1, the unsaved charts named, every call counted, nothing reported fetched that was lost"
    )
    func syncPastTheFileSizeLimit() async throws {
        try await LoopbackKOBISServer.withRunning(reply: LoopbackBodies.answer(to:)) { server in
            let app = try boxoffice(server)
            let first = try await app.run(["sync", "20240101", "20240101", "--lang", "en"])
            #expect(first.status == 0, "\(first.errors)")
            let folder = storeFile(app).deletingLastPathComponent()
            let largest =
                try FileManager.default.contentsOfDirectory(atPath: folder.path).map { name in
                    (try FileManager.default.attributesOfItem(
                        atPath: folder.appendingPathComponent(name).path)[.size]
                        as? NSNumber)?.intValue ?? 0
                }.max() ?? 0
            // Room for a few charts more (in dash's 512-byte blocks; bash's are twice that).
            let limit = (largest + 64 * 1_024) / 512
            let before = await server.requestCount
            let sync = try await app.run(
                ["sync", "20240102", "20240331", "--lang", "en"], fileSizeLimit: limit)
            let requests = await server.requestCount - before
            #expect(sync.status == 1, "\(sync.output)\(sync.errors)")
            #expect(callsUsed(sync.output) == requests, "\(sync.output)")
            let unsaved = sync.errors.split(separator: "\n").filter {
                $0.contains("daily: Fetched, but the local store could not keep it:")
                    || $0.contains(
                        "daily: Not asked of KOBIS: the local store could not count the call first")
            }
            #expect(unsaved.count >= 1, "\(sync.errors)")
            #expect(sync.errors.contains("Stopped: the local store could not be written"), "\(sync.errors)")
            // What it says it fetched is in the store.
            let fetched = try #require(sync.output.firstMatch(of: /fetched (\d+),/).map { Int($0.1) ?? -1 })
            let export = try await app.run(["export", "20240102", "20240331", "--format", "csv"])
            #expect(export.output.split(separator: "\n").count == 1 + 10 * fetched, "\(sync.output)")
            let notSent = unsaved.filter { $0.contains("Not asked of KOBIS") }.count
            #expect(requests == fetched + unsaved.count - notSent)
            // and the store counted every request the server saw, the first sync's too
            let python = try #require(Python3.executable, "the count is read with python3's sqlite3")
            let counted = try await app.run(
                [
                    "-c",
                    "import sqlite3, sys; print(sqlite3.connect(sys.argv[1]).execute("
                        + "'SELECT SUM(count) FROM kobis_call').fetchone()[0])",
                    storeFile(app).path,
                ], input: Data(), executable: URL(fileURLWithPath: python))
            let seen = await server.requestCount
            #expect(Int(counted.output.trimmingCharacters(in: .whitespacesAndNewlines)) == seen, "\(counted)")
        }
    }
}

extension UnwritableStoreEndToEndTests {
    @Test(
        "a detail a read-only store cannot count the call of: not asked, said, exit 1; at the prompt a failed command",
        .enabled(if: ReadOnlyFile.isPossible, "this machine cannot make a file read-only"),
        .enabled(
            if: Python3.executable != nil, "python3 holds the store open; scripts/install-deps installs it"))
    func aDetailTheStoreCannotKeep() async throws {
        try await LoopbackKOBISServer.withRunning(reply: LoopbackBodies.answer(to:)) { server in
            let app = try boxoffice(server)
            let first = try await app.run(["sync", "20240101", "20240101", "--lang", "en"])
            #expect(first.status == 0, "\(first.errors)")
            let file = storeFile(app)
            let holder = try await StoreHolder.open(file, python: try #require(Python3.executable))
            #expect(ReadOnlyFile.make(file))
            defer {
                ReadOnlyFile.restore(file)
                holder.close()
            }
            let detail = try await app.run(["detail", "20199882", "--lang", "en"])
            #expect(detail.status == 1, "\(detail.output)\(detail.errors)")
            #expect(
                detail.errors.contains(
                    "Not asked of KOBIS: the local store could not count the call first (\(file.path) is read-only)."
                ),
                "\(detail.errors)")
            let piped = try await app.run(["--lang", "en"], input: Data("detail 20199882\n".utf8))
            #expect(piped.status == 1, "\(piped.errors)")
            #expect(piped.errors.contains("could not count the call first"), "\(piped.errors)")
            // The protocol server says so too (in Korean, its default): a tool error.
            let mcp = try RunningMCPServer(app)
            let answers = OutputLines(mcp.answers)
            let call =
                #"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"detail","arguments":{"movie":"20199882"}}}"#
            let start = MCPFuzzTests.initialize + "\n" + MCPFuzzTests.initialized + "\n"
            try mcp.requests.fileHandleForWriting.write(contentsOf: Data((start + call + "\n").utf8))
            #expect(await answers.waitUntil { $0.contains { $0.hasPrefix(#"{"id":1,"#) } })
            _ = try await mcp.finish()
            let answer = answers.seen.first { $0.hasPrefix(#"{"id":1,"#) } ?? ""
            #expect(
                answer.contains(#""isError":true"#) && answer.contains("호출 횟수를 먼저 기록하지 못했습니다"), "\(answer)")
        }
    }

    @Test("a store past ulimit -f at open: not killed by SIGXFSZ but told, exit 1, no call made")
    func aStorePastTheFileSizeLimitAtOpen() async throws {
        try await LoopbackKOBISServer.withRunning(reply: LoopbackBodies.answer(to:)) { server in
            let app = try boxoffice(server)
            let first = try await app.run(["sync", "20240101", "20240101", "--lang", "en"])
            #expect(first.status == 0, "\(first.errors)")
            let before = await server.requestCount
            // 4 KB: the log's first frame, cut short at the limit, has its rest written at the limit,
            // which raised SIGXFSZ and killed the run (exit 153) without a word.
            let sync = try await app.run(["sync", "20240102", "20240110", "--lang", "en"], fileSizeLimit: 8)
            #expect(sync.status == 1, "\(sync.status) \(sync.output)\(sync.errors)")
            #expect(sync.errors.contains("The local store cannot be used"), "\(sync.errors)")
            #expect(await server.requestCount == before)
        }
    }
}

/// Another program (python3's sqlite3) holding the store open, so its `-wal` (with frames) and `-shm`
/// are there and current while the file is read-only, as they are while another boxoffice uses it.
/// Without them GRDB cannot open a read-only file at all, and the app works without a store.
final class StoreHolder: Sendable {
    private let process: ChildProcess
    private let input: Pipe

    private init(process: ChildProcess, input: Pipe) {
        self.process = process
        self.input = input
    }

    /// Opens `file` and reads it; returns once it is open.
    static func open(_ file: URL, python: String) async throws -> StoreHolder {
        try await BoxOfficeProcess.detached {
            let process = ChildProcess()
            process.executableURL = URL(fileURLWithPath: python)
            process.arguments = [
                "-c",
                "import sqlite3, sys\nc = sqlite3.connect(sys.argv[1], isolation_level=None)\n"
                    // A write of its own leaves frames in the -wal, as a store in use has.
                    + "c.execute(\"INSERT INTO poster VALUES ('holder', NULL, 0)\")\n"
                    + "c.execute(\"DELETE FROM poster WHERE movie_code = 'holder'\")\n"
                    + "print('open', flush=True)\nsys.stdin.read()",
                file.path,
            ]
            let input = Pipe()
            let output = Pipe()
            process.standardInput = input
            process.standardOutput = output
            try process.run()
            _ = output.fileHandleForReading.availableData
            return StoreHolder(process: process, input: input)
        }
    }

    /// Closes the store and waits for the program to end.
    func close() {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}
