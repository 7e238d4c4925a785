// The weekly charts' periods on their edges: every day of a week, every week from the first day
// with figures to 2030 against ISO 8601's weeks, the years with a week 53, the periods a range
// holds when it starts or ends on a Monday, Thursday, Friday or Sunday, and which periods are over.

import BoxOfficeDomain
import Foundation
import Testing

@Suite struct WeekBoundaryTests {
    private func day(_ text: String) throws -> BoxOfficeDate { try BoxOfficeDate.parse(text) }

    /// Noon in Seoul on `text`.
    private func calendar(at text: String) throws -> BoxOfficeCalendar {
        let noon = try #require(ISO8601DateFormatter().date(from: text + "T03:00:00Z"))
        return BoxOfficeCalendar(now: { noon })
    }

    @Test(arguments: [
        "2024-01-01", "2024-01-02", "2024-01-03", "2024-01-04", "2024-01-05", "2024-01-06", "2024-01-07",
    ])
    func everyDayOfAWeekNamesTheSamePeriods(text: String) throws {
        let day = try day(text)
        #expect(ChartPeriod(.weekly, containing: day).description == "2024-01-01~2024-01-07")
        #expect(ChartPeriod(.weekend, containing: day).description == "2024-01-05~2024-01-07")
        #expect(ChartPeriod(.weekdays, containing: day).description == "2024-01-01~2024-01-04")
    }

    @Test func everyWeekFromTheFirstDayTo2030IsAnISOWeek() throws {
        var iso = Calendar(identifier: .iso8601)
        iso.timeZone = BoxOfficeCalendar.seoul
        let start = BoxOfficeDate.earliest.adding(days: -1)
        let end = try day("2030-12-31")
        for offset in 0...start.days(to: end) {
            let day = start.adding(days: offset)
            let date = try #require(
                iso.date(from: DateComponents(year: day.year, month: day.month, day: day.day, hour: 12)))
            let week = try #require(iso.dateInterval(of: .weekOfYear, for: date))
            let monday = BoxOfficeCalendar(now: { week.start }).today()
            let weekly = ChartPeriod(.weekly, containing: day)
            #expect(weekly.first == monday, "\(day.iso)")
            #expect(ChartPeriod(.weekend, containing: day).first == monday.adding(days: 4), "\(day.iso)")
            #expect(ChartPeriod(.weekdays, containing: day).last == monday.adding(days: 3), "\(day.iso)")
            if weekly.first != monday { return }
        }
    }

    @Test(arguments: [
        // ISO 2015-W53, 2020-W53 and 2026-W53 run into January; 2021-W01 starts on 4 January,
        // 2020-W01 on 30 December 2019; 2021-W52 ends on 2 January 2022.
        ("2016-01-01", "2015-12-28~2016-01-03", "2016-01-01~2016-01-03", "2015-12-28~2015-12-31"),
        ("2020-12-31", "2020-12-28~2021-01-03", "2021-01-01~2021-01-03", "2020-12-28~2020-12-31"),
        ("2021-01-03", "2020-12-28~2021-01-03", "2021-01-01~2021-01-03", "2020-12-28~2020-12-31"),
        ("2021-01-04", "2021-01-04~2021-01-10", "2021-01-08~2021-01-10", "2021-01-04~2021-01-07"),
        ("2020-01-01", "2019-12-30~2020-01-05", "2020-01-03~2020-01-05", "2019-12-30~2020-01-02"),
        ("2022-01-02", "2021-12-27~2022-01-02", "2021-12-31~2022-01-02", "2021-12-27~2021-12-30"),
        ("2027-01-01", "2026-12-28~2027-01-03", "2027-01-01~2027-01-03", "2026-12-28~2026-12-31"),
        ("2024-02-29", "2024-02-26~2024-03-03", "2024-03-01~2024-03-03", "2024-02-26~2024-02-29"),
    ])
    func weeksAcrossTheTurnOfAYear(text: String, weekly: String, weekend: String, weekdays: String) throws {
        let day = try day(text)
        #expect(ChartPeriod(.weekly, containing: day).description == weekly)
        #expect(ChartPeriod(.weekend, containing: day).description == weekend)
        #expect(ChartPeriod(.weekdays, containing: day).description == weekdays)
    }

    @Test func aStepAcrossTheTurnOfAYearIsAWeek() throws {
        let week53 = ChartPeriod(.weekend, containing: try day("2020-12-31"))
        #expect(week53.moved(by: 1).description == "2021-01-08~2021-01-10")
        #expect(week53.moved(by: -1).description == "2020-12-25~2020-12-27")
        #expect(
            ChartPeriod(.weekdays, containing: try day("2021-01-04")).moved(by: -1).description
                == "2020-12-28~2020-12-31")
    }

    /// The periods of `kind` that share a day with `first...last`, as text.
    private func periods(_ kind: ChartKind, _ first: String, _ last: String) throws -> [String] {
        ChartPeriod.periods(kind, overlapping: try day(first)...day(last)).map(\.description)
    }

    @Test func aRangeFromMondayToSundayHoldsOneOfEachWeeklyChart() throws {
        #expect(try periods(.weekly, "2024-01-01", "2024-01-07") == ["2024-01-01~2024-01-07"])
        #expect(try periods(.weekend, "2024-01-01", "2024-01-07") == ["2024-01-05~2024-01-07"])
        #expect(try periods(.weekdays, "2024-01-01", "2024-01-07") == ["2024-01-01~2024-01-04"])
        #expect(try periods(.daily, "2024-01-01", "2024-01-07").count == 7)
    }

    @Test func aRangeFromFridayToThursdayHoldsTwoWeeksButOneWeekendAndOneMondayToThursday() throws {
        #expect(
            try periods(.weekly, "2024-01-05", "2024-01-11") == [
                "2024-01-01~2024-01-07", "2024-01-08~2024-01-14",
            ])
        #expect(try periods(.weekend, "2024-01-05", "2024-01-11") == ["2024-01-05~2024-01-07"])
        #expect(try periods(.weekdays, "2024-01-05", "2024-01-11") == ["2024-01-08~2024-01-11"])
    }

    @Test func aRangeFromSundayToMondayTouchesTwoWeeks() throws {
        #expect(
            try periods(.weekly, "2024-01-07", "2024-01-08") == [
                "2024-01-01~2024-01-07", "2024-01-08~2024-01-14",
            ])
        #expect(try periods(.weekend, "2024-01-07", "2024-01-08") == ["2024-01-05~2024-01-07"])
        #expect(try periods(.weekdays, "2024-01-07", "2024-01-08") == ["2024-01-08~2024-01-11"])
    }

    @Test func aThursdayHoldsNoWeekendAndAFridayNoMondayToThursday() throws {
        #expect(try periods(.weekend, "2024-01-04", "2024-01-04").isEmpty)
        #expect(try periods(.weekdays, "2024-01-04", "2024-01-04") == ["2024-01-01~2024-01-04"])
        #expect(try periods(.weekend, "2024-01-05", "2024-01-05") == ["2024-01-05~2024-01-07"])
        #expect(try periods(.weekdays, "2024-01-05", "2024-01-05").isEmpty)
        #expect(try periods(.weekdays, "2024-01-06", "2024-01-07").isEmpty)
    }

    @Test func theFirstDayWithFiguresAndTheDayBefore() throws {
        let calendar = try calendar(at: "2024-02-10")
        let first = try day("2003-11-11")
        #expect(first == BoxOfficeDate.earliest && first.weekday == 3)
        try calendar.validate(ChartPeriod.day(first))
        #expect(throws: DateInputError.beforeEarliest(first.adding(days: -1))) {
            try calendar.validate(ChartPeriod.day(first.adding(days: -1)))
        }
        // The week of the first day has figures (from its Tuesday on); the week before has none.
        for kind in [ChartKind.weekly, .weekdays, .weekend] {
            let period = ChartPeriod(kind, containing: first)
            try calendar.validate(period)
            #expect(throws: DateInputError.beforeEarliest(period.moved(by: -1).first)) {
                try calendar.validate(period.moved(by: -1))
            }
        }
        #expect(ChartPeriod(.weekdays, containing: first).description == "2003-11-10~2003-11-13")
    }

    @Test func aRangeFromTheFirstDayHoldsItsWholeWeek() throws {
        let calendar = try calendar(at: "2024-02-10")
        let range = try calendar.range(from: BoxOfficeDate.earliest, to: try day("2003-11-16"))
        #expect(range.days.count == 6)
        #expect(
            ChartPeriod.periods(.weekly, overlapping: range).map(\.description) == ["2003-11-10~2003-11-16"])
        #expect(throws: DateInputError.beforeEarliest(try day("2003-11-10"))) {
            try calendar.range(from: try day("2003-11-10"), to: try day("2003-11-16"))
        }
    }

    @Test(arguments: [
        // today, the chart, whether it is over, the latest over when it is not
        ("2022-01-10", ChartKind.weekly, "2022-01-03", true, ""),
        ("2022-01-09", .weekly, "2022-01-03", false, "2021-12-27~2022-01-02"),
        ("2022-01-14", .weekdays, "2022-01-10", true, ""),
        ("2022-01-13", .weekdays, "2022-01-10", false, "2022-01-03~2022-01-06"),
        ("2022-01-14", .weekend, "2022-01-14", false, "2022-01-07~2022-01-09"),
        ("2022-01-16", .weekend, "2022-01-14", false, "2022-01-07~2022-01-09"),
        ("2022-01-17", .weekend, "2022-01-14", true, ""),
    ])
    func aWeeklyChartIsOverTheDayAfterItsLastDay(
        today: String, kind: ChartKind, containing: String, isOver: Bool, latest: String
    ) throws {
        let calendar = try calendar(at: today)
        let period = ChartPeriod(kind, containing: try day(containing))
        if isOver {
            try calendar.validate(period)
        } else {
            let error = #expect(throws: DateInputError.self) { try calendar.validate(period) }
            guard case .periodNotOver(let notOver, let named)? = error else {
                Issue.record("expected the period not over, got \(String(describing: error))")
                return
            }
            #expect(notOver == period && named.description == latest)
        }
    }
}
