/// Why a date a user typed cannot be shown (Presentation says it).
public enum DateInputError: Error, Hashable, Sendable {
    /// Nothing was typed.
    case empty
    /// The text is not `yyyyMMdd` or `yyyy-MM-dd`.
    case malformed(String)
    /// The text is not a month `yyyyMM` or `yyyy-MM`.
    case malformedMonth(String)
    /// The text has the right shape but names no real day (`2023-02-30`).
    case nonexistent(String)
    /// The day is before 2003-11-11, the first day KOBIS has.
    case beforeEarliest(BoxOfficeDate)
    /// The day is today in Seoul: its figures are still being counted.
    case today(BoxOfficeDate)
    /// The day is after today in Seoul.
    case future(BoxOfficeDate, latest: BoxOfficeDate)
    /// A range's first day is after its last.
    case reversedRange(first: BoxOfficeDate, last: BoxOfficeDate)
    /// The week's chart (weekly, weekend, weekdays) is not over yet in Seoul: its figures are
    /// still being counted; `latest` is the latest such chart that is over.
    case periodNotOver(ChartPeriod, latest: ChartPeriod)
}
