/// Decides what pressing Tab does, from the text before the cursor and the words that could
/// complete it: insert the part every candidate shares, list the candidates, or nothing.
///
/// The word being completed is what follows the last space or tab. Words are compared by
/// `Character`, so Hangul and composed letters are never split.
public enum CompletionResolver {
    /// What Tab should do.
    public enum Resolution: Equatable, Sendable {
        /// Insert this text at the cursor: the rest of the only candidate followed by a space,
        /// or the longer prefix that all candidates share.
        case insert(String)
        /// Show these candidates: several fit and they share nothing beyond the typed word.
        case list([String])
        /// Nothing fits the word.
        case noMatch
    }

    /// Resolves a Tab press.
    /// - Parameters:
    ///   - textBeforeCursor: the line up to the cursor, e.g. `"date 2022"`.
    ///   - candidates: whole words that could stand for the last word, e.g.
    ///     `["20220105", "20220104"]`; words that do not start with it are ignored, and
    ///     repeated words count once.
    /// - Returns: e.g. `.insert("010")` for the example above.
    public static func resolve(textBeforeCursor: String, candidates: [String]) -> Resolution {
        let word = currentWord(in: textBeforeCursor)
        let matches = unique(candidates.filter { $0.starts(with: word) })
        guard let first = matches.first else { return .noMatch }
        if matches.count == 1 {
            return .insert(String(first.dropFirst(word.count)) + " ")
        }
        let shared = matches.dropFirst().reduce(Substring(first)) { prefix, match in
            commonPrefix(prefix, Substring(match))
        }
        if shared.count > word.count {
            return .insert(String(shared.dropFirst(word.count)))
        }
        return .list(matches)
    }

    /// The last word of `text`: what follows its last space or tab (empty after a space).
    static func currentWord(in text: String) -> Substring {
        guard let lastSeparator = text.lastIndex(where: { $0 == " " || $0 == "\t" }) else {
            return Substring(text)
        }
        return text[text.index(after: lastSeparator)...]
    }

    private static func commonPrefix(_ left: Substring, _ right: Substring) -> Substring {
        var leftIndex = left.startIndex
        var rightIndex = right.startIndex
        while leftIndex < left.endIndex, rightIndex < right.endIndex,
            left[leftIndex] == right[rightIndex]
        {
            leftIndex = left.index(after: leftIndex)
            rightIndex = right.index(after: rightIndex)
        }
        return left[..<leftIndex]
    }

    private static func unique(_ words: [String]) -> [String] {
        var seen: Set<String> = []
        return words.filter { seen.insert($0).inserted }
    }
}
