// The tools are the commands whose declaration offers them; the documents' tool table and the Python
// client's calls name exactly those.

import BoxOfficeCommands
import Foundation
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

    /// The tool table of the documents (README.md or a file of docs/, wherever it now is): one row a
    /// tool or a few, their arguments in the second cell, the required ones in bold.
    @Test func theDocumentsToolTableNamesEveryToolAndItsArguments() throws {
        let (path, section) = try ProjectText.section(headed: "For assistants: `boxoffice mcp`")
        let rows = section.split(separator: "\n").filter { $0.hasPrefix("| `") }.map {
            $0.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
        }
        var named: [String] = []
        for row in rows where row.count > 3 {
            let names = row[1].split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: ["`"])
            }
            named += names
            let arguments = Self.arguments(inCell: row[2])
            for name in names {
                guard let tool = ToolCalls.offered.first(where: { $0.name == name }) else { continue }
                #expect(
                    Set(arguments.map(\.name)) == Set(tool.arguments.map(\.property)),
                    "\(path): the arguments of \(name)")
                #expect(
                    Set(arguments.filter(\.isRequired).map(\.name))
                        == Set(tool.arguments.filter(\.isRequired).map(\.property)),
                    "\(path): the required arguments of \(name), in bold")
            }
        }
        #expect(named.count == Set(named).count, "\(path): a tool named in two rows: \(named)")
        #expect(named.count >= 10, "\(path): the table was read: \(named)")
        let tools = Set(ToolCalls.offered.map(\.name))
        #expect(
            Set(named).subtracting(tools).isEmpty,
            "\(path): rows of no tool: \(Set(named).subtracting(tools))")
        #expect(tools.subtracting(named).isEmpty, "\(path): tools without a row: \(tools.subtracting(named))")
    }

    /// `**title**, page` → title (required), page; what is in parentheses is said of the argument before it.
    static func arguments(inCell cell: String) -> [(name: String, isRequired: Bool)] {
        var depth = 0
        let outside = cell.filter { character in
            if character == "(" { depth += 1 }
            defer { if character == ")" { depth -= 1 } }
            return depth == 0 && character != ")"
        }
        return outside.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            !$0.isEmpty
        }
        .map { ($0.trimmingCharacters(in: ["*"]), $0.hasPrefix("**")) }
    }

    /// The calls `Tests/MCPClient/check.py` makes with the official Python client (its `CALLS`).
    @Test func thePythonClientCallsEveryToolAndNoOther() throws {
        let script = try String(
            contentsOf: ProjectText.root.appendingPathComponent("Tests/MCPClient/check.py"), encoding: .utf8)
        let calls =
            try #require(script.components(separatedBy: "\nCALLS = [\n").dropFirst().first)
            .components(separatedBy: "\n]\n").first ?? ""
        let tool = try Regex(#"(?m)^    \("(\w+)","#)
        let called = Set(calls.matches(of: tool).map { String($0.output[1].substring ?? "") })
        #expect(called.count >= 10, "the calls were read: \(called.sorted())")
        let tools = Set(ToolCalls.offered.map(\.name))
        #expect(tools.subtracting(called).isEmpty, "tools check.py never calls: \(tools.subtracting(called))")
        #expect(called.subtracting(tools).isEmpty, "calls of no tool: \(called.subtracting(tools))")
    }
}

/// The project's text files, for tests that hold a document to the code.
enum ProjectText {
    /// The package's root: this file is `Tests/BoxOfficeMCPTests/ToolListTests.swift`.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    struct NoSection: Error, CustomStringConvertible {
        let heading: String
        let found: [String]
        var description: String {
            "\(found.count) of README.md and docs/*.md have a heading \(heading.debugDescription), not one: \(found)"
        }
    }

    /// The section under the one heading `heading` (at any level) of README.md or a `docs/*.md`, up to
    /// the next heading of its level or above (a `#` inside a code block is no heading).
    static func section(headed heading: String) throws -> (path: String, text: String) {
        let docs = try FileManager.default.contentsOfDirectory(
            atPath: root.appendingPathComponent("docs").path)
        let paths = ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        var found: [(path: String, text: String)] = []
        for path in paths {
            let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            if let section = Self.section(of: text, headed: heading) { found.append((path, section)) }
        }
        guard found.count == 1, let only = found.first else {
            throw NoSection(heading: heading, found: found.map(\.path))
        }
        return only
    }

    static func section(of text: String, headed heading: String) -> String? {
        var level: Int?
        var lines: [Substring] = []
        var inCode = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inCode.toggle() }
            let hashes = inCode ? 0 : line.prefix { $0 == "#" }.count
            let isHeading = hashes > 0 && line.dropFirst(hashes).hasPrefix(" ")
            if let open = level {
                if isHeading && hashes <= open { break }
                lines.append(line)
            } else if isHeading && line.dropFirst(hashes + 1) == heading {
                level = hashes
            }
        }
        return level.map { _ in lines.joined(separator: "\n") }
    }
}
