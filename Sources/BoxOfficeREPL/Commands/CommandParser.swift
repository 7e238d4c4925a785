/// Turns a line typed at the prompt into the command it names, read by that command's type.
public enum CommandParser {
    /// Parses `line`; `nil` for a blank line.
    /// - Throws: ``CommandParseError`` for an unknown command or arguments the command does not take.
    public static func parse(_ line: String) throws(CommandParseError) -> (any ReplCommand)? {
        let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let name = words.first?.lowercased() else { return nil }
        guard let command = CommandList.command(named: name) else {
            throw .unknown(words[0], suggestion: suggestion(for: name))
        }
        return try command.init(arguments: CommandArguments(Array(words.dropFirst()), of: command))
    }

    /// The known command nearest to `name` (a prefix of it, or at most two edits away).
    static func suggestion(for name: String) -> String? {
        let names = CommandList.allNames
        if let prefixed = names.first(where: { $0.hasPrefix(name) }) { return prefixed }
        let scored = names.map { ($0, EditDistance.between($0, name)) }.filter { $0.1 <= 2 }
        return scored.min { $0.1 < $1.1 }?.0
    }
}
