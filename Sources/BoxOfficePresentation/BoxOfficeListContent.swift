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

    /// Korean weekday names, Sunday first.
    public static let weekdayNames = ["일", "월", "화", "수", "목", "금", "토"]

    /// The content of a day's box office.
    public init(boxOffice: DailyBoxOffice) {
        date = boxOffice.date
        source = boxOffice.source
        heading = "\(boxOffice.date.iso) (\(Self.weekdayNames[boxOffice.date.weekday - 1]))"
        rows = boxOffice.entries.map(BoxOfficeRowViewData.init(entry:))
    }
}
