// `boxoffice mcp` driven by the official Python MCP client (`mcp` from PyPI), a client no one here wrote.

import BoxOfficeCommands
import BoxOfficeTestSupport
import Foundation
import Testing

@Suite("boxoffice mcp through the official Python MCP client, against a loopback KOBIS")
struct MCPPythonClientTests {
    /// The venv `scripts/install-mcp-client` makes (scripts/test runs it).
    static let python: String? = {
        let path = ShapeOfTheSourcesTests.root.appendingPathComponent(".build-mcp-client/venv/bin/python")
            .path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }()

    static let script = ShapeOfTheSourcesTests.root.appendingPathComponent("Tests/MCPClient/check.py").path

    struct Report: Decodable {
        struct Call: Decodable {
            let tool: String
            let isError: Bool
            let text: String
            let holds: Bool
        }
        struct Read: Decodable {
            let uri: String
            let equal: Bool
        }
        let tools: [String]
        let called: [String]
        let mismatches: [[String: AnyDecodable]]
        let failures: [[String: String]]
        let badCalls: [Call]
        let resources: [String]
        let resourceReads: [Read]
        let keySeen: [String]
        let syncText: String
        let unknownTool: String?
        let unknownResource: String?
    }

    @Test(
        "every tool called: its structured content is the command's --format json, bad calls are tool errors, no key anywhere",
        .enabled(
            if: python != nil, "the Python MCP client is missing: scripts/install-mcp-client installs it"))
    func everyToolThroughThePythonClient() async throws {
        let python = try #require(Self.python)
        try await LoopbackKOBISServer.withRunning(reply: MCPLoopback.reply) { server in
            let app = try MCPLoopback.app(server)
            let run = try await app.run(
                [Self.script, BoxOfficeProcess.executable.path, LiveKOBISTests.key], input: Data(),
                executable: URL(fileURLWithPath: python), killingAfter: 300)
            #expect(run.status == 0, "\(run.errors)")
            let report = try JSONDecoder().decode(Report.self, from: Data(run.output.utf8))
            // The tools the declarations offer, each called (`ToolListTests` reads check.py's calls unrun).
            #expect(report.tools == CommandList.tools.map(\.name).sorted())
            for tool in report.tools {
                #expect(report.called.contains(tool), "\(tool) is called")
            }
            #expect(report.called.count == 23)
            #expect(report.mismatches.isEmpty, "\(run.output)")
            #expect(report.failures.isEmpty, "\(report.failures)")
            #expect(report.badCalls.count == 7)
            for call in report.badCalls {
                #expect(call.isError, "\(call.tool): \(call.text)")
                #expect(call.holds, "\(call.tool): \(call.text)")
            }
            #expect(report.unknownTool?.contains("frobnicate") == true, "\(report.unknownTool ?? "no error")")
            #expect(report.unknownResource?.contains("2030-01-01") == true)
            for uri in [
                "boxoffice://chart/daily/2024-01-01", "boxoffice://chart/daily/2024-01-07",
                "boxoffice://chart/weekly/2024-01-01", "boxoffice://chart/weekend/2024-01-05",
                "boxoffice://chart/weekdays/2024-01-01",
            ] {
                #expect(report.resources.contains(uri), "\(uri) in \(report.resources)")
            }
            #expect(report.resourceReads.count == 2)
            #expect(report.resourceReads.allSatisfy { $0.equal }, "\(report.resourceReads)")
            #expect(report.keySeen.isEmpty)
            // The plan first, then the summary; the progress a screen shows is not in the answer.
            let syncLines = report.syncText.split(separator: "\n")
            #expect(syncLines.first?.hasPrefix("sync 2024-01-01~2024-01-07") == true, "\(report.syncText)")
            #expect(syncLines.contains { $0.hasPrefix("fetched 10,") }, "\(report.syncText)")
            #expect(!syncLines.contains { $0.hasPrefix("10/10") || $0.hasSuffix("/s") }, "\(report.syncText)")
            #expect(!run.errors.contains(LiveKOBISTests.key))
        }
    }
}

/// Any JSON value, decoded only to be printed in a failure.
struct AnyDecodable: Decodable {
    init(from decoder: any Decoder) throws {}
}
