import BoxOfficeDomain

extension BoxOfficeChart {
    /// The day used when a test does not care: 2022-01-05.
    public static let stubDate = BoxOfficeDate(year: 2022, month: 1, day: 5) ?? BoxOfficeDate.earliest

    /// A day's box office; name only what the test is about.
    public static func stub(
        date: BoxOfficeDate = BoxOfficeChart.stubDate,
        source: DataSource = .kobis,
        entries: [BoxOfficeEntry] = (1...3).map { BoxOfficeEntry.stub(rank: $0) }
    ) -> BoxOfficeChart {
        BoxOfficeChart(date: date, source: source, entries: entries)
    }

    /// A day of `count` stub rows ranked 1 to `count` (KOBIS sends ten).
    public static func stub(
        date: BoxOfficeDate = BoxOfficeChart.stubDate, source: DataSource = .kobis, entryCount count: Int
    ) -> BoxOfficeChart {
        stub(
            date: date, source: source,
            entries: (0..<max(0, count)).map { BoxOfficeEntry.stub(rank: $0 + 1) })
    }
}
