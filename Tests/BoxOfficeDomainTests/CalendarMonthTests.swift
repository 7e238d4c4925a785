import BoxOfficeDomain
import Testing

@Suite("CalendarMonth")
struct CalendarMonthTests {
    @Test("reads YYYYMM and YYYY-MM", arguments: ["202201", "2022-01", " 202201 "])
    func parses(text: String) throws {
        #expect(try CalendarMonth.parse(text) == CalendarMonth(year: 2022, month: 1))
    }

    @Test(
        "rejects what is not a month",
        arguments: ["2022", "202213", "202200", "2022-1", "abcdef", "20220105"])
    func rejects(text: String) {
        #expect(throws: DateInputError.self) { try CalendarMonth.parse(text) }
    }

    @Test(
        "February has 29 days in leap years only",
        arguments: [(2024, 29), (2023, 28), (2000, 29), (1900, 28), (2004, 29)])
    func february(year: Int, days: Int) throws {
        let month = try #require(CalendarMonth(year: year, month: 2))
        #expect(month.dayCount == days)
        #expect(month.days.last?.day == days)
        #expect(month.days.last?.adding(days: 1) == CalendarMonth(year: year, month: 3)?.firstDay)
    }

    @Test("adding months crosses year boundaries both ways")
    func addingMonths() throws {
        let january = try #require(CalendarMonth(year: 2022, month: 1))
        #expect(january.adding(months: -1) == CalendarMonth(year: 2021, month: 12))
        #expect(january.adding(months: 12) == CalendarMonth(year: 2023, month: 1))
        #expect(january.adding(months: 11).description == "2022-12")
    }
}
