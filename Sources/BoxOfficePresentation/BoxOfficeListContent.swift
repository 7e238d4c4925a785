// A loaded day as the list shows it: the content, its rows, and each row's rank-change marker.

import BoxOfficeDomain

/// A loaded day, ready to show: the heading, the rows, and the words to show them with.
public struct BoxOfficeListContent: Hashable, Sendable {
    /// The day shown.
    public let date: BoxOfficeDate
    /// Where the figures came from.
    public let source: DataSource
    /// The heading: `2022-01-05 (수)`.
    public let heading: String
    /// The rows, by rank; empty when KOBIS has no figures for the day.
    public let rows: [BoxOfficeRowViewData]
    /// The figures themselves, for the csv and json formats.
    public let boxOffice: DailyBoxOffice
    /// The words the heading and rows were made with, for whatever else the view says.
    public let words: any Words

    /// The content of a day's box office.
    /// - Parameters:
    ///   - boxOffice: the day's figures.
    ///   - words: the language of the heading and the rows.
    public init(boxOffice: DailyBoxOffice, words: any Words) {
        self.boxOffice = boxOffice
        self.words = words
        date = boxOffice.date
        source = boxOffice.source
        heading = words.heading(boxOffice.date)
        rows = boxOffice.entries.map { BoxOfficeRowViewData(entry: $0, words: words) }
    }

    /// The screen reader's layout: the day and each movie as a sentence, with no table, symbols
    /// or colour (titles as KOBIS gave them: the terminal front sanitises the lines).
    public var sentences: [String] {
        [words.listSentence(heading: heading, source: source)] + (rows.isEmpty ? [words.noFigures] : [])
            + rows.map(words.sentence(for:))
    }

    /// The same day in the same words (everything else is made from them).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.boxOffice == rhs.boxOffice && lhs.words.speaksLike(rhs.words)
    }

    /// Hashes what ``==`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(boxOffice)
        hasher.combine(words.language)
    }
}

/// What one row of the list shows: rank, marker, title and the audience line.
public struct BoxOfficeRowViewData: Hashable, Sendable {
    /// The rank, e.g. `1`.
    public let rank: Int
    /// The rank-change marker.
    public let marker: RankMarker
    /// The title as KOBIS gave it; the terminal front sanitises it before printing.
    public let title: String
    /// `오늘 64,050 / 총 69,228`.
    public let audienceLine: String
    /// Tickets sold that day, grouped: `64,050`.
    public let audience: String
    /// Tickets sold since release, grouped: `69,228`.
    public let audienceTotal: String
    /// The movie's code, for `detail`.
    public let movieCode: MovieCode

    /// The view data of an entry.
    /// - Parameters:
    ///   - entry: the row's figures.
    ///   - words: the language of the audience line and the marker.
    public init(entry: DailyBoxOfficeEntry, words: any Words) {
        rank = entry.rank
        marker = RankMarker(entry.rankChange, words: words)
        title = entry.title
        audienceLine = words.audienceLine(today: entry.audience, total: entry.audienceTotal)
        audience = NumberFormatting.grouped(entry.audience)
        audienceTotal = NumberFormatting.grouped(entry.audienceTotal)
        movieCode = entry.movieCode
    }
}

/// The rank-change marker of a row, as the app shows it: `▲3` (red), `▼2` (blue),
/// `-`, or `신작`. The terminal front decides the colours from ``kind``.
public struct RankMarker: Hashable, Sendable {
    /// Which way the movie moved; decides the colour.
    public enum Kind: Hashable, Sendable {
        /// Moved up: red in Korean convention.
        case up
        /// Moved down: blue.
        case down
        /// Kept its rank.
        case steady
        /// Entered the top ten.
        case new
    }

    /// Which way the movie moved.
    public let kind: Kind
    /// How many places it moved (0 for new and steady).
    public let places: Int
    /// The text to show with Unicode symbols: `▲3`, `▼2`, `-` or `신작`.
    public let text: String
    /// The text to show with ASCII symbols: `+3`, `-2`, `-` or `NEW`.
    public let asciiText: String

    /// The marker for a rank change.
    /// - Parameters:
    ///   - change: how the rank moved.
    ///   - words: what a new entry is called (`신작` or `NEW`).
    public init(_ change: RankChange, words: any Words) {
        switch change {
        case .new:
            kind = .new
            places = 0
            text = words.newMarker
            asciiText = "NEW"
        case .up(let count):
            kind = .up
            places = count
            text = "▲\(count)"
            asciiText = "+\(count)"
        case .down(let count):
            kind = .down
            places = count
            text = "▼\(count)"
            asciiText = "-\(count)"
        case .steady:
            kind = .steady
            places = 0
            text = "-"
            asciiText = "-"
        }
    }

    /// The text in the given symbols.
    public func text(in symbols: SymbolSet) -> String {
        symbols == .unicode ? text : asciiText
    }
}
