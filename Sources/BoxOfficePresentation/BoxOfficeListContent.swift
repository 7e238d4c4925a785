import BoxOfficeDomain

/// A loaded day, ready to show: the heading and the rows.
public struct BoxOfficeListContent: Hashable, Sendable {
    /// The day shown.
    public let date: BoxOfficeDate
    /// Where the figures came from.
    public let source: DataSource
    /// The heading: `2022-01-05 (수)`.
    public let heading: String
    /// The rows, by rank; empty when KOBIS has no figures for the day.
    public let rows: [BoxOfficeRowViewData]
    /// The figures themselves, for the csv and json formats and the screen reader's sentences.
    public let boxOffice: DailyBoxOffice
    /// The labels the heading and rows were made with.
    public let labels: Labels

    /// The content of a day's box office.
    /// - Parameters:
    ///   - boxOffice: the day's figures.
    ///   - language: the language of the heading and the rows; Korean by default.
    public init(boxOffice: DailyBoxOffice, language: Language = .korean) {
        let labels = Labels(language)
        self.boxOffice = boxOffice
        self.labels = labels
        date = boxOffice.date
        source = boxOffice.source
        heading = labels.heading(boxOffice.date)
        rows = boxOffice.entries.map { BoxOfficeRowViewData(entry: $0, labels: labels) }
    }
}
