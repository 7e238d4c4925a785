// `boxoffice mcp` driven by the Swift MCP SDK's own client over the server's standard input and output.

import BoxOfficeCommands
import BoxOfficeTestSupport
import Foundation
import MCP
import SystemPackage
import Testing

@Suite("boxoffice mcp through the Swift SDK's client, on the demo data")
struct MCPSwiftClientTests {
    @Test(
        "initialize, list, a chart equal to daily --format json, a failure in the prompt's words, no resources"
    )
    func theSwiftClient() async throws {
        let app = try BoxOfficeProcess()
        let server = try RunningMCPServer(app)
        let client = Client(name: "boxoffice-tests", version: "1")
        let transport = StdioTransport(
            input: FileDescriptor(rawValue: server.answers.fileHandleForReading.fileDescriptor),
            output: FileDescriptor(rawValue: server.requests.fileHandleForWriting.fileDescriptor))
        let start = try await client.connect(transport: transport)
        #expect(start.serverInfo.name == "boxoffice")
        #expect(
            start.capabilities.tools != nil && start.capabilities.resources != nil, "\(start.capabilities)")

        let (tools, _) = try await client.listTools()
        #expect(
            tools.map(\.name) == CommandList.tools.map(\.name), "the declarations' tools, in help's order")

        let chart = try await client.callTool(name: "daily", arguments: ["day": "20220105"]).value
        #expect(chart.isError == false)
        let oneShot = try await app.run(["daily", "20220105", "--format", "json"])
        let expected = try JSONDecoder().decode(Value.self, from: Data(oneShot.output.utf8))
        #expect(chart.structuredContent == expected)
        guard case .text(let text, _, _) = try #require(chart.content.first) else {
            Issue.record("no text")
            return
        }
        #expect(text.contains("경관의 피"))

        let wrong = try await client.callTool(name: "daily", arguments: ["day": "2099"]).value
        #expect(wrong.isError == true)
        let prompt = try await app.run(["daily", "2099"])
        guard case .text(let said, _, _) = try #require(wrong.content.first) else { return }
        #expect(!said.isEmpty && prompt.errors.contains(said), "\(said) | \(prompt.errors)")
        #expect(wrong.structuredContent == nil)

        let sync = try await client.callTool(name: "sync", arguments: ["from": "20220101", "dryRun": true])
            .value
        #expect(sync.isError == true, "the demo data has no sync")

        let (resources, _) = try await client.listResources()
        #expect(resources.isEmpty, "the demo data stores no chart")

        await client.disconnect()
        let end = try await server.finish()
        #expect(end.status == 0 && !end.signalled, "\(end.errors)")
    }
}
