import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

@Suite("ShowDailyBoxOfficeUseCase")
struct ShowDailyBoxOfficeUseCaseTests {
    /// 2022-01-06 12:00 in Seoul.
    let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_641_438_000) })

    @Test("a day without figures is refused before the repository is asked")
    func refusesToday() async throws {
        let repository = StubBoxOfficeRepository()
        let useCase = ShowDailyBoxOfficeUseCase(repository: repository, calendar: calendar)
        let today = try BoxOfficeDate.parse("20220106")
        await #expect(throws: BoxOfficeFailure.invalidDate(.today(today))) {
            try await useCase.execute(date: today)
        }
        #expect(await repository.callCount == 0)
    }

    @Test("the default day is yesterday in Seoul for the live source")
    func defaultIsYesterday() {
        let useCase = ShowDailyBoxOfficeUseCase(repository: StubBoxOfficeRepository(), calendar: calendar)
        #expect(useCase.defaultDate() == BoxOfficeDate(year: 2022, month: 1, day: 5))
        #expect(useCase.suggestedDates(count: 3).map(\.iso) == ["2022-01-05", "2022-01-04", "2022-01-03"])
    }

    @Test("the default day is the newest day of a repository that has only some")
    func defaultIsNewestAvailable() throws {
        let days = [try BoxOfficeDate.parse("20120101"), try BoxOfficeDate.parse("20220105")]
        let repository = StubBoxOfficeRepository(availableDates: days)
        let useCase = ShowDailyBoxOfficeUseCase(repository: repository, calendar: calendar)
        #expect(useCase.defaultDate() == days[1])
        #expect(useCase.suggestedDates() == days.reversed())
    }
}
