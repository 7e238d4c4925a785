import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

@Suite("Which days have figures")
struct DayAvailabilityTests {
    /// 2022-01-06 12:00 in Seoul.
    let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_641_438_000) })

    @Test("from the first day, 2003-11-11, to yesterday in Seoul; not today or later")
    func liveRange() throws {
        let useCase = ShowChartUseCase(repository: StubBoxOfficeRepository(), calendar: calendar)
        let first = BoxOfficeDate.earliest
        #expect(useCase.hasFigures(on: first))
        #expect(!useCase.hasFigures(on: first.adding(days: -1)))
        #expect(useCase.hasFigures(on: try #require(BoxOfficeDate(year: 2022, month: 1, day: 5))))
        #expect(!useCase.hasFigures(on: try #require(BoxOfficeDate(year: 2022, month: 1, day: 6))))
        #expect(!useCase.hasFigures(on: try #require(BoxOfficeDate(year: 2022, month: 1, day: 7))))
    }

    @Test("a repository with only some days (the demo data) has only those")
    func someDays() throws {
        let day = try #require(BoxOfficeDate(year: 2022, month: 1, day: 5))
        let useCase = ShowChartUseCase(
            repository: StubBoxOfficeRepository(availableDates: [day]), calendar: calendar)
        #expect(useCase.hasFigures(on: day))
        #expect(!useCase.hasFigures(on: day.adding(days: -1)))
    }
}
