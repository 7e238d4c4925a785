// The tools are the commands whose declaration offers them.

import BoxOfficeCommands
import MCP
import Testing

@testable import BoxOfficeMCP

@MainActor
@Suite struct ToolListTests {
    @Test func theToolsAreExactlyTheCommandsWhoseDeclarationOffersThem() throws {
        let offered = ToolCalls.offered
        var expected: [(name: String, command: ObjectIdentifier)] = []
        for command in CommandList.all {
            switch command.assistantTool {
            case .notOffered:
                #expect(
                    !offered.contains { $0.command == command },
                    "\(command.name) is offered though it says not")
            case .offered(let alias, let changesStore):
                expected.append((alias ?? command.name, ObjectIdentifier(command)))
                let tool = try #require(
                    offered.first { $0.command == command }, "\(command.name) is not offered")
                #expect(try tool.sdkTool.annotations.readOnlyHint == !changesStore, "\(tool.name)")
                #expect(try tool.sdkTool.annotations.openWorldHint == command.mayReachKOBIS, "\(tool.name)")
                if let alias {
                    #expect(
                        command.aliases.contains(alias),
                        "\(alias) is no name the shell runs \(command.name) by")
                }
            }
        }
        #expect(offered.map(\.name) == expected.map(\.name), "in help's order")
        #expect(offered.map { ObjectIdentifier($0.command) } == expected.map(\.command))
        #expect(expected.count >= 10, "the declarations were read: \(expected.map(\.name))")
    }

    @Test func syncAloneChangesTheStore() {
        #expect(CommandList.tools.filter { $0.command.toolChangesStore }.map(\.name) == ["sync"])
    }
}
