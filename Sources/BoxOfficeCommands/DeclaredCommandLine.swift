// A command's arguments as named values (a tool call's, a web address's query) and the words they make.

import ArgumentParser

/// The arguments a front that is not a prompt offers of a command, read off its declaration, and the
/// command line a set of named values makes: what the prompt would have read, so the one declaration
/// parses every front's request. The run options (`--format`, `--lang`, …) are the front's to set, not
/// a request's, and `--help` is never offered.
public struct DeclaredCommandLine: Sendable {
    /// One argument, named as a request names it.
    public struct Argument: Sendable {
        public enum Role: Sendable { case positional, option, flag }

        public let role: Role
        /// The request's name: `day`, `dryRun`.
        public let property: String
        /// The name after `--` (`dry-run`); for a positional, its value name.
        public let longName: String
        public let isRequired: Bool
        public let summary: String
        public let choices: [String]
        public let isWholeNumber: Bool

        public init?(_ dumped: DeclaredArguments.Argument) {
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

        /// `dry-run` → `dryRun`.
        public static func camelCased(_ name: String) -> String {
            let parts = name.split(separator: "-")
            return (parts.first.map(String.init) ?? "") + parts.dropFirst().map(\.capitalized).joined()
        }
    }

    /// What every run takes (`--format`, `--lang`, …): the front's to set, not a request's; nor is `--help` offered.
    public static let runOptions = Set(DeclaredArguments.of(RunOptions.self).compactMap(\.longName))
        .subtracting(["help"])
    private static let notOffered = runOptions.union(["help"])

    /// The arguments offered, in the declaration's order.
    public let arguments: [Argument]

    public init(_ command: any ParsableArguments.Type) {
        arguments = DeclaredArguments.of(command).compactMap { dumped in
            guard dumped.shouldDisplay ?? true, !Self.notOffered.contains(dumped.longName ?? "") else {
                return nil
            }
            return Argument(dumped)
        }
    }

    /// The names among `names` that are none of the arguments, sorted.
    public func undeclared(_ names: some Sequence<String>) -> [String] {
        let declared = Set(arguments.map(\.property))
        return names.filter { !declared.contains($0) }.sorted()
    }

    /// The words the prompt would have been typed: options and flags, then `--` and the positionals
    /// in their order; a name the declaration lacks is left out (a front refuses such a request unread,
    /// from ``undeclared(_:)``). A value's words are joined by spaces, and a positional's split at white
    /// space as the prompt splits a line; a flag is set by `true` and left out by `false`. A choice that
    /// has `all` (the filter's) is `all` when not given: each request says its whole filter, and none
    /// is left in force for the next, as one would at the prompt.
    public func words(from values: [String: [String]]) -> [String] {
        var positionals: [String] = []
        var options: [String] = []
        for argument in arguments {
            let unsaid = argument.choices.contains("all") ? ["all"] : nil
            guard let value = values[argument.property] ?? unsaid else { continue }
            let text = value.joined(separator: " ")
            switch argument.role {
            case .positional:
                positionals += text.split(whereSeparator: \.isWhitespace).map(String.init)
            case .option:
                options.append(Self.option(argument.longName, text))
            case .flag where value == ["true"]:
                options.append("--" + argument.longName)
            case .flag where value == ["false"]:
                break
            case .flag:
                options.append(Self.option(argument.longName, text))
            }
        }
        // Behind `--`, a value is never read as an option: a title `--help` is searched, not obeyed.
        return positionals.isEmpty ? options : options + ["--"] + positionals
    }

    /// `--name=value`, so a value that starts with `-` is read as the value, never as an option.
    private static func option(_ name: String, _ value: String) -> String {
        "--" + name + "=" + value
    }
}
