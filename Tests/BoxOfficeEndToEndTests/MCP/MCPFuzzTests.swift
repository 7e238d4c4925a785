// `boxoffice mcp` sent hundreds of messages no client should send: it answers, never crashes, and goes on.

import BoxOfficeTestSupport
import Foundation
import Testing

@Suite("boxoffice mcp under malformed and hostile messages")
struct MCPFuzzTests {
    static let initialize =
        #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"fuzz","version":"1"}}}"#
    static let initialized = #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#
    static let last =
        #"{"jsonrpc":"2.0","id":4242,"method":"tools/call","params":{"name":"daily","arguments":{"day":"20220105"}}}"#

    @Test(
        "over 200 malformed messages: no crash, only JSON on standard output, and a call after them answered")
    func malformedMessagesNeverStopTheServer() async throws {
        let messages = MalformedMessages.all
        #expect(messages.count >= 200)
        let server = try RunningMCPServer(BoxOfficeProcess())
        let collected = OutputLines(server.answers)
        let input = server.requests.fileHandleForWriting
        input.write(Data((Self.initialize + "\n" + Self.initialized + "\n").utf8))
        for message in messages { input.write(message + Data("\n".utf8)) }
        input.write(Data((Self.last + "\n").utf8))
        let answered = await collected.waitUntil { $0.contains { $0.contains("\"id\":4242") } }
        let end = try await server.finish()
        _ = await collected.waitUntil { _ in false }
        let lines = collected.seen

        #expect(answered, "the call after the malformed messages was answered")
        #expect(end.status == 0 && !end.signalled, "status \(end.status): \(end.errors.suffix(2_000))")
        let notJSON = lines.filter { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) == nil
        }
        #expect(notJSON.isEmpty, "standard output carries protocol messages only: \(notJSON.prefix(3))")
        let final = try #require(lines.first { $0.contains("\"id\":4242") })
        #expect(final.contains("structuredContent") && final.contains("경관의 피"))
        // Each request with an id is answered (a result or an error); the transport never stalls.
        #expect(lines.count >= 150, "\(lines.count) answers")
    }
}

/// Lines a pipe carries, read on a thread of its own as they come.
final class OutputLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    private var ended = false

    init(_ pipe: Pipe) {
        Thread.detachNewThread { [self] in
            var pending = Data()
            while true {
                let chunk = pipe.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                pending.append(chunk)
                while let end = pending.firstIndex(of: 0x0A) {
                    let line = String(decoding: pending[pending.startIndex..<end], as: UTF8.self)
                    pending = Data(pending[pending.index(after: end)...])
                    lock.withLock { lines.append(line) }
                }
            }
            lock.withLock { ended = true }
        }
    }

    var seen: [String] { lock.withLock { lines } }

    /// Waits until `condition` holds of the lines read, or the pipe ends, or two minutes pass.
    func waitUntil(_ condition: @escaping ([String]) -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(120)
        while ContinuousClock.now < deadline {
            let (now, done) = lock.withLock { (lines, ended) }
            if condition(now) { return true }
            if done { return false }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return false
    }
}
