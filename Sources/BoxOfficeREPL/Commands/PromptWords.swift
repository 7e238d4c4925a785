// A line typed at the prompt split into words, as a shell would: quotes keep spaces inside a word.

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
