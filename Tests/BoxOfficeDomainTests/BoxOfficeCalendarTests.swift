import BoxOfficeDomain
import Foundation
import Testing

@Suite("BoxOfficeCalendar")
struct BoxOfficeCalendarTests {
    func instant(_ iso: String) throws -> Date {
        try #require(ISO8601DateFormatter().date(from: iso))
    }

    @Test("yesterday is counted in Seoul, not in the machine's zone")
    func yesterdayInSeoul() throws {
        let now = try instant("2023-11-14T22:13:00Z")
        let seoul = BoxOfficeCalendar(now: { now })
        let utc = BoxOfficeCalendar(now: { now }, timeZone: .gmt)
        #expect(seoul.yesterday() == BoxOfficeDate(year: 2023, month: 11, day: 14))
        #expect(utc.yesterday() == BoxOfficeDate(year: 2023, month: 11, day: 13))
    }

    @Test("today, the future and days before 2003-11-11 have no figures")
    func validates() throws {
        let now = try instant("2022-01-06T03:00:00Z")
        let calendar = BoxOfficeCalendar(now: { now })
        let today = try BoxOfficeDate.parse("20220106")
        #expect(throws: DateInputError.today(today)) { try calendar.validate(today) }
        let tomorrow = today.adding(days: 1)
        #expect(throws: DateInputError.future(tomorrow, latest: today.adding(days: -1))) {
            try calendar.validate(tomorrow)
        }
        let tooEarly = try BoxOfficeDate.parse("20031110")
        #expect(throws: DateInputError.beforeEarliest(tooEarly)) { try calendar.validate(tooEarly) }
    }

    @Test("the first and the last available day are valid")
    func bounds() throws {
        let now = try instant("2022-01-06T03:00:00Z")
        let calendar = BoxOfficeCalendar(now: { now })
        try calendar.validate(BoxOfficeDate.earliest)
        try calendar.validate(calendar.yesterday())
        #expect(calendar.availableRange.lowerBound == BoxOfficeDate.earliest)
        #expect(calendar.availableRange.upperBound == BoxOfficeDate(year: 2022, month: 1, day: 5))
    }

    @Test("a day turns final at midnight in Seoul, three days on")
    func finalAtSeoulMidnight() throws {
        let beforeMidnight = try instant("2022-01-08T14:59:59Z")  // 23:59:59 on 2022-01-08 in Seoul
        let atMidnight = try instant("2022-01-08T15:00:00Z")  // 00:00 on 2022-01-09 in Seoul
        let calendar = BoxOfficeCalendar(now: { atMidnight })
        let day = try BoxOfficeDate.parse("20220106")
        #expect(calendar.day(at: beforeMidnight) == BoxOfficeDate(year: 2022, month: 1, day: 8))
        #expect(calendar.day(at: atMidnight) == BoxOfficeDate(year: 2022, month: 1, day: 9))
        #expect(!calendar.isFinal(day, asOf: beforeMidnight))
        #expect(calendar.isFinal(day, asOf: atMidnight))
        #expect(calendar.isFinal(day))
        #expect(!calendar.isFinal(day.adding(days: 1), asOf: atMidnight))
    }

    @Test("finality as of an instant is judged in Seoul, not in UTC")
    func finalInSeoulNotUTC() throws {
        let instant = try instant("2022-01-08T20:00:00Z")  // 05:00 on 2022-01-09 in Seoul
        let seoul = BoxOfficeCalendar(now: { instant })
        let utc = BoxOfficeCalendar(now: { instant }, timeZone: .gmt)
        let day = try BoxOfficeDate.parse("20220106")
        #expect(seoul.isFinal(day, asOf: instant))
        #expect(!utc.isFinal(day, asOf: instant))
    }

    @Test("today is the day of the clock's instant")
    func todayIsDayAtNow() throws {
        let now = try instant("2023-11-14T22:13:00Z")
        let calendar = BoxOfficeCalendar(now: { now })
        #expect(calendar.today() == calendar.day(at: now))
        #expect(calendar.today() == BoxOfficeDate(year: 2023, month: 11, day: 15))
    }
}
