import BoxOfficeDomain
import Foundation
import Testing

@Suite("Days as users type them")
struct DateInputTests {
    /// 2022-01-06 12:00 in Seoul (03:00 UTC).
    let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_641_438_000) })

    func day(_ year: Int, _ month: Int, _ day: Int) throws -> BoxOfficeDate {
        try #require(BoxOfficeDate(year: year, month: month, day: day))
    }

    @Test("every accepted form names the expected day")
    func forms() throws {
        #expect(try calendar.date(from: "yesterday") == day(2022, 1, 5))
        #expect(try calendar.date(from: "-1") == day(2022, 1, 5))
        #expect(try calendar.date(from: "-3") == day(2022, 1, 3))
        #expect(try calendar.date(from: "2022-01-05") == day(2022, 1, 5))
        #expect(try calendar.date(from: "20220105") == day(2022, 1, 5))
        #expect(try calendar.date(from: "1/5") == day(2022, 1, 5))
        #expect(try calendar.date(from: " 12/31 ") == day(2022, 12, 31))
        #expect(try calendar.date(from: "today") == day(2022, 1, 6))
    }

    @Test("-N counts back across month and year boundaries")
    func backAcrossYear() throws {
        #expect(try calendar.date(from: "-6") == day(2021, 12, 31))
    }

    @Test("today is read, then explained by validate as still being counted")
    func todayExplained() throws {
        let today = try calendar.date(from: "today")
        #expect(throws: DateInputError.today(today)) { try calendar.validate(today) }
    }

    @Test(
        "M/D of a day that does not exist this year is explained", arguments: ["2/29", "2/30", "13/1", "0/5"])
    func nonexistentMonthDay(text: String) {
        #expect(throws: DateInputError.nonexistent(text)) { try calendar.date(from: text) }
    }

    @Test("29 February exists in a leap year")
    func leapDay() throws {
        // 2024-03-01 in Seoul.
        let leapYear = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_709_251_200) })
        #expect(try leapYear.date(from: "2/29") == day(2024, 2, 29))
    }

    @Test(
        "other text is malformed", arguments: ["abc", "1/2/3", "--3", "-", "3-"])
    func malformed(text: String) {
        #expect(throws: DateInputError.malformed(text)) { try calendar.date(from: text) }
    }
}
