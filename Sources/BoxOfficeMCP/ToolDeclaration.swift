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

    private(set) lazy var arguments: [ToolArgument] = DeclaredArguments.of(command).compactMap { dumped in
        guard dumped.shouldDisplay ?? true, !Self.notOffered.contains(dumped.longName ?? "") else {
            return nil
        }
        return ToolArgument(dumped)
    }

    /// What every run takes (`--format`, `--lang`, …): the server's to set, not a call's; nor is `--help` offered.
    static let runOptions = Set(DeclaredArguments.of(RunOptions.self).compactMap(\.longName)).subtracting([
        "help"
    ])
    private static let notOffered = runOptions.union(["help"])

    /// The names in `values` (`null` is not given) that are none of the tool's arguments, in order.
    func undeclared(in values: [String: JSONValue]) -> [String] {
        let declared = Set(arguments.map(\.property))
        return values.filter { $0.value != .null && !declared.contains($0.key) }.keys.sorted()
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

    /// The words the prompt would have been typed: options and flags, then `--` and the positionals
    /// in their order; a name the declaration lacks is left out (``ToolCalls`` refuses such a call unread,
    /// from ``undeclared(in:)``). A choice that has `all` (the filter's) is `all` when not given: each call
    /// says its whole filter, and none is left in force for the next, as one would at the prompt.
    func commandLine(from values: [String: JSONValue]) -> [String] {
        var positionals: [String] = []
        var options: [String] = []
        for argument in arguments {
            let given = values[argument.property].flatMap { value -> JSONValue? in
                value == .null ? .none : value
            }
            let unsaid: JSONValue? = argument.choices.contains("all") ? .string("all") : nil
            guard let value = given ?? unsaid else { continue }
            switch argument.role {
            case .positional:
                positionals += Self.words(of: value)
            case .option:
                options.append(Self.option(argument.longName, value))
            case .flag:
                if value == .bool(true) { options.append("--" + argument.longName) }
                if value != .bool(true), value != .bool(false) {
                    options.append(Self.option(argument.longName, value))
                }
            }
        }
        // Behind `--`, a value is never read as an option: a title `--help` is searched, not obeyed.
        return positionals.isEmpty ? options : options + ["--"] + positionals
    }

    /// `--name=value`, so a value that starts with `-` is read as the value, never as an option.
    private static func option(_ name: String, _ value: JSONValue) -> String {
        "--" + name + "=" + text(of: value)
    }

    /// A positional's words as the prompt splits a line: at white space.
    private static func words(of value: JSONValue) -> [String] {
        text(of: value).split(whereSeparator: \.isWhitespace).map(String.init)
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

/// One argument of a tool, in JSON Schema's terms.
struct ToolArgument {
    enum Role { case positional, option, flag }

    let role: Role
    /// The JSON name: `day`, `dryRun`.
    let property: String
    /// The name after `--` (`dry-run`); for a positional, its value name.
    let longName: String
    let isRequired: Bool
    let summary: String
    let choices: [String]
    let isWholeNumber: Bool

    init?(_ dumped: DeclaredArguments.Argument) {
        switch dumped.kind {
        case "positional": role = .positional
        case "option": role = .option
        case "flag": role = .flag
        default: return nil
        }
        guard let name = dumped.longName ?? dumped.valueName?.lowercased() else { return nil }
        longName = name
        property = Self.camelCased(name)
        isRequired = role == .positional && !dumped.isOptional
        summary = dumped.abstract ?? ""
        choices = dumped.allValues ?? dumped.completionKind?.list?.values ?? []
        isWholeNumber = dumped.defaultValue.flatMap { Int($0) } != nil
    }

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

    /// `dry-run` → `dryRun`.
    static func camelCased(_ name: String) -> String {
        let parts = name.split(separator: "-")
        return (parts.first.map(String.init) ?? "") + parts.dropFirst().map(\.capitalized).joined()
    }
}
