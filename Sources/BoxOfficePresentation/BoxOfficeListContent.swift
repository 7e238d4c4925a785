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
