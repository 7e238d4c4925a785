// A command as a tool: its name, its JSON Schema and its command line, all read off the command's declaration.

import ArgumentParser
import BoxOfficeCommands
import Foundation
import MCP

/// One command offered to an assistant. Its arguments are read from the help dump ArgumentParser
/// makes of the declaration (what `boxoffice NAME --experimental-dump-help` prints), so the schema
/// says exactly what the prompt parses, and a call is parsed by the same declaration.
struct ToolDeclaration {
    let command: any SessionCommand.Type
    let arguments: [ToolArgument]
    let name: String

    /// - Parameter name: the tool's name when it is not the command's (an alias it has).
    init(_ command: any SessionCommand.Type, name: String? = nil) {
        self.command = command
        self.name = name ?? command.name
        arguments = DeclaredArguments.of(command).compactMap { dumped in
            guard dumped.shouldDisplay ?? true, !Self.runOptions.contains(dumped.longName ?? "") else {
                return nil
            }
            return ToolArgument(dumped)
        }
    }

    /// What every run takes (`--format`, `--lang`, …) and `--help`: the server's to set, not a call's.
    private static let runOptions = Set(
        DeclaredArguments.of(RunOptions.self).compactMap(\.longName) + ["help"])

    var tool: Tool {
        var properties: [String: Value] = [:]
        for argument in arguments { properties[argument.property] = argument.schema }
        let required = arguments.filter(\.isRequired).map { Value.string($0.property) }
        return Tool(
            name: name, description: command.configuration.abstract,
            inputSchema: .object([
                "type": "object", "properties": .object(properties), "required": .array(required),
                "additionalProperties": false,
            ]),
            annotations: .init(
                readOnlyHint: !(command is HistorySyncCommand.Type), openWorldHint: command.mayReachKOBIS))
    }

    /// The words the prompt would have been typed: options and flags, then `--` and the positionals
    /// in their order; a name the declaration lacks goes through as an option, so the parser refuses it in
    /// the prompt's words. A choice that has `all` (the filter's) is `all` when not given: each call
    /// says its whole filter, and none is left in force for the next, as one would at the prompt.
    func commandLine(from values: [String: Value]) -> [String] {
        var positionals: [String] = []
        var options: [String] = []
        for argument in arguments {
            // `Value` reads a `nil` literal as its own `.null`, so "not given" is spelled `.none`.
            let given = values[argument.property].flatMap { value -> Value? in
                value == .null ? .none : value
            }
            let unsaid: Value? = argument.choices.contains("all") ? .string("all") : nil
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
        let known = Set(arguments.map(\.property))
        for (name, value) in values.sorted(by: { $0.key < $1.key })
        where !known.contains(name) && value != .null {
            options.append(Self.option(name, value))
        }
        // Behind `--`, a value is never read as an option: a title `--help` is searched, not obeyed.
        return positionals.isEmpty ? options : options + ["--"] + positionals
    }

    /// `--name=value`, so a value that starts with `-` is read as the value, never as an option.
    private static func option(_ name: String, _ value: Value) -> String {
        "--" + name + "=" + text(of: value)
    }

    /// A positional's words as the prompt splits a line: at white space.
    private static func words(of value: Value) -> [String] {
        text(of: value).split(whereSeparator: \.isWhitespace).map(String.init)
    }

    private static func text(of value: Value) -> String {
        switch value {
        case .string(let text): text
        case .int(let number): String(number)
        case .double(let number): Int(exactly: number).map(String.init) ?? String(number)
        case .bool(let flag): String(flag)
        case .null: ""
        case .array(let items): items.map(text(of:)).joined(separator: " ")
        case .object, .data: String(describing: value)
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

    var schema: Value {
        var schema: [String: Value] = ["description": .string(summary)]
        switch role {
        case .flag: schema["type"] = "boolean"
        case .option where isWholeNumber: schema["type"] = "integer"
        case .option, .positional: schema["type"] = "string"
        }
        if !choices.isEmpty { schema["enum"] = .array(choices.map(Value.string)) }
        return .object(schema)
    }

    /// `dry-run` → `dryRun`.
    static func camelCased(_ name: String) -> String {
        let parts = name.split(separator: "-")
        return (parts.first.map(String.init) ?? "") + parts.dropFirst().map(\.capitalized).joined()
    }
}
