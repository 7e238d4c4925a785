/// Why `detail` cannot tell which movie is meant; its words say what to type instead.
public enum DetailSelectionError: Error, Hashable, Sendable {
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

    /// The movies a prefix matched, as the words list them: `2 스파이더맨, 5 스즈메`.
    static func listed(_ matches: [Match]) -> String {
        matches.map { "\($0.rank) \($0.title)" }.joined(separator: ", ")
    }

    /// The first 40 characters of `text`, with `…` when it is longer.
    static func excerpt(_ text: String) -> String {
        text.count <= 40 ? text : String(text.prefix(40)) + "…"
    }
}
