// `boxoffice mcp`'s standard streams under a client that misuses them: lines past the limit or with no end, its
// descriptors shared, its reader gone.

import BoxOfficeTestSupport
import Foundation
import Testing

@Suite("boxoffice mcp's standard input and output under a client that misuses them")
struct MCPStreamTests {
    /// The longest message read, without its newline (`LineTransport.longestMessage`).
    static let longest = 1 << 20

    /// A ping of exactly `bytes` bytes, padded with the white space JSON allows before its `}`.
    static func ping(id: Int, bytes: Int) -> Data {
        let head = #"{"jsonrpc":"2.0","id":\#(id),"method":"ping""#
        return Data((head + String(repeating: " ", count: bytes - head.utf8.count - 1) + "}").utf8)
    }

    static let newline = Data("\n".utf8)
    static let start = Data((MCPFuzzTests.initialize + "\n" + MCPFuzzTests.initialized + "\n").utf8)

    @Test(
        "a message of exactly 1 MiB is answered; one byte more is refused (id null) and the next is answered")
    func theLongestMessage() async throws {
        let server = try RunningMCPServer(BoxOfficeProcess())
        let collected = OutputLines(server.answers)
        let input = server.requests.fileHandleForWriting
        try input.write(contentsOf: Self.start)
        try input.write(contentsOf: Self.ping(id: 1, bytes: Self.longest) + Self.newline)
        try input.write(contentsOf: Self.ping(id: 2, bytes: Self.longest + 1) + Self.newline)
        try input.write(contentsOf: Self.ping(id: 3, bytes: 60) + Self.newline)
        let answered = await collected.waitUntil { $0.contains { $0.hasPrefix(#"{"id":3,"#) } }
        let end = try await server.finish()
        let lines = collected.seen

        #expect(answered, "\(lines.map { $0.prefix(200) })")
        #expect(lines.contains { $0.hasPrefix(#"{"id":1,"#) && $0.contains(#""result""#) })
        #expect(!lines.contains { $0.hasPrefix(#"{"id":2,"#) }, "the message past the limit is not read")
        let refusal = try #require(lines.first { $0.contains("-32600") }, "\(lines.map { $0.prefix(200) })")
        #expect(refusal.contains(#""id":null"#) && refusal.contains("1,048,576"), "\(refusal)")
        #expect(end.status == 0 && !end.signalled, "\(end.errors)")
    }

    @Test(
        "32 MiB with no end of line: read and dropped as they come, the server's memory bounded, then answered"
    )
    func aMessageThatNeverEnds() async throws {
        let server = try RunningMCPServer(BoxOfficeProcess())
        let collected = OutputLines(server.answers)
        let input = server.requests.fileHandleForWriting
        try input.write(contentsOf: Self.start + Self.ping(id: 1, bytes: 60) + Self.newline)
        #expect(await collected.waitUntil { $0.contains { $0.hasPrefix(#"{"id":1,"#) } })
        let before = try Self.peakMemory(of: server.process)
        let chunk = Data(repeating: UInt8(ascii: "x"), count: 1 << 20)
        for _ in 0..<32 { try input.write(contentsOf: chunk) }
        try input.write(contentsOf: Self.newline + Self.ping(id: 2, bytes: 60) + Self.newline)
        let answered = await collected.waitUntil { $0.contains { $0.hasPrefix(#"{"id":2,"#) } }
        let after = try Self.peakMemory(of: server.process)
        let end = try await server.finish()

        #expect(answered)
        #expect(collected.seen.contains { $0.contains("-32600") }, "the endless line is refused")
        #expect(after - before < 8 << 20, "peak memory grew by \(after - before) bytes")
        #expect(end.status == 0 && !end.signalled, "\(end.errors)")
    }

    @Test("its standard input and output are left blocking: a terminal or pipe shared with it is not changed")
    func theDescriptorsStayBlocking() async throws {
        let requests = Pipe()
        let answers = Pipe()
        // The test keeps the ends the server has, so it sees the flags of the same open files.
        let process = ChildProcess()
        process.executableURL = BoxOfficeProcess.executable
        process.arguments = ["mcp"]
        process.environment = try BoxOfficeProcess().environment
        process.standardInput = FileHandle(
            fileDescriptor: requests.fileHandleForReading.fileDescriptor, closeOnDealloc: false)
        process.standardOutput = FileHandle(
            fileDescriptor: answers.fileHandleForWriting.fileDescriptor, closeOnDealloc: false)
        process.standardError = nil
        try process.run()
        let collected = OutputLines(answers)
        try requests.fileHandleForWriting.write(
            contentsOf: Self.start + Self.ping(id: 1, bytes: 60) + Self.newline)
        #expect(await collected.waitUntil { $0.contains { $0.hasPrefix(#"{"id":1,"#) } })
        let input = fcntl(requests.fileHandleForReading.fileDescriptor, F_GETFL)
        let output = fcntl(answers.fileHandleForWriting.fileDescriptor, F_GETFL)
        try requests.fileHandleForWriting.close()
        try await BoxOfficeProcess.detached { process.waitUntilExit() }

        #expect(input >= 0 && input & O_NONBLOCK == 0, "standard input made non-blocking")
        #expect(output >= 0 && output & O_NONBLOCK == 0, "standard output made non-blocking")
        #expect(process.terminationStatus == 0 && !process.endedBySignal)
        try answers.fileHandleForWriting.close()
    }

    @Test(
        "a client that closed its end of standard output: the server stops with status 1, not killed by SIGPIPE"
    )
    func theReaderGone() async throws {
        let server = try RunningMCPServer(BoxOfficeProcess())
        let input = server.requests.fileHandleForWriting
        try input.write(contentsOf: Self.start)
        var first = Data()
        while !first.contains(0x0A) {
            let chunk = server.answers.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            first.append(chunk)
        }
        #expect(String(decoding: first, as: UTF8.self).hasPrefix(#"{"id":0,"#))
        try server.answers.fileHandleForReading.close()
        try input.write(contentsOf: Self.ping(id: 1, bytes: 60) + Self.newline)
        let ended = try await BoxOfficeProcess.detached { [process = server.process] in
            let deadline = Date(timeIntervalSinceNow: 120)
            while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
            return !process.isRunning
        }
        let end = try await server.finish()
        // What any run says at its start (the data's source) is all it says.
        let quiet = try await RunningMCPServer(BoxOfficeProcess()).finish()

        #expect(ended, "the server went on with no one to answer")
        #expect(end.status == 1 && !end.signalled, "status \(end.status), signalled \(end.signalled)")
        #expect(end.errors == quiet.errors, "a reader that left is not told: \(end.errors)")
    }

    @Test("requests sent just before the client closes its input are all answered before the server ends")
    func inputClosedWithRequestsInFlight() async throws {
        let server = try RunningMCPServer(BoxOfficeProcess())
        let collected = OutputLines(server.answers)
        var requests = Self.start
        for id in 1...5 {
            let call =
                #"{"jsonrpc":"2.0","id":\#(id),"method":"tools/call","params":{"name":"daily","arguments":{}}}"#
            requests += Data((call + "\n").utf8)
        }
        try server.requests.fileHandleForWriting.write(contentsOf: requests)
        let end = try await server.finish()
        _ = await collected.waitUntil { $0.contains { $0.hasPrefix(#"{"id":5,"#) } }

        let answered = Set(
            collected.seen.compactMap { line in (1...5).first { line.hasPrefix(#"{"id":\#($0),"#) } })
        #expect(answered == Set(1...5), "\(collected.seen.map { $0.prefix(80) })")
        #expect(end.status == 0 && !end.signalled, "\(end.errors)")
    }

    @Test(
        "a request JSON allows but the SDK cannot read (1e309, a lone surrogate) is refused under its own id, and input closed after it still ends the server"
    )
    func requestsTheSDKCannotRead() async throws {
        let server = try RunningMCPServer(BoxOfficeProcess())
        let collected = OutputLines(server.answers)
        let unreadable = [
            #"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"search","arguments":{"title":"a","page":1e309}}}"#,
            #"{"jsonrpc":"2.0","id":"two","method":"ping","params":{"x":"\ud800"}}"#,
        ]
        let ping = #"{"jsonrpc":"2.0","id":3,"method":"ping"}"#
        let requests = (unreadable + [ping]).map { Data(($0 + "\n").utf8) }.reduce(Self.start, +)
        try server.requests.fileHandleForWriting.write(contentsOf: requests)
        let end = try await server.finish()
        _ = await collected.waitUntil { _ in false }

        for id in [#""id":1,"#, #""id":"two","#] {
            let answer = collected.seen.first { $0.contains(id) }
            #expect(answer?.contains(#""code":-32700"#) == true, "\(id): \(collected.seen)")
        }
        #expect(collected.seen.contains { $0.contains(#""id":3,"#) && $0.contains("result") })
        #expect(end.status == 0 && !end.signalled, "it waited for answers the SDK never gives: \(end.errors)")
    }

    @Test("a last request without its newline at the end of input is answered, as a last piped line is run")
    func aLastRequestWithoutItsNewline() async throws {
        let server = try RunningMCPServer(BoxOfficeProcess())
        let collected = OutputLines(server.answers)
        let last = Data(#"{"jsonrpc":"2.0","id":"last","method":"ping"}"#.utf8)
        try server.requests.fileHandleForWriting.write(contentsOf: Self.start + last)
        let end = try await server.finish()
        _ = await collected.waitUntil { _ in false }

        #expect(collected.seen.contains(#"{"id":"last","jsonrpc":"2.0","result":{}}"#), "\(collected.seen)")
        #expect(end.status == 0 && !end.signalled, "\(end.errors)")
    }

    /// The most memory `process` has held (`VmHWM`), in bytes.
    static func peakMemory(of process: ChildProcess) throws -> Int {
        let status = try String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") })
        let kilobytes = try #require(line.split(separator: " ").dropFirst().first.flatMap { Int($0) })
        return kilobytes * 1024
    }
}
