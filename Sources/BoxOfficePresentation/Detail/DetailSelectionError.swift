/// Why `detail` cannot tell which movie is meant; each says what to type instead.
public enum DetailSelectionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `detail` with nothing after it.
    case noArgument
    /// A rank or a title, but no list is shown.
    case noListShown
    /// A rank the list shown does not have.
    case rankOutOfRange(Int, count: Int)
    /// No title of the list shown starts with the text.
    case noTitleMatch(String)
    /// Several titles start with the text: `(rank, title)` of each.
    case ambiguous(String, matches: [Match])

    /// A movie a prefix matched.
    public struct Match: Hashable, Sendable {
        /// Its rank.
        public let rank: Int
        /// Its title.
        public let title: String

        /// Makes a match.
        public init(rank: Int, title: String) {
            self.rank = rank
            self.title = title
        }
    }

    /// One sentence for the user, in English (``MessageWording`` has the Korean one).
    public var description: String {
        switch self {
        case .noArgument:
            "Which movie? Use `detail N` (a rank), `detail <movieCode>` or `detail <title>`."
        case .noListShown:
            "No list is shown: show a day with `date` first, or use `detail <movieCode>`."
        case .rankOutOfRange(let rank, 0):
            "There is no rank \(rank): the list shown is empty."
        case .rankOutOfRange(let rank, let count):
            "There is no rank \(rank): the list shown has ranks 1–\(count)."
        case .noTitleMatch(let text):
            "No movie in the list shown has a title starting with '\(Self.excerpt(text))'."
        case .ambiguous(let text, let matches):
            "'\(Self.excerpt(text))' matches several movies: "
                + matches.map { "\($0.rank) \($0.title)" }.joined(separator: ", ")
                + ". Type more of the title, or the rank."
        }
    }

    /// The first 40 characters of `text`, with `…` when it is longer.
    static func excerpt(_ text: String) -> String {
        text.count <= 40 ? text : String(text.prefix(40)) + "…"
    }
}
