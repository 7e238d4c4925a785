// A sync through the tool that KOBIS stops: a tool error, as the one-shot `sync` exits 1.

import BoxOfficeTestSupport
import Foundation
import Testing

@Suite("boxoffice mcp's sync tool when KOBIS refuses")
struct MCPSyncFailureTests {
    @Test(
        "a sync KOBIS stops (key refused, quota used up) is a tool error with its document, and never shows the key",
        arguments: ["320010", "320011"])
    func aStoppedSyncIsAToolError(code: String) async throws {
        try await LoopbackKOBISServer.withRunning(reply: .fault(code: code, message: "거부")) { kobis in
            let server = try RunningMCPServer(MCPLoopback.app(kobis))
            let collected = OutputLines(server.answers)
            let call =
                #"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"sync","arguments":{"from":"20230101","to":"20230103"}}}"#
            let start = MCPFuzzTests.initialize + "\n" + MCPFuzzTests.initialized + "\n"
            try server.requests.fileHandleForWriting.write(contentsOf: Data((start + call + "\n").utf8))
            #expect(await collected.waitUntil { $0.contains { $0.hasPrefix(#"{"id":1,"#) } })
            let end = try await server.finish()
            let answer = try #require(collected.seen.first { $0.hasPrefix(#"{"id":1,"#) })

            #expect(answer.contains(#""isError":true"#), "\(answer)")
            #expect(answer.contains(#""succeeded":false"#) && answer.contains(code), "\(answer)")
            #expect(!answer.contains(LiveKOBISTests.key) && !end.errors.contains(LiveKOBISTests.key))
            #expect(end.status == 0 && !end.signalled, "\(end.errors)")
        }
    }
}
