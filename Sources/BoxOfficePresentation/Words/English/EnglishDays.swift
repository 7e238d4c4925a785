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

    // MARK: - List

    public var dailyBoxOffice: String { "daily box office" }

    public func loading(_ date: BoxOfficeDate) -> String { "Loading \(date.iso)…" }

    public func todayFigure(_ text: String) -> String { "today \(text)" }

    public func totalFigure(_ text: String) -> String { "total \(text)" }

    public var newMarker: String { "NEW" }

    public var noFigures: String { "No figures for this day (KOBIS has an empty list)." }

    public var tableHeadings: [String] { ["Rank", "Change", "Title", "Today", "Total"] }

    public func text(for limit: DayStepLimit) -> String {
        switch limit {
        case .firstDemoDay: "This is the first day of the demo data."
        case .lastDemoDay: "This is the last day of the demo data."
        case .latestDay: "This is the latest day (today's figures are still being counted)."
        case .latestWeek: "This is the latest week (this week's figures are still being counted)."
        }
    }

    public func listSentence(heading: String, title: String, source: DataSource) -> String {
        // `Daily box office of 2022-01-05 (Wed)`; with a week or a filter, `…, Korean films, for …`.
        let joiner = title.contains(" · ") ? ", for " : " of "
        let title = title.replacingOccurrences(of: " · ", with: ", ")
        return
            "\(title.prefix(1).uppercased() + title.dropFirst())\(joiner)\(heading), \(source.rawValue) data."
    }

    public func sentence(for row: BoxOfficeRowViewData) -> String {
        let marker = row.marker
        let change =
            switch marker.kind {
            case .new: "new"
            case .steady: "no change"
            case .up: "up \(marker.places)"
            case .down: "down \(marker.places)"
            }
        return
            "Rank \(row.rank), \(change), \(row.title), \(row.audience) \(row.kind == .daily ? "today" : "that \(periodWord(row.kind))"), \(row.audienceTotal) in total"
    }

    // MARK: - Calendar

    public func monthTitle(_ month: CalendarMonth) -> String {
        "\(Self.months[month.month - 1]) \(month.year)"
    }

    /// The month is named, so a lone day is not read as a count.
    public func daysWithFigures(_ ranges: String, in month: CalendarMonth) -> String {
        "Days with figures: \(Self.months[month.month - 1].prefix(3)) \(ranges)"
    }

    public var noDayWithFigures: String { "No day of this month has figures." }

    public func dayShownSentence(_ heading: String) -> String { "Day shown: \(heading)." }

    private static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]
}
