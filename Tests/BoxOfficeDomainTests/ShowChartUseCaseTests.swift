import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

@Suite("ShowChartUseCase")
struct ShowChartUseCaseTests {
    /// 2022-01-06 12:00 in Seoul.
    let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_641_438_000) })

    @Test("a day without figures is refused before the repository is asked")
    func refusesToday() async throws {
        let repository = StubBoxOfficeRepository()
        let useCase = ShowChartUseCase(repository: repository, calendar: calendar)
        let today = try BoxOfficeDate.parse("20220106")
        await #expect(throws: BoxOfficeFailure.invalidDate(.today(today))) {
            try await useCase.execute(date: today)
        }
        #expect(await repository.callCount == 0)
    }

    @Test("a future day names the latest day with figures: yesterday live, the newest demo day in the demo")
    func futureNamesTheLatestDay() async throws {
        let future = try BoxOfficeDate.parse("20991231")
        let live = ShowChartUseCase(repository: StubBoxOfficeRepository(), calendar: calendar)
        await #expect(throws: BoxOfficeFailure.invalidDate(.future(future, latest: try .parse("20220105")))) {
            try await live.execute(date: future)
        }
        let days = [try BoxOfficeDate.parse("20120101"), try BoxOfficeDate.parse("20211214")]
        let demo = ShowChartUseCase(
            repository: StubBoxOfficeRepository(availableDates: days), calendar: calendar)
        await #expect(throws: BoxOfficeFailure.invalidDate(.future(future, latest: days[1]))) {
            try await demo.execute(date: future)
        }
    }

    @Test("the default day is yesterday in Seoul for the live source")
    func defaultIsYesterday() {
        let useCase = ShowChartUseCase(repository: StubBoxOfficeRepository(), calendar: calendar)
        #expect(useCase.defaultDate() == BoxOfficeDate(year: 2022, month: 1, day: 5))
        #expect(useCase.suggestedDates(count: 3).map(\.iso) == ["2022-01-05", "2022-01-04", "2022-01-03"])
    }

    @Test("the default day is the newest day of a repository that has only some")
    func defaultIsNewestAvailable() throws {
        let days = [try BoxOfficeDate.parse("20120101"), try BoxOfficeDate.parse("20220105")]
        let repository = StubBoxOfficeRepository(availableDates: days)
        let useCase = ShowChartUseCase(repository: repository, calendar: calendar)
        #expect(useCase.defaultDate() == days[1])
        #expect(useCase.suggestedDates() == days.reversed())
    }

    @Test("prev and next step over the days a repository with only some lacks, and by one day otherwise")
    func neighbours() throws {
        let days = try ["20120101", "20120105", "20220105"].map(BoxOfficeDate.parse)
        let some = ShowChartUseCase(
            repository: StubBoxOfficeRepository(availableDates: days), calendar: calendar)
        #expect(some.neighbour(of: days[2], step: -1) == days[1])
        #expect(some.neighbour(of: days[1], step: 1) == days[2])
        #expect(
            some.neighbour(of: try BoxOfficeDate.parse("20150101"), step: -1) == days[1],
            "from a day it lacks")
        #expect(some.neighbour(of: days[0], step: -1).iso == "2011-12-31", "none before: the calendar day")
        let live = ShowChartUseCase(repository: StubBoxOfficeRepository(), calendar: calendar)
        #expect(live.neighbour(of: days[1], step: -1).iso == "2012-01-04")
        #expect(live.neighbour(of: days[1], step: 1).iso == "2012-01-06")
    }

    @Test(
        "a typed day is read once into the period it names: the day, or the week it falls in; none gives the default"
    )
    func typedDayNamesItsPeriod() throws {
        let useCase = ShowChartUseCase(repository: StubBoxOfficeRepository(), calendar: calendar)
        #expect(try useCase.period(.daily, typed: "20220105").description == "2022-01-05")
        #expect(try useCase.period(.daily, typed: "-2").description == "2022-01-04", "two days before today")
        #expect(try useCase.period(.weekly, typed: "1/5").description == "2022-01-03~2022-01-09")
        #expect(try useCase.period(.weekend, typed: "2022-01-05").description == "2022-01-07~2022-01-09")
        #expect(try useCase.period(.daily, typed: nil).description == "2022-01-05", "yesterday in Seoul")
        #expect(
            try useCase.period(.weekly, typed: nil).description == "2021-12-27~2022-01-02",
            "the last week over")
        #expect(throws: DateInputError.malformed("2022-13")) { try useCase.period(.daily, typed: "2022-13") }
    }
}
