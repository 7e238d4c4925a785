// A command as a tool: its name, its JSON Schema and its command line, all read off the command's declaration.

import ArgumentParser
import BoxOfficeCommands
import BoxOfficePresentation
import Foundation

/// One command offered to an assistant. Its arguments are read from the help dump ArgumentParser
/// makes of the declaration (what `boxoffice NAME --experimental-dump-help` prints), so the schema
/// says exactly what the prompt parses, and a call is parsed by the same declaration. A tool's
/// arguments are read when it is first listed or called (a dump costs as much as a few calls).
@MainActor
final class ToolDeclaration {
    let command: any SessionCommand.Type
    let name: String

    /// - Parameter name: the tool's name when it is not the command's (an alias it has).
    init(_ command: any SessionCommand.Type, name: String? = nil) {
        self.command = command
        self.name = name ?? command.name
    }

    /// The arguments offered and the words named values make, read off the declaration when first used.
    private(set) lazy var line = DeclaredCommandLine(command)

    var arguments: [ToolArgument] { line.arguments }

    /// What every run takes (`--format`, `--lang`, …): the server's to set, not a call's; nor is `--help` offered.
    static let runOptions = DeclaredCommandLine.runOptions

    /// The names in `values` (`null` is not given) that are none of the tool's arguments, in order.
    func undeclared(in values: [String: JSONValue]) -> [String] {
        line.undeclared(values.filter { $0.value != .null }.keys)
    }

    /// The tool as `tools/list` describes it: its name, what it does, its arguments' JSON Schema, and
    /// whether it changes anything or reaches beyond the store.
    var tool: JSONValue {
        let required = arguments.filter(\.isRequired).map { JSONValue.string($0.property) }
        return .object([
            (
                "annotations",
                .object([
                    ("openWorldHint", .bool(command.mayReachKOBIS)),
                    ("readOnlyHint", .bool(!command.toolChangesStore)),
                ])
            ),
            ("description", .string(command.configuration.abstract)),
            (
                "inputSchema",
                .object([
                    ("additionalProperties", .bool(false)),
                    ("properties", .object(arguments.map { ($0.property, $0.schema) })),
                    ("required", .array(required)), ("type", .string("object")),
                ])
            ),
            ("name", .string(name)),
        ])
    }

    /// The words the prompt would have been typed (``DeclaredCommandLine/words(from:)``); `null` is
    /// a value not given, and a JSON `true` or `false` sets a flag or leaves it out.
    func commandLine(from values: [String: JSONValue]) -> [String] {
        line.words(from: values.compactMapValues { $0 == .null ? nil : Self.words(of: $0) })
    }

    /// A value as words: an array's items each, anything else one.
    private static func words(of value: JSONValue) -> [String] {
        if case .array(let items) = value { return items.map(text(of:)) }
        return [text(of: value)]
    }

    private static func text(of value: JSONValue) -> String {
        switch value {
        case .string(let text): text
        case .int(let number): String(number)
        case .double(let number): Int(exactly: number).map(String.init) ?? String(number)
        case .bool(let flag): String(flag)
        case .null: ""
        case .array(let items): items.map(text(of:)).joined(separator: " ")
        case .object: value.text
        }
    }
}

/// One argument of a tool: the declaration's, in JSON Schema's terms.
typealias ToolArgument = DeclaredCommandLine.Argument

extension DeclaredCommandLine.Argument {
    var schema: JSONValue {
        let type =
            switch role {
            case .flag: "boolean"
            case .option where isWholeNumber: "integer"
            case .option, .positional: "string"
            }
        let choices: [(String, JSONValue)] =
            choices.isEmpty ? [] : [("enum", .array(choices.map(JSONValue.string)))]
        return .object([("description", .string(summary))] + choices + [("type", .string(type))])
    }
}
