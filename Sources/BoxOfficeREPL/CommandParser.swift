/// Turns a line typed at the prompt into a ``ReplCommand``.
public enum CommandParser {
    /// Parses `line`; `nil` for a blank line.
    /// - Throws: ``CommandParseError`` for an unknown command or extra arguments.
    public static func parse(_ line: String) throws(CommandParseError) -> ReplCommand? {
        let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let name = words.first?.lowercased() else { return nil }
        let arguments = Array(words.dropFirst())
        guard let entry = CommandCatalog.entry(named: name) else {
            throw .unknown(words[0], suggestion: suggestion(for: name))
        }
        if let command = try displayCommand(entry, arguments: arguments) { return command }
        if let command = try detailCommand(entry, arguments: arguments) { return command }
        let maximumArguments = ["date", "help"].contains(entry.name) ? 1 : 0
        guard arguments.count <= maximumArguments else {
            throw .tooManyArguments(command: entry.name, usage: entry.usage)
        }
        switch entry.name {
        case "date": return .date(arguments.first)
        case "prev": return .previous
        case "next": return .next
        case "refresh": return .refresh
        case "help": return .help(arguments.first)
        default: return .quit
        }
    }

    /// The known command nearest to `name` (a prefix of it, or at most two edits away).
    static func suggestion(for name: String) -> String? {
        let names = CommandCatalog.allNames
        if let prefixed = names.first(where: { $0.hasPrefix(name) }) { return prefixed }
        let scored = names.map { ($0, EditDistance.between($0, name)) }.filter { $0.1 <= 2 }
        return scored.min { $0.1 < $1.1 }?.0
    }
}
