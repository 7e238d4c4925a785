import BoxOfficeDomain

/// A month as the `calendar` command shows it: weeks from Sunday, the day shown marked, the
/// days without figures (today, the future, before 2003-11-11, or missing from the demo data)
/// marked to be dimmed, and a line saying which days have figures.
public struct MonthCalendarViewData: Hashable, Sendable {
    public struct Day: Hashable, Sendable {
        public let date: String
        public let number: Int
        public let isShown: Bool
        public let hasFigures: Bool
    }

    public let month: String
    public let title: String
    public let weekdayNames: [String]
    /// The weeks, Sunday first, seven places each; `nil` where the place is outside the month.
    public let weeks: [[Day?]]
    /// The days with figures as ranges, for every layout: `자료 있는 날: 1-20일` / `Days with figures: Jan 1-20`.
    public let summary: String
    public let sentences: [String]

    public init(
        month: CalendarMonth, shown: BoxOfficeDate?, words: any Words, hasFigures: (BoxOfficeDate) -> Bool
    ) {
        self.month = month.description
        title = words.monthTitle(month)
        weekdayNames = words.weekdayNames
        let days = month.days.map {
            Day(date: $0.iso, number: $0.day, isShown: $0 == shown, hasFigures: hasFigures($0))
        }
        let leading: [Day?] = Array(repeating: nil, count: month.firstDay.weekday - 1)
        var places = leading + days.map { Optional($0) }
        places += Array(repeating: nil, count: (7 - places.count % 7) % 7)
        weeks = stride(from: 0, to: places.count, by: 7).map { Array(places[$0..<$0 + 7]) }
        let summary = Self.summary(of: days.filter(\.hasFigures).map(\.number), in: month, words: words)
        self.summary = summary
        let shownDay = shown.flatMap { day in
            days.contains(where: \.isShown) ? words.dayShownSentence(words.heading(day)) : nil
        }
        sentences = [title + "."] + (shownDay.map { [$0] } ?? []) + [summary + "."]
    }

    static func summary(of days: [Int], in month: CalendarMonth, words: any Words) -> String {
        guard !days.isEmpty else { return words.noDayWithFigures }
        var ranges: [ClosedRange<Int>] = []
        for day in days {
            if let last = ranges.last, last.upperBound + 1 == day {
                ranges[ranges.count - 1] = last.lowerBound...day
            } else {
                ranges.append(day...day)
            }
        }
        let text = ranges.map { $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)-\($0.upperBound)" }
            .joined(separator: ", ")
        return words.daysWithFigures(text, in: month)
    }
}
