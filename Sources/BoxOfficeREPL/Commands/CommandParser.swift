import BoxOfficePresentation

/// Turns a line typed at the prompt into the command it names, read by that command's type.
public enum CommandParser {
    /// Parses `line`; `nil` for a blank line or a comment (a line starting with `#`). A byte order
    /// mark before the line (a file saved by a Windows tool, piped in) is not part of it.
    /// - Throws: ``CommandParseError`` for an unknown command or arguments the command does not take.
    public static func parse(_ line: String) throws(CommandParseError) -> (any ReplCommand)? {
        let text = withoutByteOrderMark(line).trimmingWhitespace
        guard !text.isEmpty, !text.hasPrefix("#") else { return nil }
        let typedName = text.prefix { !$0.isWhitespace }
        let command = try command(named: String(typedName))
        return try command.init(
            arguments: CommandArguments(
                text.dropFirst(typedName.count), of: command, calledAs: typedName.lowercased()))
    }

    /// The command called `typed`, a name or alias in any case.
    /// - Throws: ``CommandParseError/unknown(_:suggestion:)`` when there is none.
    static func command(named typed: String) throws(CommandParseError) -> any ReplCommand.Type {
        guard let command = CommandList.command(named: typed.lowercased()) else {
            throw .unknown(typed, suggestion: suggestion(for: typed.lowercased()))
        }
        return command
    }

    /// The known command nearest to `name` (a prefix of it, or at most two edits away).
    static func suggestion(for name: String) -> String? {
        let names = CommandList.allNames
        if let prefixed = names.first(where: { $0.hasPrefix(name) }) { return prefixed }
        let scored = names.map { ($0, EditDistance.between($0, name)) }.filter { $0.1 <= 2 }
        return scored.min { $0.1 < $1.1 }?.0
    }

    private static func withoutByteOrderMark(_ line: String) -> Substring {
        line.unicodeScalars.first == "\u{FEFF}" ? Substring(line.unicodeScalars.dropFirst()) : Substring(line)
    }
}

extension Substring {
    /// Without the white space at either end.
    var trimmingWhitespace: Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return self[start..<end]
    }
}
