// A line typed at the prompt made the command it names: split into words as a shell would (quotes
// keep spaces inside a word), then parsed by the command's own declaration.

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

enum PromptWords {
    /// The words of `line`, split at white space; a word that starts with `"` or `'` runs to the
    /// same quote before white space or the end (`source "my  day.txt"`), the quotes dropped. An
    /// unclosed quote is a plain character (`detail Ocean's Eleven`). Each character is looked at
    /// a bounded number of times, so a megabyte of words is split at once.
    static func split(_ line: Substring) -> [String] {
        var words: [String] = []
        var rest = line[...]
        // The quotes a search found no closing one for: a later word's search, over less of the line, fails too.
        var unclosed: Set<Character> = []
        while let start = rest.firstIndex(where: { !$0.isWhitespace }) {
            rest = rest[start...]
            if let quote = rest.first, quote == "\"" || quote == "'", !unclosed.contains(quote) {
                if let word = quoted(rest, by: quote) {
                    words.append(String(word.text))
                    rest = rest[word.end...]
                    continue
                }
                unclosed.insert(quote)
            }
            let end = rest.firstIndex(where: \.isWhitespace) ?? rest.endIndex
            words.append(String(rest[..<end]))
            rest = rest[end...]
        }
        return words
    }

    private static func quoted(_ text: Substring, by quote: Character) -> (
        text: Substring, end: Substring.Index
    )? {
        var index = text.index(after: text.startIndex)
        while let close = text[index...].firstIndex(of: quote) {
            let after = text.index(after: close)
            if after == text.endIndex || text[after].isWhitespace {
                return (text[text.index(after: text.startIndex)..<close], after)
            }
            index = after
        }
        return nil
    }
}
