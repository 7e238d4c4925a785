// `boxoffice mcp` when the client cancels a call KOBIS is holding: the call stops and, as the protocol asks, is
// not answered.

import BoxOfficeTestSupport
import Foundation
import Testing

@Suite("boxoffice mcp when the client cancels a call")
struct MCPCancellationTests {
    @Test(
        "a call cancelled while KOBIS holds it stops and is not answered, a ping after it is, and the server ends with status 0"
    )
    func aCancelledCall() async throws {
        try await LoopbackKOBISServer.withRunning(reply: .never) { kobis in
            let server = try RunningMCPServer(MCPLoopback.app(kobis))
            let collected = OutputLines(server.answers)
            let input = server.requests.fileHandleForWriting
            let call =
                #"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"daily","arguments":{"day":"20230105"}}}"#
            try input.write(contentsOf: MCPStreamTests.start + Data((call + "\n").utf8))
            #expect(await kobis.waitForRequests(1), "the call never reached KOBIS")
            let cancel = #"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":1}}"#
            let ping = #"{"jsonrpc":"2.0","id":2,"method":"ping"}"#
            try input.write(contentsOf: Data((cancel + "\n" + ping + "\n").utf8))
            // The ping, read after the cancellation, is answered once the server has acted on it.
            let pinged = #"{"id":2,"jsonrpc":"2.0","result":{}}"#
            #expect(await collected.waitUntil { $0.contains(pinged) })
            // Input closed: the server ends once the cancelled call has stopped, KOBIS still holding it.
            let end = try await server.finish()
            _ = await collected.waitUntil { _ in false }
            let answers = collected.seen

            #expect(!answers.contains { $0.hasPrefix(#"{"id":1,"#) }, "\(answers.map { $0.prefix(200) })")
            #expect(end.status == 0 && !end.signalled, "\(end.errors)")
        }
    }
}
