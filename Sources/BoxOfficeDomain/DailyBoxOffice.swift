/// A day's box office: the top ten of that day, and where the figures came from.
public struct DailyBoxOffice: Hashable, Sendable {
    /// The day.
    public var date: BoxOfficeDate
    /// Where the figures came from.
    public var source: DataSource
    /// The rows, by rank (KOBIS sends at most ten).
    public var entries: [DailyBoxOfficeEntry]

    /// Makes a day's box office.
    public init(date: BoxOfficeDate, source: DataSource, entries: [DailyBoxOfficeEntry]) {
        self.date = date
        self.source = source
        self.entries = entries
    }
}
