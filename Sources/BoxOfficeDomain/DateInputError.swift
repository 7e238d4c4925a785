/// Why a date a user typed cannot be shown (Presentation says it).
public enum DateInputError: Error, Hashable, Sendable {
    case empty
    case malformed(String)  // The text is not `yyyyMMdd` or `yyyy-MM-dd`
    case malformedMonth(String)  // The text is not a month `yyyyMM` or `yyyy-MM`
    case nonexistent(String)  // The text has the right shape but names no real day (`2023-02-30`)
    case beforeEarliest(BoxOfficeDate)  // The day is before 2003-11-11, the first day KOBIS has
    case today(BoxOfficeDate)  // The day is today in Seoul: its figures are still being counted
    case future(BoxOfficeDate, latest: BoxOfficeDate)  // The day is after today in Seoul
    case reversedRange(first: BoxOfficeDate, last: BoxOfficeDate)  // A range's first day is after its last
    // A week's chart not over yet in Seoul; `latest` is the latest one that is.
    case periodNotOver(ChartPeriod, latest: ChartPeriod)
}
