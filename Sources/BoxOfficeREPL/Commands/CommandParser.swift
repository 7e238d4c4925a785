import BoxOfficeCommands
import BoxOfficePresentation

/// Turns a line typed at the prompt into the command it names, parsed by that command's own
/// ArgumentParser declaration: the same parsing `boxoffice NAME ARGS` gets one-shot.
public enum CommandParser {
    /// Parses `line`; `nil` for a blank line or a comment (a line starting with `#`). A byte order
    /// mark before the line (a file saved by a Windows tool, piped in) is not part of it.
    public static func parse(_ line: String) throws(CommandParseError) -> (any SessionCommand)? {
        let text = withoutByteOrderMark(line).trimmingWhitespace
        guard !text.isEmpty, !text.hasPrefix("#") else { return nil }
        let words = PromptWords.split(text)
        let typedName = words[0]
        let command = try CommandList.typed(typedName)
        let parsed = try CommandList.parse(
            Array(words.dropFirst()), of: command, calledAs: typedName.lowercased())
        if let option = parsed.run.startOptions.first { throw .startOption(option) }
        return parsed
    }

    private static func withoutByteOrderMark(_ line: String) -> Substring {
        line.unicodeScalars.first == "\u{FEFF}" ? Substring(line.unicodeScalars.dropFirst()) : Substring(line)
    }
}

extension Substring {
    var trimmingWhitespace: Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return self[start..<end]
    }
}
