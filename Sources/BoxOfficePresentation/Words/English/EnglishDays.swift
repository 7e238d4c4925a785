import BoxOfficeDomain

extension EnglishWords {
    // MARK: - Dates

    public func text(for error: DateInputError) -> String {
        switch error {
        case .empty:
            "A date is needed: use YYYYMMDD or YYYY-MM-DD, e.g. 20220105."
        case .malformed(let text):
            "'\(UserText.excerpt(text))' is not a date: use YYYYMMDD, YYYY-MM-DD, M/D, yesterday or -N (days back)."
        case .malformedMonth(let text):
            "'\(UserText.excerpt(text))' is not a month: use YYYYMM or YYYY-MM, e.g. 202201."
        case .nonexistent(let text):
            "'\(UserText.excerpt(text))' is not a day of the calendar."
        case .beforeEarliest(let date):
            "\(date) is before \(BoxOfficeDate.earliest), the first day KOBIS has figures for."
        case .today(let date):
            "\(date) is today: its figures are still being counted (오늘 날짜는 집계중입니다). Try yesterday."
        case .future(let date, let latest):
            "\(date) is in the future: the latest day with figures is \(latest)."
        case .reversedRange(let first, let last):
            "\(first) is after \(last): give the earlier day first."
        case .periodNotOver(let period, let latest):
            "\(period) is not over yet: its figures are still being counted. The latest is \(latest)."
        }
    }

    public var weekdayNames: [String] { ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"] }

    public func weekdayShort(_ weekday: Int) -> String {
        ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][max(0, min(6, weekday - 1))]
    }
}
