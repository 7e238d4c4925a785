// `boxoffice mcp` under a client that means it harm: odd ids, a client that writes and never reads, one that dies
// with requests in flight.

import BoxOfficeTestSupport
import Foundation
import Testing

@Suite("boxoffice mcp under a client that never reads, dies mid-conversation or sends odd ids")
struct MCPHostileClientTests {
    static func ping(_ id: String) -> String { #"{"jsonrpc":"2.0","id":\#(id),"method":"ping"}"# }

    @Test(
        "every request is answered: a string or number id echoed as sent (1.5, 2^70, 1e2), any other id null")
    func oddIDs() async throws {
        let valid = ["1.5", "1180591620717411303424", "-0", "1e2", #""s\u00e9""#, #""x""#, "7"]
        let invalid = ["{}", "[]", "true", "null"]
        let server = try RunningMCPServer(BoxOfficeProcess())
        let collected = OutputLines(server.answers)
        let requests = (valid + invalid).map { Self.ping($0) + "\n" }.joined()
        try server.requests.fileHandleForWriting.write(contentsOf: MCPStreamTests.start + Data(requests.utf8))
        let end = try await server.finish()
        _ = await collected.waitUntil { _ in false }
        let answers = collected.seen

        for id in valid {
            #expect(answers.contains(#"{"id":\#(id),"jsonrpc":"2.0","result":{}}"#), "\(id): \(answers)")
        }
        let refused = answers.filter { $0.contains(#""code":-32600"#) && $0.contains(#""id":null"#) }
        #expect(refused.count == invalid.count, "\(answers)")
        #expect(answers.count == 1 + valid.count + invalid.count, "one answer each: \(answers)")
        #expect(end.status == 0 && !end.signalled, "\(end.errors)")
    }

    @Test(
        "a batch of more than 16 messages is refused whole with id null, one of 16 answered, and a message after a byte order mark read under its own id"
    )
    func batchesAreBounded() async throws {
        let server = try RunningMCPServer(BoxOfficeProcess())
        let collected = OutputLines(server.answers)
        let list = #"{"jsonrpc":"2.0","id":"list","method":"tools/list"}"#
        let requests = [
            "[" + Array(repeating: list, count: 17).joined(separator: ",") + "]",
            "[" + (1...16).map { Self.ping("\($0)") }.joined(separator: ",") + "]",
            "\u{FEFF}" + Self.ping(#""marked""#),
        ]
        try server.requests.fileHandleForWriting.write(
            contentsOf: MCPStreamTests.start + Data(requests.map { $0 + "\n" }.joined().utf8))
        // A batch is answered whole once its last request is, and input closed does not wait for it.
        let marked = #"{"id":"marked","jsonrpc":"2.0","result":{}}"#
        _ = await collected.waitUntil { seen in seen.contains(marked) && seen.contains { $0.hasPrefix("[") } }
        let end = try await server.finish()
        let answers = collected.seen

        #expect(
            answers.contains {
                $0.contains(#""code":-32600"#) && $0.contains(#""id":null"#)
            },
            "\(answers.map { $0.prefix(120) })")
        #expect(!answers.contains { $0.contains(#""id":"list""#) }, "no request of the large batch was run")
        #expect(
            answers.contains { $0.hasPrefix("[") && $0.contains(#"{"id":16,"#) },
            "\(answers.map { $0.prefix(120) })")
        #expect(answers.contains(marked), "\(answers.map { $0.prefix(120) })")
        #expect(end.status == 0 && !end.signalled, "\(end.errors)")
    }

    @Test(
        "a client that writes and never reads: the server stops reading, its memory bounded, and ends with status 1 once its answer stalls"
    )
    func aClientThatNeverReads() async throws {
        let server = try RunningMCPServer(BoxOfficeProcess())
        let input = server.requests.fileHandleForWriting.fileDescriptor
        try server.requests.fileHandleForWriting.write(contentsOf: MCPStreamTests.start)
        Self.readFirstAnswer(of: server)
        let before = try MCPStreamTests.peakMemory(of: server.process)
        let writer = Task.detached {
            Self.write((0..<40_000).map { Self.ping(String($0)) + "\n" }.joined(), to: input, after: Data())
        }
        let peak = try await BoxOfficeProcess.detached { [process = server.process] in
            var peak = before
            let deadline = Date(timeIntervalSinceNow: 120)
            while process.isRunning, Date() < deadline {
                peak = Self.peakMemoryIfRunning(process) ?? peak
                Thread.sleep(forTimeInterval: 0.05)
            }
            return peak
        }
        let end = try await server.finish()
        let written = await writer.value

        #expect(written < 8 << 20, "the server read \(written) bytes of requests it could not answer")
        #expect(written < 40_000 * 40, "the server read every request while none of its answers could go out")
        #expect(peak - before < 16 << 20, "peak memory grew by \(peak - before) bytes")
        #expect(end.status == 1 && !end.signalled, "status \(end.status): \(end.errors)")
    }

    @Test("a client that dies with thousands of requests in flight: the server ends with status 1, not later")
    func aClientThatDies() async throws {
        let server = try RunningMCPServer(BoxOfficeProcess())
        let input = server.requests.fileHandleForWriting.fileDescriptor
        let calls = (0..<20_000).map { id in
            #"{"jsonrpc":"2.0","id":\#(id),"method":"tools/call","params":{"name":"daily","arguments":{}}}"#
                + "\n"
        }
        let writer = Task.detached { Self.write(calls.joined(), to: input, after: MCPStreamTests.start) }
        try await Task.sleep(for: .milliseconds(500))
        // The client's end: its reading end closed, then its writing end, as a process that dies leaves them.
        try server.answers.fileHandleForReading.close()
        let end = try await server.finish()
        _ = await writer.value

        #expect(end.status == 1 && !end.signalled, "status \(end.status): \(end.errors)")
    }

    @Test(
        "a client that dies with more requests waiting than the server takes at once: nothing more reaches KOBIS, status 1"
    )
    func aClientThatDiesWithTheServerFull() async throws {
        try await LoopbackKOBISServer.withRunning(reply: { request in
            .delayed(.seconds(3), MCPLoopback.reply(request))
        }) { kobis in
            let server = try RunningMCPServer(MCPLoopback.app(kobis))
            // Each call waits for the one before it, so all but the first wait their turn: 24 in flight.
            let calls = (1...24).map { day in
                #"{"jsonrpc":"2.0","id":\#(day),"method":"tools/call","params":{"name":"daily","arguments":{"day":"202301\#(String(format: "%02d", day))"}}}"#
            }
            try server.requests.fileHandleForWriting.write(
                contentsOf: MCPStreamTests.start + Data(calls.map { $0 + "\n" }.joined().utf8))
            Self.readFirstAnswer(of: server)
            #expect(await kobis.waitForRequests(1))
            // The client's end: its reading end closed, then its writing end, as a process that dies leaves them.
            try server.answers.fileHandleForReading.close()
            let end = try await server.finish()
            let asked = await kobis.requestCount

            #expect(
                asked == 1, "the server went on calling KOBIS for a client that had gone: \(asked) requests")
            #expect(end.status == 1 && !end.signalled, "status \(end.status): \(end.errors)")
        }
    }

    @Test("a client that closes its end of the answers and sends nothing more: the server ends with status 1")
    func aClientThatStopsListening() async throws {
        let server = try RunningMCPServer(BoxOfficeProcess())
        try server.requests.fileHandleForWriting.write(contentsOf: MCPStreamTests.start)
        Self.readFirstAnswer(of: server)
        try server.answers.fileHandleForReading.close()
        // Its input stays open and silent: only the closed end says the client is gone.
        let ended = try await BoxOfficeProcess.detached { [process = server.process] in
            let deadline = Date(timeIntervalSinceNow: 120)
            while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
            return !process.isRunning
        }
        let end = try await server.finish()

        #expect(ended, "the server waited on an input nobody would answer")
        #expect(end.status == 1 && !end.signalled, "status \(end.status): \(end.errors)")
    }

    /// Reads the server's first answer (to `initialize`), and nothing after it.
    static func readFirstAnswer(of server: RunningMCPServer) {
        var first = Data()
        while !first.contains(0x0A) {
            let chunk = server.answers.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            first.append(chunk)
        }
    }

    /// The most memory `process` has held (`VmHWM`), in bytes, or nil once it has ended (a zombie has none).
    static func peakMemoryIfRunning(_ process: ChildProcess) -> Int? {
        let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)
        let line = status?.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
        return line?.split(separator: " ").dropFirst().first.flatMap { Int($0) }.map { $0 * 1024 }
    }

    /// Writes `start` and then `text` to `descriptor` until all is written or the reader is gone; the bytes of
    /// `text` written. SIGPIPE is blocked on this thread while it writes, so a reader gone is EPIPE here, not
    /// the test's end; the thread is one of Swift concurrency's, which other tests run on next, so the
    /// SIGPIPE that write left pending is taken before its signal mask is given back.
    static func write(_ text: String, to descriptor: Int32, after start: Data) -> Int {
        var pipeSignal = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        var before = sigset_t()
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &before)
        defer {
            var noWait = timespec(tv_sec: 0, tv_nsec: 0)
            while sigtimedwait(&pipeSignal, nil, &noWait) == SIGPIPE {}
            pthread_sigmask(SIG_SETMASK, &before, nil)
        }
        let bytes = Array(start) + Array(text.utf8)
        var done = 0
        while done < bytes.count {
            let count = bytes[done...].withUnsafeBytes {
                Glibc.write(descriptor, $0.baseAddress, min($0.count, 4096))
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            done += count
        }
        return max(0, done - start.count)
    }
}
