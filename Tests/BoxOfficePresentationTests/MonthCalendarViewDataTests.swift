import BoxOfficeDomain
import BoxOfficePresentation
import Testing

@Suite("MonthCalendarViewData")
struct MonthCalendarViewDataTests {
    /// Yesterday in Seoul in these tests: 2022-01-05.
    let yesterday = BoxOfficeDate(year: 2022, month: 1, day: 5) ?? .earliest

    func calendar(_ year: Int, _ month: Int, shown: BoxOfficeDate? = nil, language: Language = .korean) throws
        -> MonthCalendarViewData
    {
        let range = BoxOfficeDate.earliest...yesterday
        return MonthCalendarViewData(
            month: try #require(CalendarMonth(year: year, month: month)), shown: shown,
            words: language.words(kobisKeySet: false),
            hasFigures: { range.contains($0) })
    }

    @Test("weeks start on Sunday: 2022-01-01 was a Saturday, so the month takes six weeks")
    func sundayFirst() throws {
        let view = try calendar(2022, 1)
        #expect(view.weekdayNames == ["일", "월", "화", "수", "목", "금", "토"])
        #expect(view.title == "2022년 1월")
        #expect(view.weeks.count == 6)
        #expect(view.weeks[0].prefix(6).allSatisfy { $0 == nil })
        #expect(view.weeks[0][6]?.number == 1)
        #expect(view.weeks.allSatisfy { $0.count == 7 })
        #expect(view.weeks.joined().compactMap { $0 }.count == 31)
    }

    @Test("the last available day is yesterday; today and the future are without figures")
    func lastAvailableDay() throws {
        let view = try calendar(2022, 1, shown: yesterday)
        let days = view.weeks.joined().compactMap { $0 }
        #expect(days.first { $0.number == 5 }?.hasFigures == true)
        #expect(days.first { $0.number == 5 }?.isShown == true)
        #expect(days.filter(\.isShown).count == 1)
        #expect(days.filter { $0.number >= 6 }.allSatisfy { !$0.hasFigures })
        #expect(view.summary == "자료 있는 날: 1-5일")
    }

    @Test("the first available day is 2003-11-11; the days before it are without figures")
    func firstAvailableDay() throws {
        let view = try calendar(2003, 11)
        let days = view.weeks.joined().compactMap { $0 }
        #expect(days.filter(\.hasFigures).first?.date == BoxOfficeDate.earliest.iso)
        #expect(days.filter { $0.number < 11 }.allSatisfy { !$0.hasFigures })
        #expect(view.summary == "자료 있는 날: 11-30일")
    }

    @Test("a leap February has 29 days, an ordinary one 28 (February 2015 fills exactly four weeks)")
    func februaries() throws {
        #expect(try calendar(2020, 2).weeks.joined().compactMap { $0 }.count == 29)
        let ordinary = try calendar(2015, 2)
        #expect(ordinary.weeks.count == 4)
        #expect(ordinary.weeks.joined().compactMap { $0 }.count == 28)
    }

    @Test("a month with no figures says so, in English too")
    func noFigures() throws {
        #expect(try calendar(2003, 10).summary == "이 달에는 자료가 있는 날이 없습니다.")
        let english = try calendar(2030, 1, language: .english)
        #expect(english.summary == "No day of this month has figures.")
        #expect(english.title == "January 2030")
        #expect(english.weekdayNames.first == "Su")
    }

    @Test("scattered days are listed as ranges")
    func ranges() throws {
        let days: Set<Int> = [5, 14, 23, 24, 25, 26]
        let view = MonthCalendarViewData(
            month: try #require(CalendarMonth(year: 2023, month: 4)), shown: nil, words: EnglishWords(),
            hasFigures: { days.contains($0.day) })
        #expect(view.summary == "Days with figures: Apr 5, 14, 23-26")
    }

    @Test("one day with figures is a date in English, not a count")
    func oneDayIsADate() throws {
        let view = MonthCalendarViewData(
            month: try #require(CalendarMonth(year: 2023, month: 4)), shown: nil, words: EnglishWords(),
            hasFigures: { $0.day == 5 })
        #expect(view.summary == "Days with figures: Apr 5")
        let korean = MonthCalendarViewData(
            month: try #require(CalendarMonth(year: 2023, month: 4)), shown: nil, words: KoreanWords(),
            hasFigures: { $0.day == 5 })
        #expect(korean.summary == "자료 있는 날: 5일")
    }
}
