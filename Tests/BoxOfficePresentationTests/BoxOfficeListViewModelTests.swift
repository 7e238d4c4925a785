import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeTestSupport
import Foundation
import Testing

@MainActor
@Suite("BoxOfficeListViewModel")
struct BoxOfficeListViewModelTests {
    /// 2022-01-06 12:00 in Seoul: yesterday is 2022-01-05.
    let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_641_438_000) })

    /// What the list's effects keep and its intents are handed: the chart shown, its period, the filter.
    let session = SessionState()

    func makeViewModel(_ repository: some BoxOfficeRepository) -> BoxOfficeListViewModel {
        BoxOfficeListViewModel(
            useCase: ShowChartUseCase(repository: repository, calendar: calendar), words: KoreanWords(),
            effects: .kept(in: session))
    }

    @Test("loading publishes loading, then loaded with the rows")
    func loadPublishesStates() async throws {
        let viewModel = makeViewModel(StubBoxOfficeRepository())
        let recorder = StateRecorder(viewModel)

        await viewModel.load(.daily, typed: nil, in: session.chartSelection)

        let content = try #require(viewModel.state.loaded)
        #expect(recorder.states == [.loading("2022-01-05 불러오는 중…"), .loaded(content)])
        #expect(content.rows.count == 3)
        #expect(content.rows.first?.audienceLine == "오늘 64,050 / 총 69,228")
        #expect(session.period?.first == BoxOfficeChart.stubDate)
    }

    @Test("a failure publishes failed with a readable message and its typed cause")
    func failure() async throws {
        let viewModel = makeViewModel(StubBoxOfficeRepository(failing: .quotaExceeded))
        let recorder = StateRecorder(viewModel)
        await viewModel.load(.daily, typed: nil, in: session.chartSelection)
        #expect(recorder.states.count == 2)
        let failure = try #require(recorder.failures.first)
        #expect(failure.cause == .quotaExceeded)
        #expect(failure.message == "오늘 KOBIS 호출 한도(3,000회)를 다 썼습니다(320011). 내일 다시 시도하세요.")
        #expect(!failure.isCancellation)
    }

    @Test("a day typed wrong fails, explained, without a request or a loading state")
    func typedDay() async throws {
        let repository = StubBoxOfficeRepository()
        let viewModel = makeViewModel(repository)
        let recorder = StateRecorder(viewModel)
        await viewModel.load(.daily, typed: "soon", in: session.chartSelection)
        #expect(recorder.states.count == 1)
        let failure = try #require(recorder.failures.first)
        #expect(failure.cause == .invalidDate(.malformed("soon")), "the user's text, not a source")
        #expect(failure.isTypedWrong)
        #expect(failure.message == KoreanWords().text(for: DateInputError.malformed("soon")))
        await viewModel.load(.daily, typed: "1/4", in: session.chartSelection)
        #expect(await repository.calls.map(\.date.compact) == ["20220104"])
        #expect(recorder.states.dropFirst().map(\.isLoading) == [true, false])
    }

    @Test("어제 and 오늘 are read as yesterday and today, the Domain's words, in any language")
    func relativeDaysInKorean() async throws {
        #expect(DayInput.normalized("어제") == "yesterday")
        #expect(DayInput.normalized(" 오늘 ") == "today")
        #expect(DayInput.normalized("20220105") == "20220105")
        let repository = StubBoxOfficeRepository()
        let viewModel = makeViewModel(repository)
        await viewModel.load(.daily, typed: "어제", in: session.chartSelection)
        await viewModel.load(.daily, typed: "yesterday", in: session.chartSelection)
        let calls = await repository.calls.map(\.date)
        #expect(calls.count == 2)
        #expect(calls.first == calls.last, "어제 is the day yesterday is")
    }

    @Test("prev and next move from the selected day; refresh asks the source again")
    func navigation() async throws {
        let repository = StubBoxOfficeRepository()
        let viewModel = makeViewModel(repository)
        await viewModel.load(.daily, typed: "20220101", in: session.chartSelection)
        await viewModel.showPrevious(in: session.chartSelection)
        #expect(session.period?.first == (try BoxOfficeDate.parse("20211231")))
        await viewModel.showNext(in: session.chartSelection)
        await viewModel.refresh(in: session.chartSelection)
        let calls = await repository.calls
        #expect(calls.map(\.date.compact) == ["20220101", "20211231", "20220101", "20220101"])
        #expect(calls.map(\.refresh) == [false, false, false, true])
    }

    @Test("next from yesterday is refused as today and keeps the selected day")
    func nextFromYesterday() async {
        let repository = StubBoxOfficeRepository()
        let viewModel = makeViewModel(repository)
        await viewModel.load(.daily, typed: nil, in: session.chartSelection)
        let recorder = StateRecorder(viewModel)
        await viewModel.showNext(in: session.chartSelection)
        #expect(session.period?.first == BoxOfficeChart.stubDate)
        #expect(recorder.states.count == 2)
        #expect(
            recorder.failures.map(\.cause) == [.invalidDate(.today(BoxOfficeChart.stubDate.adding(days: 1)))])
        #expect(await repository.callCount == 1)
    }

    @Test("cancelling the task publishes a cancelled failure")
    func cancellation() async {
        let viewModel = makeViewModel(StubBoxOfficeRepository(delay: .seconds(600)))
        let recorder = StateRecorder(viewModel)
        let task = Task { await viewModel.load(.daily, typed: nil, in: session.chartSelection) }
        await recorder.untilRecorded(1)
        task.cancel()
        await task.value
        #expect(
            recorder.states == [
                .loading("2022-01-05 불러오는 중…"), .failed(ShownFailure("취소했습니다.", cause: .cancelled)),
            ])
        #expect(recorder.failures.first?.isCancellation == true)
        #expect(session.period?.first == nil)
    }

    @Test("a refused day keeps the day shown: next on yesterday, a day in the future")
    func refusedDayKeepsTheDayShown() async throws {
        let viewModel = makeViewModel(StubBoxOfficeRepository())
        await viewModel.load(.daily, typed: nil, in: session.chartSelection)
        let recorder = StateRecorder(viewModel)
        await viewModel.showNext(in: session.chartSelection)
        #expect(
            recorder.failures.map(\.cause) == [.invalidDate(.today(BoxOfficeChart.stubDate.adding(days: 1)))])
        #expect(session.chart?.date == BoxOfficeChart.stubDate)
        #expect(viewModel.shownAgain()?.rows.count == 3)
        await viewModel.load(.daily, typed: "20991231", in: session.chartSelection)
        guard case .invalidDate = recorder.failures.last?.cause else {
            Issue.record("expected a refusal, got \(recorder.states)")
            return
        }
        #expect(session.period?.first == BoxOfficeChart.stubDate)
        #expect(session.chart?.date == BoxOfficeChart.stubDate)
        #expect(viewModel.shownAgain()?.rows.count == 3)
    }

    @Test("a cancelled load keeps the day shown, and shows it while loading")
    func cancelledLoadKeepsTheDayShown() async throws {
        let shown = BoxOfficeChart.stub()
        let viewModel = makeViewModel(ScriptedDays([.success(shown), nil]))
        await viewModel.load(.daily, typed: nil, in: session.chartSelection)
        let recorder = StateRecorder(viewModel)
        let other = try BoxOfficeDate.parse("20220101")
        let task = Task { await viewModel.load(.daily, typed: other.iso, in: session.chartSelection) }
        await recorder.untilRecorded(1)
        #expect(session.loadingPeriod?.first == other)
        #expect(session.chart == shown)
        task.cancel()
        await task.value
        #expect(
            recorder.states == [
                .loading("2022-01-01 불러오는 중…"), .failed(ShownFailure("취소했습니다.", cause: .cancelled)),
            ])
        #expect(session.loadingPeriod?.first == nil)
        #expect(session.period?.first == shown.date)
        #expect(session.chart == shown)
        #expect(viewModel.shownAgain()?.rows.count == 3)
    }

    @Test("a failure for any day keeps the day shown, and prev/next/refresh count from it")
    func failureKeepsTheDayShown() async throws {
        let shown = BoxOfficeChart.stub()
        let repository = StubBoxOfficeRepository { date in
            date == shown.date ? .success(shown) : .failure(.httpStatus(500))
        }
        let viewModel = makeViewModel(repository)
        await viewModel.load(.daily, typed: nil, in: session.chartSelection)
        let recorder = StateRecorder(viewModel)
        await viewModel.showPrevious(in: session.chartSelection)
        #expect(
            recorder.states == [
                .loading("2022-01-04 불러오는 중…"),
                .failed(ShownFailure("KOBIS 서버가 HTTP 500으로 답했습니다.", cause: .httpStatus(500))),
            ])
        #expect(session.period?.first == shown.date, "the prompt names the day on screen")
        #expect(session.chart == shown)
        #expect(viewModel.shownAgain()?.rows.count == 3)
        await viewModel.showPrevious(in: session.chartSelection)
        await viewModel.refresh(in: session.chartSelection)
        #expect(session.chart == shown)
        let calls = await repository.calls.map(\.date.compact)
        #expect(calls == ["20220105", "20220104", "20220104", "20220105"])
    }

    @Test("a failure with no day shown selects the day that failed, so refresh tries it again")
    func firstFailureSelectsTheFailedDay() async throws {
        let repository = StubBoxOfficeRepository(failing: .quotaExceeded)
        let viewModel = makeViewModel(repository)
        let day = try BoxOfficeDate.parse("20220101")
        await viewModel.load(.daily, typed: day.iso, in: session.chartSelection)
        #expect(session.period?.first == day)
        #expect(session.chart == nil)
        await viewModel.refresh(in: session.chartSelection)
        #expect(await repository.calls.map(\.date) == [day, day])
    }

    @Test("an observer whose owner is gone is no longer called")
    func weakOwners() async {
        let viewModel = makeViewModel(StubBoxOfficeRepository())
        var calls = 0
        do {
            let owner = StateRecorder(viewModel)
            viewModel.observe(owner: owner) { _ in calls += 1 }
        }
        await viewModel.load(.daily, typed: nil, in: session.chartSelection)
        #expect(calls == 0)
    }

    @Test("a failure's message is in the ViewModel's language, and with a key set suggests none")
    func failureMessagesFollowTheLanguage() async {
        let repository = StubBoxOfficeRepository { date in
            .failure(.notInDemoData(date, available: [.earliest]))
        }
        let useCase = ShowChartUseCase(repository: repository, calendar: calendar)
        let day = BoxOfficeDate(year: 2022, month: 1, day: 5) ?? .earliest
        let english = BoxOfficeListViewModel(useCase: useCase, words: EnglishWords(), effects: .none)
        let englishStates = StateRecorder(english)
        await english.load(.daily, typed: day.iso, in: ChartSelection())
        #expect(
            englishStates.failures == [
                ShownFailure(
                    "2022-01-05 is not in the demo data; it has 2003-11-11.",
                    cause: .notInDemoData(day, available: [.earliest]))
            ])
        let korean = BoxOfficeListViewModel(
            useCase: useCase, words: KoreanWords(kobisKeySet: true), effects: .none)
        let koreanStates = StateRecorder(korean)
        await korean.load(.daily, typed: day.iso, in: ChartSelection())
        #expect(koreanStates.failures.map(\.message) == ["2022-01-05는 데모 자료에 없습니다(있는 날: 2003-11-11)."])
        #expect(
            KoreanWords(kobisKeySet: true).text(for: DateInputError.malformed("x")).hasPrefix(
                "'x'은(는) 날짜가 아닙니다"),
            "a Latin letter's reading is not known")
    }
}

extension ViewState {
    /// Whether this is a loading state.
    var isLoading: Bool {
        if case .loading = self { true } else { false }
    }
}

extension BoxOfficeListViewModelTests {
    @Test("a chart fetched but not kept by the store is shown, with the failure said beside it")
    func aChartNotKeptIsShownWithItsWarning() async throws {
        let day = BoxOfficeChart.stubDate
        let problem = StoreWriteFailure(file: "/c/boxoffice.sqlite", reason: .full)
        let viewModel = makeViewModel(
            StubBoxOfficeRepository(failing: .chartNotKept(.stub(date: day), problem)))
        await viewModel.load(.daily, typed: day.iso, in: session.chartSelection)
        let content = try #require(viewModel.state.loaded)
        #expect(content.rows.count == 3 && session.period?.first == day)
        #expect(content.warning == "받았지만 로컬 저장소에 저장하지 못했습니다(디스크 공간 없음: /c/boxoffice.sqlite).")
    }
}

extension BoxOfficeListViewModelTests {
    @Test(
        "showAgain publishes the chart shown without its warning, asks nothing, and with none shown says nothing"
    )
    func showAgainRepublishesTheChartShown() async throws {
        let day = BoxOfficeChart.stubDate
        let problem = StoreWriteFailure(file: "/c/boxoffice.sqlite", reason: .full)
        let repository = StubBoxOfficeRepository(failing: .chartNotKept(.stub(date: day), problem))
        let viewModel = makeViewModel(repository)
        let recorder = StateRecorder(viewModel)
        viewModel.showAgain()
        #expect(recorder.states.isEmpty)
        await viewModel.load(.daily, typed: day.iso, in: session.chartSelection)
        let shown = try #require(viewModel.state.loaded)
        recorder.clear()
        viewModel.showAgain()
        #expect(recorder.states.map(\.loaded?.rows) == [shown.rows])
        #expect(recorder.last?.loaded?.warning == nil && shown.warning != nil, "the warning was said once")
        #expect(await repository.callCount == 1)
    }
}
