import BoxOfficeDomain
import Testing

@Suite("BoxOfficeDate")
struct BoxOfficeDateTests {
    @Test(
        "reads yyyyMMdd and yyyy-MM-dd",
        arguments: ["20220105", "2022-01-05", " 20220105 ", "\t2022-01-05\u{3000}"])
    func parsesBothShapes(text: String) throws {
        let date = try BoxOfficeDate.parse(text)
        #expect(date == BoxOfficeDate(year: 2022, month: 1, day: 5))
        #expect(date.compact == "20220105")
        #expect(date.iso == "2022-01-05")
    }

    @Test(
        "rejects text that is not a date",
        arguments: [
            "abc", "2022015", "2022/01/05", "２０２２０１０５", "2022-1-05", "202201050", "2022-01-0x", "2022-01_05",
            "2022--0105", "2022x01-05", "202201-05", "2022010x",
        ])
    func rejectsMalformed(text: String) {
        #expect(throws: DateInputError.malformed(text)) { try BoxOfficeDate.parse(text) }
    }

    /// The bytes read as digits are exactly 0 to 9: `/` and `:` sit either side of them in ASCII.
    @Test(
        "rejects the characters next to the digits, at either end and in either shape",
        arguments: ["2022010/", "2022010:", "/0220105", ":0220105", "2022-01-0/", "2022-01-0:", "2022-:1-05"])
    func rejectsTheDigitsNeighbours(text: String) {
        #expect(throws: DateInputError.malformed(text)) { try BoxOfficeDate.parse(text) }
    }

    @Test(
        "rejects days that do not exist",
        arguments: ["20231345", "2023-02-30", "20230229", "20220000", "00000105", "0000-01-05", "2023-00-10"])
    func rejectsNonexistent(text: String) {
        #expect(throws: DateInputError.nonexistent(text)) { try BoxOfficeDate.parse(text) }
    }

    @Test("rejects empty input")
    func rejectsEmpty() {
        #expect(throws: DateInputError.empty) { try BoxOfficeDate.parse("  ") }
    }

    @Test("echoes at most 40 characters of a long bad input")
    func shortensLongInput() throws {
        let long = String(repeating: "x", count: 10_000)
        #expect(throws: DateInputError.malformed(String(repeating: "x", count: 40) + "…")) {
            try BoxOfficeDate.parse(long)
        }
    }

    @Test("reads the first and last years and a leap day", arguments: ["00010101", "99991231", "2024-02-29"])
    func readsTheEdges(text: String) throws {
        let date = try BoxOfficeDate.parse(text)
        #expect(date.compact == text.replacingOccurrences(of: "-", with: ""))
    }

    @Test("knows leap days")
    func leapDays() {
        #expect(BoxOfficeDate(year: 2024, month: 2, day: 29) != nil)
        #expect(BoxOfficeDate(year: 2000, month: 2, day: 29) != nil)
        #expect(BoxOfficeDate(year: 1900, month: 2, day: 29) == nil)
        #expect(BoxOfficeDate(year: 2023, month: 2, day: 29) == nil)
    }

    @Test("adds days across month, year and leap boundaries")
    func addsDays() throws {
        let newYearsEve = try #require(BoxOfficeDate(year: 2021, month: 12, day: 31))
        #expect(newYearsEve.adding(days: 1) == BoxOfficeDate(year: 2022, month: 1, day: 1))
        let leap = try #require(BoxOfficeDate(year: 2024, month: 2, day: 28))
        #expect(leap.adding(days: 1) == BoxOfficeDate(year: 2024, month: 2, day: 29))
        #expect(leap.adding(days: 2) == BoxOfficeDate(year: 2024, month: 3, day: 1))
        #expect(BoxOfficeDate.earliest.adding(days: -1) == BoxOfficeDate(year: 2003, month: 11, day: 10))
        #expect(BoxOfficeDate.earliest.days(to: newYearsEve) == 6625)
    }

    @Test("knows the weekday (1 = Sunday)")
    func weekday() throws {
        #expect(try BoxOfficeDate.parse("20220105").weekday == 4)  // a Wednesday
        #expect(try BoxOfficeDate.parse("20231112").weekday == 1)  // a Sunday
        #expect(try BoxOfficeDate.parse("19700101").weekday == 5)  // a Thursday
    }

    @Test("orders chronologically")
    func orders() throws {
        #expect(try BoxOfficeDate.parse("20211231") < BoxOfficeDate.parse("20220101"))
        #expect(try BoxOfficeDate.parse("20220201") > BoxOfficeDate.parse("20220131"))
    }
}
