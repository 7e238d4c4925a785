/// Why a date a user typed cannot be shown.
public enum DateInputError: Error, Hashable, Sendable, CustomStringConvertible {
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

    /// A sentence a user can act on.
    public var description: String {
        switch self {
        case .empty:
            "A date is needed: use YYYYMMDD or YYYY-MM-DD, e.g. 20220105."
        case .malformed(let text):
            "'\(text)' is not a date: use YYYYMMDD, YYYY-MM-DD, M/D, yesterday or -N (days back)."
        case .malformedMonth(let text):
            "'\(text)' is not a month: use YYYYMM or YYYY-MM, e.g. 202201."
        case .nonexistent(let text):
            "'\(text)' is not a day of the calendar."
        case .beforeEarliest(let date):
            "\(date) is before \(BoxOfficeDate.earliest), the first day KOBIS has figures for."
        case .today(let date):
            "\(date) is today: its figures are still being counted (오늘 날짜는 집계중입니다). Try yesterday."
        case .future(let date, let latest):
            "\(date) is in the future: the latest day with figures is \(latest)."
        }
    }
}
