// Which movie `detail` means: the selector read from its argument, the movie it selects, and why it may not tell.

import BoxOfficeDomain

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

public enum DetailSelectionError: Error, Hashable, Sendable {
    case noArgument
    case noListShown
    case rankOutOfRange(Int, count: Int)
    /// A number the last list of found movies (a search, a filmography) does not have.
    case numberOutOfRange(Int, shown: ClosedRange<Int>?)
    case noTitleMatch(String)
    case ambiguous(String, matches: [Match])

    public struct Match: Hashable, Sendable {
        public let rank: Int
        public let title: String

        public init(rank: Int, title: String) {
            self.rank = rank
            self.title = title
        }
    }

    static func listed(_ matches: [Match]) -> String {
        matches.map { "\($0.rank) \($0.title)" }.joined(separator: ", ")
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

/// The movie a `detail` argument names, with its row in the list shown and that list's day when
/// the list has it, read together so they always belong to the same day.
public struct DetailSelection: Sendable {
    public let movie: ListedMovie
    /// Its row in the list shown; `nil` for a code the list does not have.
    public let entry: BoxOfficeEntry?
    public let date: BoxOfficeDate?

    init(_ entry: BoxOfficeEntry, of day: BoxOfficeChart) {
        movie = ListedMovie(code: entry.movieCode, title: entry.title)
        self.entry = entry
        date = day.date
    }

    init(code: MovieCode) {
        self.init(movie: ListedMovie(code: code, title: nil))
    }

    /// A movie that is not a row of the list shown (a code, a movie a search found).
    init(movie: ListedMovie) {
        self.movie = movie
        entry = nil
        date = nil
    }

    /// A title is matched as `shown` makes it, the way the user reads it (escape codes removed).
    public init(_ text: String?, in day: BoxOfficeChart?, titlesShownAs shown: (String) -> String)
        throws(DetailSelectionError)
    {
        guard let text, let selector = DetailSelector(text) else { throw .noArgument }
        switch selector {
        case .code(let code):
            guard let day, let entry = day.entries.first(where: { $0.movieCode == code }) else {
                self.init(code: code)
                return
            }
            self.init(entry, of: day)
        case .rank(let rank):
            guard let day else { throw .noListShown }
            guard let entry = day.entries.first(where: { $0.rank == rank }) else {
                throw .rankOutOfRange(rank, count: day.entries.count)
            }
            self.init(entry, of: day)
        case .title(let prefix):
            guard let day else { throw .noListShown }
            let wanted = Self.normalized(prefix)
            let titled = day.entries.map { (entry: $0, title: shown($0.title)) }
            let matches = titled.filter { Self.normalized($0.title).hasPrefix(wanted) }
            let exact = matches.filter { Self.normalized($0.title) == wanted }
            guard let match = matches.count == 1 ? matches.first : exact.first else {
                if matches.isEmpty { throw .noTitleMatch(prefix) }
                throw .ambiguous(prefix, matches: matches.map { .init(rank: $0.entry.rank, title: $0.title) })
            }
            self.init(match.entry, of: day)
        }
    }

    /// `argument` is everything typed after `detail `; the candidates stand for its last word, so a
    /// title with spaces completes word by word (`스파이더맨: 노` → `노 웨이 홈`).
    public static func completions(
        forArgument argument: String, in day: BoxOfficeChart?, titlesShownAs shown: (String) -> String
    ) -> [String] {
        guard let day else { return [] }
        let titles = day.entries.map { shown($0.title) }
        let lastSpace = argument.lastIndex(where: { $0 == " " || $0 == "\t" })
        guard let lastSpace else {
            return day.entries.map { String($0.rank) } + day.entries.map(\.movieCode.rawValue) + titles
        }
        let typedWords = argument[...lastSpace]
        return titles.compactMap { title in
            title.hasPrefix(typedWords) ? String(title.dropFirst(typedWords.count)) : nil
        }
    }

    static func normalized(_ text: String) -> String {
        String(text.lowercased().filter { !$0.isWhitespace })
    }
}
