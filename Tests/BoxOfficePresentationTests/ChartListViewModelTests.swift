import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeTestSupport
import Foundation
import Testing

/// The list screen beyond days: weekly charts, `prev`/`next` by the week, the filter kept and shown.
@MainActor
struct ChartListViewModelTests {
    /// 2022-01-12 (a Wednesday) 12:00 in Seoul: last week (2022-01-03~09) is over, this week is not.
    let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_641_956_400) })

    /// What the list's effects keep and its intents are handed: the chart shown, its period, the filter.
    let session = SessionState()

    func makeViewModel(_ repository: some BoxOfficeRepository, words: any Words = KoreanWords())
        -> BoxOfficeListViewModel
    {
        BoxOfficeListViewModel(
            useCase: ShowChartUseCase(repository: repository, calendar: calendar), words: words,
            effects: .kept(in: session))
    }

    private func period(_ kind: ChartKind, _ day: String) throws -> ChartPeriod {
        ChartPeriod(kind, containing: try BoxOfficeDate.parse(day))
    }

    @Test func anyDayOfAWeekShowsItsWeekendWithItsRangeInTheHeading() async throws {
        let repository = StubBoxOfficeRepository()
        let viewModel = makeViewModel(repository)
        await viewModel.load(.weekend, typed: "20220105", in: session.chartSelection)
        #expect(await repository.requests == [ChartRequest(period: try period(.weekend, "2022-01-05"))])
        let content = try #require(viewModel.state.loaded)
        #expect(content.heading == "2022-01-07 (금) ~ 2022-01-09 (일)")
        #expect(content.title == "주말 박스오피스")
        #expect(session.period == (try period(.weekend, "2022-01-09")))
        #expect(session.period?.kind == .weekend)
    }

    @Test(arguments: [
        (ChartKind.daily, "오늘", "Today"), (.weekly, "주간", "Week"), (.weekend, "주말", "Weekend"),
        (.weekdays, "주중", "Weekdays"),
    ])
    func theTablesFigureColumnIsNamedForThePeriod(kind: ChartKind, korean: String, english: String)
        async throws
    {
        for (words, heading) in [(KoreanWords() as any Words, korean), (EnglishWords(), english)] {
            let viewModel = makeViewModel(StubBoxOfficeRepository(), words: words)
            await viewModel.load(kind, typed: "20220105", in: session.chartSelection)
            #expect(try #require(viewModel.state.loaded).tableHeadings[3] == heading)
        }
    }

    @Test func noDayMeansTheLatestWeekThatIsOver() async throws {
        let repository = StubBoxOfficeRepository()
        let viewModel = makeViewModel(repository)
        await viewModel.load(.weekly, typed: nil, in: session.chartSelection)
        #expect(await repository.requests.map(\.period) == [try period(.weekly, "2022-01-03")])
    }

    @Test func prevAndNextMoveAWeekAndStopAtTheWeekStillCounted() async throws {
        let repository = StubBoxOfficeRepository()
        let viewModel = makeViewModel(repository)
        let recorder = StateRecorder(viewModel)
        await viewModel.load(.weekly, typed: "2022-01-05", in: session.chartSelection)
        await viewModel.showPrevious(in: session.chartSelection)
        #expect(session.period == (try period(.weekly, "2021-12-29")))
        await viewModel.showNext(in: session.chartSelection)
        await viewModel.showNext(in: session.chartSelection)
        #expect(session.period == (try period(.weekly, "2022-01-05")))
        #expect(recorder.failures.last?.message == KoreanWords().text(for: DayStepLimit.latestWeek))
        #expect(await repository.requests.count == 3)
    }

    @Test func theCurrentWeekIsExplainedWithoutARequest() async throws {
        let repository = StubBoxOfficeRepository()
        let viewModel = makeViewModel(repository, words: EnglishWords())
        let recorder = StateRecorder(viewModel)
        await viewModel.load(.weekdays, typed: "2022-01-12", in: session.chartSelection)
        #expect(await repository.callCount == 0)
        let message = try #require(recorder.failures.last?.message)
        #expect(
            message
                == "2022-01-10~2022-01-13 is not over yet: its figures are still being counted. The latest is 2022-01-03~2022-01-06."
        )
    }

    @Test func aFilterIsKeptForTheNextChartsAndShownInTheTitle() async throws {
        let repository = StubBoxOfficeRepository()
        let viewModel = makeViewModel(repository)
        await viewModel.load(.daily, typed: "2022-01-05", in: session.chartSelection)
        let korean = ChartFilter(nation: .korean, region: .busan)
        await viewModel.setFilter(korean, in: session.chartSelection)
        #expect(viewModel.state.loaded?.title == "일별 박스오피스 · 한국 영화 · 부산시")
        await viewModel.load(.weekend, typed: "2022-01-05", in: session.chartSelection)
        await viewModel.load(.daily, typed: "20220104", in: session.chartSelection)
        #expect(await repository.requests.map(\.filter) == [.all, korean, korean, korean])
        #expect(session.chart?.filter == korean)
        #expect(viewModel.state.loaded?.title == "일별 박스오피스 · 한국 영화 · 부산시")
    }

    @Test func aFilterSetBeforeAnyChartFetchesNothing() async {
        let repository = StubBoxOfficeRepository()
        let viewModel = makeViewModel(repository)
        await viewModel.setFilter(ChartFilter(kind: .diversity), in: session.chartSelection)
        #expect(await repository.callCount == 0)
        #expect(session.filter.kind == .diversity)
    }

    @Test func aWeeksRowsSayTheWeekNotToday() async throws {
        let viewModel = makeViewModel(StubBoxOfficeRepository())
        await viewModel.load(.weekly, typed: "2022-01-05", in: session.chartSelection)
        let row = try #require(viewModel.state.loaded?.rows.first)
        #expect(row.audienceLine.hasPrefix("주간 "))
        #expect(KoreanWords().sentence(for: row) == "1위, 신작, 경관의 피, 주간 64,050명, 누적 69,228명")
        #expect(EnglishWords().sentence(for: row) == "Rank 1, new, 경관의 피, 64,050 that week, 69,228 in total")
    }

    @Test func aFutureWeekIsInTheFuture() async throws {
        let viewModel = makeViewModel(StubBoxOfficeRepository())
        let recorder = StateRecorder(viewModel)
        await viewModel.load(.weekly, typed: "2027-01-01", in: session.chartSelection)
        guard case .invalidDate(.future)? = recorder.failures.last?.cause else {
            Issue.record("\(recorder.states)")
            return
        }
    }

    @Test func aFilterTheDemoDataCannotApplyIsNotKept() async throws {
        let viewModel = makeViewModel(DemoRepositoryStandIn())
        await viewModel.load(.daily, typed: "2022-01-05", in: session.chartSelection)
        await viewModel.setFilter(ChartFilter(nation: .korean), in: session.chartSelection)
        #expect(session.filter == .all)
        #expect(session.chart?.filter == .all)
    }

    @Test func aFilterTheDemoDataCannotApplyIsRefusedBeforeAnyChart() async throws {
        let viewModel = makeViewModel(DemoRepositoryStandIn())
        let recorder = StateRecorder(viewModel)
        let korean = ChartFilter(nation: .korean)
        await viewModel.setFilter(korean, in: session.chartSelection)
        #expect(session.filter == .all)
        guard case .chartNotInDemoData(let request)? = recorder.failures.last?.cause else {
            Issue.record("\(recorder.states)")
            return
        }
        #expect(request.filter == korean)
    }

    @Test func aWeekOfTheDemoDataIsExplained() async throws {
        let viewModel = makeViewModel(DemoRepositoryStandIn())
        let recorder = StateRecorder(viewModel)
        await viewModel.load(.weekly, typed: "2022-01-05", in: session.chartSelection)
        #expect(
            recorder.failures.last?.cause
                == .chartNotInDemoData(ChartRequest(period: try period(.weekly, "2022-01-05"))))
    }
}

/// Answers like the demo data: daily charts of every film only.
private struct DemoRepositoryStandIn: BoxOfficeRepository {
    var availableDates: [BoxOfficeDate]? { nil }
    var filtersCharts: Bool { false }

    func chart(_ request: ChartRequest, refresh: Bool) async throws(BoxOfficeFailure) -> BoxOfficeChart {
        guard request.period.kind == .daily, request.filter.isAll else { throw .chartNotInDemoData(request) }
        return .stub(date: request.period.first)
    }
}
