import BoxOfficeDomain
import BoxOfficePresentation

extension CommandParser {
    /// Parses the commands about the display and scripts (`calendar`, `mode`, `format`, `width`,
    /// `symbols`, `settings`, `clear`, `source`); `nil` when `entry` is another command.
    static func displayCommand(_ entry: CommandCatalog.Entry, arguments: [String])
        throws(CommandParseError) -> ReplCommand?
    {
        switch entry.name {
        case "calendar":
            return .calendar(try single(entry, arguments))
        case "mode":
            return .mode(try choice(entry, arguments, ListLayout.init(rawValue:)))
        case "format":
            return .format(try choice(entry, arguments, DisplayFormat.init(rawValue:)))
        case "width":
            return .width(try choice(entry, arguments, AmbiguousWidth.init(rawValue:)))
        case "symbols":
            return .symbols(try choice(entry, arguments, SymbolChoice.init(rawValue:)))
        case "settings":
            guard arguments.isEmpty else { throw .tooManyArguments(command: entry.name, usage: entry.usage) }
            return .settings
        case "clear":
            guard arguments.isEmpty else { throw .tooManyArguments(command: entry.name, usage: entry.usage) }
            return .clear
        case "source":
            guard !arguments.isEmpty else { throw .missingArgument(command: entry.name, usage: entry.usage) }
            return .source(arguments.joined(separator: " "))
        default:
            return nil
        }
    }

    /// The words Tab offers after a display command: its choices.
    static func choices(for name: String) -> [String] {
        switch CommandCatalog.entry(named: name)?.name {
        case "mode": ListLayout.allCases.map(\.rawValue)
        case "format": DisplayFormat.allCases.map(\.rawValue)
        case "width": AmbiguousWidth.allCases.map(\.rawValue)
        case "symbols": SymbolChoice.allCases.map(\.rawValue)
        default: []
        }
    }

    private static func single(_ entry: CommandCatalog.Entry, _ arguments: [String]) throws(CommandParseError)
        -> String?
    {
        guard arguments.count <= 1 else { throw .tooManyArguments(command: entry.name, usage: entry.usage) }
        return arguments.first
    }

    private static func choice<Value>(
        _ entry: CommandCatalog.Entry, _ arguments: [String], _ make: (String) -> Value?
    ) throws(CommandParseError) -> Value? {
        guard let word = try single(entry, arguments) else { return nil }
        guard let value = make(word.lowercased()) else {
            throw .notAChoice(command: entry.name, word: word, choices: choices(for: entry.name))
        }
        return value
    }
}
