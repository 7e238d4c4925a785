import BoxOfficeDomain
import Foundation
import Testing

/// Which days a chart covers, how `prev`/`next` move, and a filter's stored key.
struct ChartPeriodTests {
    private func day(_ text: String) throws -> BoxOfficeDate { try BoxOfficeDate.parse(text) }

    @Test(arguments: ["2022-01-03", "2022-01-05", "2022-01-08", "2022-01-09"])
    func anyDayOfAWeekNamesItsWeek(day text: String) throws {
        let day = try day(text)
        #expect(ChartPeriod(.weekly, containing: day).description == "2022-01-03~2022-01-09")
        #expect(ChartPeriod(.weekend, containing: day).description == "2022-01-07~2022-01-09")
        #expect(ChartPeriod(.weekdays, containing: day).description == "2022-01-03~2022-01-06")
        #expect(ChartPeriod(.daily, containing: day).description == text)
    }

    @Test func theDocumentedWeekendIsFridayToSunday() throws {
        // KOBIS's documentation example: targetDt 20120101 gives showRange 20111230~20120101.
        let weekend = ChartPeriod(.weekend, containing: try day("2012-01-01"))
        #expect(weekend.first == (try day("2011-12-30")))
        #expect(weekend.last == (try day("2012-01-01")))
        #expect(weekend.days.count == 3)
    }

    @Test func aStepMovesADayOrAWeek() throws {
        let monday = try day("2022-01-03")
        #expect(ChartPeriod.day(monday).moved(by: -1).first == (try day("2022-01-02")))
        #expect(ChartPeriod(.weekly, containing: monday).moved(by: 1).description == "2022-01-10~2022-01-16")
        #expect(
            ChartPeriod(.weekend, containing: monday).moved(by: -1).description == "2021-12-31~2022-01-02")
    }

    @Test func aFilterKeyReadsBack() {
        let filters = [
            ChartFilter.all, ChartFilter(nation: .korean), ChartFilter(kind: .diversity),
            ChartFilter(nation: .foreign, kind: .commercial, region: .sejong),
        ]
        for filter in filters {
            #expect(ChartFilter(key: filter.description) == filter, "\(filter)")
        }
        #expect(ChartFilter.all.description == "all")
        #expect(ChartFilter(key: "nation=martian") == nil)
        #expect(ChartFilter(key: "colour=red") == nil)
    }

    @Test func theSeventeenRegionsHaveKOBISsCodes() {
        #expect(Region.allCases.count == 17)
        #expect(Region.seoul.code == "0105001")
        #expect(Region.jeju.code == "0105010")
        #expect(Region.sejong.code == "0105017")
        #expect(Region.allCases.allSatisfy { Region(code: $0.code) == $0 })
    }
}

/// Which periods and ranges have figures, by a fixed clock in Seoul.
struct ChartCalendarTests {
    // 2022-01-12 (a Wednesday) at noon in Seoul.
    let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_641_956_400) })

    private func day(_ text: String) throws -> BoxOfficeDate { try BoxOfficeDate.parse(text) }

    @Test func theCurrentWeekIsNotOverAndTheLatestOneIsNamed() throws {
        let thisWeek = ChartPeriod(.weekly, containing: try day("2022-01-12"))
        #expect(throws: DateInputError.periodNotOver(thisWeek, latest: thisWeek.moved(by: -1))) {
            try calendar.validate(thisWeek)
        }
        try calendar.validate(thisWeek.moved(by: -1))
        // Monday to Thursday of this week ends tomorrow; the weekend ended last Sunday.
        #expect(throws: DateInputError.self) {
            try calendar.validate(ChartPeriod(.weekdays, containing: try day("2022-01-10")))
        }
        try calendar.validate(ChartPeriod(.weekend, containing: try day("2022-01-09")))
    }

    @Test func aRangeRunsForwardOverDaysWithFigures() throws {
        #expect(try calendar.range(from: try day("2022-01-01"), to: try day("2022-01-11")).days.count == 11)
        #expect(
            throws: DateInputError.reversedRange(first: try day("2022-01-05"), last: try day("2022-01-01"))
        ) {
            try calendar.range(from: try day("2022-01-05"), to: try day("2022-01-01"))
        }
        #expect(throws: DateInputError.today(try day("2022-01-12"))) {
            try calendar.range(from: try day("2022-01-01"), to: try day("2022-01-12"))
        }
    }
}
