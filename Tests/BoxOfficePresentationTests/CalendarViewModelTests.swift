import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeTestSupport
import Foundation
import Testing

/// `calendar`: the month typed or the month of the day shown, read through Domain, published as
/// one state.
@MainActor
struct CalendarViewModelTests {
    /// 2022-01-06 12:00 in Seoul: yesterday is 2022-01-05.
    let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_641_438_000) })

    /// The chart shown, which the list's effects keep and the calendar is handed.
    let session = SessionState()

    func viewModels(_ repository: StubBoxOfficeRepository = StubBoxOfficeRepository())
        -> (BoxOfficeListViewModel, CalendarViewModel)
    {
        let useCase = ShowChartUseCase(repository: repository, calendar: calendar)
        let list = BoxOfficeListViewModel(useCase: useCase, words: KoreanWords(), effects: .kept(in: session))
        return (list, CalendarViewModel(useCase: useCase, words: KoreanWords()))
    }

    @Test func withNoMonthTypedItShowsTheMonthOfTheDayShownWithThatDayMarked() async throws {
        let (list, calendar) = viewModels()
        let states = StateRecorder(calendar)
        await list.load(.daily, typed: "20211230", in: session.chartSelection)
        calendar.show(nil, in: session.chartSelection)
        guard case .loaded(let month) = try #require(states.states.first), states.states.count == 1 else {
            Issue.record("expected one month, got \(states.states)")
            return
        }
        #expect(month.title == "2021년 12월")
        #expect(month.weeks.joined().compactMap { $0 }.filter(\.isShown).map(\.number) == [30])
        #expect(month.summary == "자료 있는 날: 1-31일")
    }

    @Test func aDayThatFailedToLoadIsNotMarkedAsShownThoughItsMonthIsTheOneShown() async throws {
        let (list, calendar) = viewModels(StubBoxOfficeRepository(failing: .httpStatus(500, service: .kobis)))
        let states = StateRecorder(calendar)
        await list.load(.daily, typed: "20211230", in: session.chartSelection)
        #expect(session.chart == nil && session.period != nil)
        calendar.show(nil, in: session.chartSelection)
        guard case .loaded(let month) = states.last else {
            Issue.record("expected a month, got \(states.states)")
            return
        }
        #expect(month.title == "2021년 12월")
        #expect(month.weeks.joined().compactMap { $0 }.allSatisfy { !$0.isShown })
    }

    @Test func beforeAnyDayIsShownItShowsTheMonthOfTheDefaultDay() throws {
        let (_, calendar) = viewModels()
        let states = StateRecorder(calendar)
        calendar.show(nil, in: session.chartSelection)
        guard case .loaded(let month) = states.last else {
            Issue.record("expected a month, got \(states.states)")
            return
        }
        #expect(month.title == "2022년 1월")
        #expect(month.summary == "자료 있는 날: 1-5일", "today and later have no figures yet")
        #expect(month.weeks.joined().compactMap { $0 }.allSatisfy { !$0.isShown })
    }

    @Test func aMonthTypedIsReadThroughDomainWithoutARequest() async throws {
        let repository = StubBoxOfficeRepository()
        let (_, calendar) = viewModels(repository)
        let states = StateRecorder(calendar)
        calendar.show("2003-11", in: session.chartSelection)
        guard case .loaded(let month) = states.last else {
            Issue.record("expected a month, got \(states.states)")
            return
        }
        #expect(month.title == "2003년 11월")
        #expect(month.summary == "자료 있는 날: 11-30일", "KOBIS starts on 2003-11-11")
        #expect(await repository.callCount == 0)
    }

    @Test func textThatIsNotAMonthFailsExplainedWithNoSourceToBlame() throws {
        let (_, calendar) = viewModels()
        let states = StateRecorder(calendar)
        calendar.show("soon", in: session.chartSelection)
        let failure = try #require(states.failures.first)
        #expect(states.states.count == 1)
        #expect(failure.cause == nil)
        do throws(DateInputError) {
            _ = try CalendarMonth.parse("soon")
            Issue.record("`soon` read as a month")
        } catch {
            #expect(failure.message == KoreanWords().text(for: error))
        }
    }
}
