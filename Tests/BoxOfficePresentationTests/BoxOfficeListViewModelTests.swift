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

    final class Recorder {
        var states: [BoxOfficeListState] = []
    }

    func makeViewModel(_ repository: some BoxOfficeRepository) -> BoxOfficeListViewModel {
        BoxOfficeListViewModel(
            useCase: ShowDailyBoxOfficeUseCase(repository: repository, calendar: calendar),
            words: KoreanWords())
    }

    @Test("loading publishes loading, then loaded with the rows")
    func loadPublishesStates() async {
        let viewModel = makeViewModel(StubBoxOfficeRepository())
        let recorder = Recorder()
        viewModel.observe(owner: recorder) { recorder.states.append($0) }

        await viewModel.load()

        #expect(recorder.states.count == 2)
        #expect(recorder.states.first == .loading(DailyBoxOffice.stubDate))
        #expect(viewModel.shownContent?.rows.count == 3)
        #expect(viewModel.shownContent?.rows.first?.audienceLine == "오늘 64,050 / 총 69,228")
        #expect(viewModel.selectedDate == DailyBoxOffice.stubDate)
    }

    @Test("a failure publishes failed with a readable message")
    func failure() async throws {
        let viewModel = makeViewModel(StubBoxOfficeRepository(failing: .quotaExceeded))
        await viewModel.load()
        guard case .failed(let failure, let message) = viewModel.state else {
            Issue.record("expected a failure, got \(viewModel.state)")
            return
        }
        #expect(failure == .quotaExceeded)
        #expect(message.contains("3,000"))
    }

    @Test("prev and next move from the selected day; refresh asks the source again")
    func navigation() async throws {
        let repository = StubBoxOfficeRepository()
        let viewModel = makeViewModel(repository)
        await viewModel.load(try BoxOfficeDate.parse("20220101"))
        await viewModel.showPrevious()
        #expect(viewModel.selectedDate == (try BoxOfficeDate.parse("20211231")))
        await viewModel.showNext()
        await viewModel.refresh()
        let calls = await repository.calls
        #expect(calls.map(\.date.compact) == ["20220101", "20211231", "20220101", "20220101"])
        #expect(calls.map(\.refresh) == [false, false, false, true])
    }

    @Test("next from yesterday is refused as today and keeps the selected day")
    func nextFromYesterday() async {
        let repository = StubBoxOfficeRepository()
        let viewModel = makeViewModel(repository)
        await viewModel.load()
        await viewModel.showNext()
        #expect(viewModel.selectedDate == DailyBoxOffice.stubDate)
        if case .failed(.invalidDate(.today), _) = viewModel.state {
        } else {
            Issue.record("expected the today refusal, got \(viewModel.state)")
        }
        #expect(await repository.callCount == 1)
    }

    @Test("cancelling the task publishes a cancelled failure")
    func cancellation() async {
        let viewModel = makeViewModel(StubBoxOfficeRepository(delay: .seconds(30)))
        let task = Task { await viewModel.load() }
        while viewModel.state == .idle { await Task.yield() }
        task.cancel()
        await task.value
        #expect(viewModel.state == .failed(.cancelled, message: "취소했습니다."))
        #expect(viewModel.selectedDate == nil)
    }

    @Test("a refused day keeps the day shown: next on yesterday, a day in the future")
    func refusedDayKeepsTheDayShown() async throws {
        let viewModel = makeViewModel(StubBoxOfficeRepository())
        await viewModel.load()
        await viewModel.showNext()
        if case .failed(.invalidDate(.today), _) = viewModel.state {
        } else {
            Issue.record("expected the today refusal, got \(viewModel.state)")
        }
        #expect(viewModel.shownBoxOffice?.date == DailyBoxOffice.stubDate)
        #expect(viewModel.shownContent?.rows.count == 3)
        await viewModel.load(try BoxOfficeDate.parse("20991231"))
        if case .failed(.invalidDate, _) = viewModel.state {
        } else {
            Issue.record("expected a refusal, got \(viewModel.state)")
        }
        #expect(viewModel.selectedDate == DailyBoxOffice.stubDate)
        #expect(viewModel.shownBoxOffice?.date == DailyBoxOffice.stubDate)
        #expect(viewModel.shownContent?.rows.count == 3)
    }

    @Test("a cancelled load keeps the day shown, and shows it while loading")
    func cancelledLoadKeepsTheDayShown() async throws {
        let shown = DailyBoxOffice.stub()
        let viewModel = makeViewModel(ScriptedDays([.success(shown), nil]))
        await viewModel.load()
        let other = try BoxOfficeDate.parse("20220101")
        let task = Task { await viewModel.load(other) }
        while viewModel.state != .loading(other) { await Task.yield() }
        #expect(viewModel.shownBoxOffice == shown)
        task.cancel()
        await task.value
        #expect(viewModel.state == .failed(.cancelled, message: "취소했습니다."))
        #expect(viewModel.selectedDate == shown.date)
        #expect(viewModel.shownBoxOffice == shown)
        #expect(viewModel.shownContent?.rows.count == 3)
    }

    @Test("a failure for any day keeps the day shown, and prev/next/refresh count from it")
    func failureKeepsTheDayShown() async throws {
        let shown = DailyBoxOffice.stub()
        let repository = StubBoxOfficeRepository { date in
            date == shown.date ? .success(shown) : .failure(.httpStatus(500))
        }
        let viewModel = makeViewModel(repository)
        await viewModel.load()
        await viewModel.showPrevious()
        #expect(
            viewModel.state
                == .failed(.httpStatus(500), message: "KOBIS 서버가 HTTP 500으로 답했습니다."))
        #expect(viewModel.selectedDate == shown.date, "the prompt names the day on screen")
        #expect(viewModel.shownBoxOffice == shown)
        #expect(viewModel.shownContent?.rows.count == 3)
        await viewModel.showPrevious()
        await viewModel.refresh()
        #expect(viewModel.shownBoxOffice == shown)
        let calls = await repository.calls.map(\.date.compact)
        #expect(calls == ["20220105", "20220104", "20220104", "20220105"])
    }

    @Test("a failure with no day shown selects the day that failed, so refresh tries it again")
    func firstFailureSelectsTheFailedDay() async throws {
        let repository = StubBoxOfficeRepository(failing: .quotaExceeded)
        let viewModel = makeViewModel(repository)
        let day = try BoxOfficeDate.parse("20220101")
        await viewModel.load(day)
        #expect(viewModel.selectedDate == day)
        #expect(viewModel.shownBoxOffice == nil)
        await viewModel.refresh()
        #expect(await repository.calls.map(\.date) == [day, day])
    }

    @Test("an observer whose owner is gone is no longer called")
    func weakOwners() async {
        let viewModel = makeViewModel(StubBoxOfficeRepository())
        var calls = 0
        do {
            let owner = Recorder()
            viewModel.observe(owner: owner) { _ in calls += 1 }
        }
        await viewModel.load()
        #expect(calls == 0)
    }

    @Test("a failure's message is in the ViewModel's language, and with a key set suggests none")
    func failureMessagesFollowTheLanguage() async {
        let repository = StubBoxOfficeRepository { date in
            .failure(.notInDemoData(date, available: [.earliest]))
        }
        let useCase = ShowDailyBoxOfficeUseCase(repository: repository, calendar: calendar)
        let day = BoxOfficeDate(year: 2022, month: 1, day: 5) ?? .earliest
        let english = BoxOfficeListViewModel(useCase: useCase, words: EnglishWords())
        await english.load(day)
        #expect(
            english.state
                == .failed(
                    .notInDemoData(day, available: [.earliest]),
                    message:
                        "2022-01-05 is not in the demo data; it has 2003-11-11."
                ))
        let korean = BoxOfficeListViewModel(useCase: useCase, words: KoreanWords(kobisKeySet: true))
        await korean.load(day)
        guard case .failed(_, let message) = korean.state else {
            Issue.record("no failure: \(korean.state)")
            return
        }
        #expect(message == "2022-01-05는 데모 자료에 없습니다(있는 날: 2003-11-11).")
        #expect(
            korean.words.text(for: DateInputError.malformed("x")).hasPrefix("'x'은(는) 날짜가 아닙니다"),
            "a Latin letter's reading is not known")
    }
}
