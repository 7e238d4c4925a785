// Which movie `detail` means: the selector read from its argument, and why it may not tell.

import BoxOfficeDomain

/// Which movie `detail` is asked about: a rank in the list shown, a movie code, or the start
/// of a title.
public enum DetailSelector: Hashable, Sendable {
    /// `detail 3`: the third movie of the list shown.
    case rank(Int)
    /// `detail 20199882`: a movie by KOBIS's code, shown or not.
    case code(MovieCode)
    /// `detail 경관`: the movie of the list whose title starts with this.
    case title(String)

    /// Reads the argument of `detail`: a number of at most three digits (signed) is a rank,
    /// eight letters and digits starting with four digits are a code (`20199882`, `2023C165`),
    /// anything else is a title prefix. `nil` for blank text.
    public init?(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        let unsigned =
            trimmed.hasPrefix("-") || trimmed.hasPrefix("+") ? trimmed.dropFirst() : Substring(trimmed)
        if !unsigned.isEmpty, unsigned.count <= 3, unsigned.allSatisfy(\.isASCIIDigit),
            let rank = Int(trimmed)
        {
            self = .rank(rank)
        } else if trimmed.count == 8, trimmed.prefix(4).allSatisfy(\.isASCIIDigit),
            trimmed.allSatisfy({ $0.isASCIIDigit || ($0.isASCII && $0.isLetter) })
        {
            self = .code(MovieCode(trimmed.uppercased()))
        } else {
            self = .title(trimmed)
        }
    }
}

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
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
