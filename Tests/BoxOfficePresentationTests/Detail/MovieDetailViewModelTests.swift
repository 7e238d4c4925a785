import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeTestSupport
import Foundation
import Testing

/// `detail` against the list shown, with stub repositories: selection, prefetch, cancellation.
@MainActor
struct MovieDetailViewModelTests {
    /// What Tab offers for the day shown: its ranks, its codes, then its titles.
    static let dayShownCompletions = [
        "1", "2", "3", "4", "5", "20199882", "20210028", "20226270", "20218390", "20190001", "경관의 피",
        "스파이더맨: 노 웨이 홈", "스즈메의 문단속", "램", "램페이지",
    ]

    /// 2022-01-08 in Seoul.
    let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_641_578_400) })
    let day = BoxOfficeChart.stub(entries: [
        .stub(rank: 1, movieCode: "20199882", title: "경관의 피"),
        .stub(rank: 2, movieCode: "20210028", title: "스파이더맨: 노 웨이 홈"),
        .stub(rank: 3, movieCode: "20226270", title: "스즈메의 문단속"),
        .stub(rank: 4, movieCode: "20218390", title: "램"),
        .stub(rank: 5, movieCode: "20190001", title: "램페이지"),
    ])
    let otherDay = BoxOfficeChart.stub(
        date: BoxOfficeDate(year: 2022, month: 1, day: 4) ?? .earliest,
        entries: [.stub(rank: 1, movieCode: "20990001", title: "다른 영화")])
    /// Shares its first movie with ``day``.
    let sharingDay = BoxOfficeChart.stub(
        date: BoxOfficeDate(year: 2022, month: 1, day: 3) ?? .earliest,
        entries: [
            .stub(rank: 1, movieCode: "20199882", title: "경관의 피"),
            .stub(rank: 2, movieCode: "20990002", title: "또 다른 영화"),
        ])
    /// Yesterday for ``calendar``: `next` from it is refused.
    let yesterday = BoxOfficeChart.stub(
        date: BoxOfficeDate(year: 2022, month: 1, day: 7) ?? .earliest,
        entries: [.stub(rank: 1, movieCode: "20990003", title: "어제의 영화")])

    struct Screen {
        let list: BoxOfficeListViewModel
        let detail: MovieDetailViewModel
        /// What the list and the detail report into and are handed from: the chart shown, the numbered movies.
        let session: SessionState
        /// The detail's fetches, ahead of time or asked for.
        let prefetcher: DetailPrefetcher
        let details: StubMovieDetailRepository
        /// What the list publishes.
        let listStates: StateRecorder<BoxOfficeListViewData>
        /// What the detail publishes.
        let detailStates: StateRecorder<MovieDetailViewData>

        /// The movie `text` names in the session, as `detail` reads it.
        @MainActor
        func movie(_ text: String) throws(DetailSelectionError) -> DetailSelection {
            try session.movie(text, titlesShownAs: TerminalSafety.shown)
        }

        /// What Tab offers after `detail `.
        @MainActor
        func completions(_ argument: String) -> [String] {
            session.movieCompletions(forArgument: argument, titlesShownAs: TerminalSafety.shown)
        }
    }

    func screen(
        details: StubMovieDetailRepository = StubMovieDetailRepository(),
        posters: PosterLookup = .notConfigured, days: (any BoxOfficeRepository)? = nil,
        prefetching: Bool = true, prefetchConcurrency: Int = 5
    ) -> Screen {
        let made = viewModels(
            details: details, posters: posters, days: days, prefetching: prefetching,
            prefetchConcurrency: prefetchConcurrency)
        return Screen(
            list: made.list, detail: made.detail, session: made.session, prefetcher: made.prefetcher,
            details: details, listStates: StateRecorder(made.list), detailStates: StateRecorder(made.detail))
    }

    func viewModels(
        details: any MovieDetailRepository, posters: PosterLookup = .notConfigured,
        days: (any BoxOfficeRepository)? = nil, prefetching: Bool = true, prefetchConcurrency: Int = 5
    ) -> (
        list: BoxOfficeListViewModel, detail: MovieDetailViewModel, session: SessionState,
        prefetcher: DetailPrefetcher
    ) {
        let days =
            days
            ?? StubBoxOfficeRepository(
                results: Dictionary(
                    uniqueKeysWithValues: [day, otherDay, sharingDay, yesterday].map {
                        ($0.date, .success($0))
                    }))
        let session = SessionState()
        let prefetcher = DetailPrefetcher(
            useCase: ShowMovieDetailUseCase(details: details, posters: NoPosterRepository(outcome: posters)),
            concurrency: prefetchConcurrency)
        let detail = MovieDetailViewModel(
            prefetcher: prefetcher, prefetching: prefetching, words: KoreanWords(),
            titlesShownAs: TerminalSafety.shown, fetched: { session.detailFetched($0) })
        let list = BoxOfficeListViewModel(
            useCase: ShowChartUseCase(repository: days, calendar: calendar), words: KoreanWords(),
            effects: .kept(in: session, prefetchingInto: { [weak detail] in detail }))
        return (list, detail, session, prefetcher)
    }

    /// The detail last published, or an issue recorded.
    private func shownDetail(_ screen: Screen) -> MovieDetailViewData? {
        guard case .loaded(let view) = screen.detailStates.last else {
            Issue.record("expected a detail, got \(String(describing: screen.detailStates.last))")
            return nil
        }
        return view
    }

    /// The message `detail text` publishes, when it fails.
    private func failure(_ screen: Screen, _ text: String?) async -> String? {
        screen.detailStates.clear()
        await screen.detail.show(text, among: screen.session.movieNumbers)
        return screen.detailStates.failures.last?.message
    }

    @Test func everyMovieOfTheDayIsPrefetchedOnceAndDetailNeedsNoFurtherCall() async throws {
        let screen = screen()
        await screen.list.load(.daily, typed: day.date.iso, in: screen.session.chartSelection)
        await screen.prefetcher.settled()
        #expect(await screen.details.callCount == 5)
        await screen.detail.show("1", among: screen.session.movieNumbers)
        await screen.detail.show("경관", among: screen.session.movieNumbers)
        screen.detailStates.clear()
        await screen.detail.show("20199882", among: screen.session.movieNumbers)
        #expect(await screen.details.callCount == 5)
        let view = try #require(shownDetail(screen))
        #expect(screen.detailStates.states == [.loading("영화 정보 불러오는 중…"), .loaded(view)])
        #expect(view.title == "영화 20199882")
        #expect(view.rows.first { $0.label.hasPrefix("순위") }?.values == ["1"])
    }

    @Test func askingDuringThePrefetchWaitsForItInsteadOfFetchingAgain() async {
        let screen = screen(details: StubMovieDetailRepository(delay: .milliseconds(50)))
        await screen.list.load(.daily, typed: day.date.iso, in: screen.session.chartSelection)
        await screen.detail.show("5", among: screen.session.movieNumbers)
        await screen.prefetcher.settled()
        #expect(await screen.details.callCount == 5)
        #expect(Set(await screen.details.calls).count == 5)
    }

    @Test func movingToAnotherDayCancelsThePrefetchOfMoviesItDoesNotHave() async {
        let screen = screen(details: StubMovieDetailRepository(delay: .seconds(600)))
        await screen.list.load(.daily, typed: day.date.iso, in: screen.session.chartSelection)
        await screen.details.untilCalled(5)
        await screen.list.load(.daily, typed: otherDay.date.iso, in: screen.session.chartSelection)
        await screen.details.untilCancelled(5)
        #expect(Set(await screen.details.cancelled) == Set(day.entries.map(\.movieCode)))
        screen.detail.cancelBackgroundWork()
        await screen.details.untilCancelled(6)
        #expect(await screen.details.cancelled.last == "20990001")
    }

    @Test func withoutPrefetchingNothingIsFetchedUntilAsked() async {
        let screen = screen(prefetching: false)
        await screen.list.load(.daily, typed: day.date.iso, in: screen.session.chartSelection)
        #expect(await screen.details.callCount == 0)
        await screen.detail.show("2", among: screen.session.movieNumbers)
        #expect(await screen.details.calls == ["20210028"])
    }

    @Test func selectionErrorsFollowTheListsLanguage() async {
        let detail = MovieDetailViewModel(
            prefetcher: DetailPrefetcher(
                useCase: ShowMovieDetailUseCase(
                    details: StubMovieDetailRepository(), posters: NoPosterRepository()),
                concurrency: 5), words: EnglishWords(), titlesShownAs: TerminalSafety.shown, fetched: { _ in }
        )
        let states = StateRecorder(detail)
        await detail.show("1", among: MovieNumbers())
        #expect(
            states.states == [
                .failed(
                    ShownFailure(
                        "No list is shown: show a day with `date` first, or use `detail <movieCode>`.",
                        typedWrong: true))
            ], "refused before anything loads")
    }

    @Test func ranksAndTitlesNeedAList() async {
        let screen = screen()
        #expect(await failure(screen, "1") == "보이는 목록이 없습니다: 먼저 `date`로 날짜를 보거나 `detail 영화코드`를 쓰세요.")
        #expect(
            await failure(screen, "경관") == KoreanWords().text(for: DetailSelectionError.noListShown)
        )
        #expect(
            await failure(screen, nil) == KoreanWords().text(for: DetailSelectionError.noArgument))
        await screen.detail.show("20199882", among: screen.session.movieNumbers)
        #expect(await screen.details.calls == ["20199882"], "a code works without a list")
    }

    @Test(arguments: [0, 6, -1, 11])
    func aRankOutsideTheListIsExplained(rank: Int) async {
        let screen = screen(prefetching: false)
        await screen.list.load(.daily, typed: day.date.iso, in: screen.session.chartSelection)
        #expect(
            await failure(screen, String(rank))
                == KoreanWords().text(for: DetailSelectionError.rankOutOfRange(rank, count: 5)))
        #expect(await screen.details.callCount == 0)
    }

    @Test func aPrefixOfSeveralTitlesListsThem() async {
        let screen = screen(prefetching: false)
        await screen.list.load(.daily, typed: day.date.iso, in: screen.session.chartSelection)
        let message = await failure(screen, "스")
        #expect(message == "'스'에 맞는 영화가 여럿입니다: 2 스파이더맨: 노 웨이 홈, 3 스즈메의 문단속. 제목을 더 입력하거나 순위를 쓰세요.")
        #expect(
            await failure(screen, "없는")
                == KoreanWords().text(for: DetailSelectionError.noTitleMatch("없는")))
        await screen.detail.show("램", among: screen.session.movieNumbers)
        #expect(await screen.details.calls == ["20218390"], "an exact title wins over longer ones")
        await screen.detail.show("스파이더맨:노 웨이", among: screen.session.movieNumbers)
        #expect(await screen.details.calls.last == "20210028", "spaces are ignored")
    }

    @Test func aFailureIsOneMessageAndTheNextTryAsksAgain() async {
        let details = StubMovieDetailRepository { _ in .failure(.movieNotFound("20199882")) }
        let screen = screen(details: details, prefetching: false)
        await screen.list.load(.daily, typed: day.date.iso, in: screen.session.chartSelection)
        #expect(await failure(screen, "1") == "KOBIS에 영화 코드 20199882인 영화가 없습니다.")
        _ = await failure(screen, "1")
        #expect(await details.callCount == 2)
    }

    @Test func aRefusedDayKeepsTheListShownAndTheRestOfItsPrefetch() async throws {
        let screen = screen(
            details: StubMovieDetailRepository(delay: .milliseconds(20)), prefetchConcurrency: 2)
        await screen.list.load(.daily, typed: day.date.iso, in: screen.session.chartSelection)
        #expect(await screen.details.callCount <= 2)
        await screen.list.load(.daily, typed: "20991231", in: screen.session.chartSelection)
        guard case .invalidDate = screen.listStates.failures.last?.cause else {
            Issue.record("expected a refusal, got \(screen.listStates.states)")
            return
        }
        let selection = try screen.movie("1")
        #expect(selection.entry?.movieCode == "20199882")
        #expect(selection.date == day.date)
        await screen.prefetcher.settled()
        #expect(Set(await screen.details.calls) == Set(day.entries.map(\.movieCode)), "the queue went on")
        #expect(await screen.details.cancelled.isEmpty)
        await screen.detail.show("1", among: screen.session.movieNumbers)
        #expect(shownDetail(screen)?.rows.first { $0.label.hasPrefix("순위") }?.values == ["1"])
        #expect(await screen.details.callCount == 5)
    }

    @Test func nextOnYesterdayKeepsTheListShown() async {
        let screen = screen()
        await screen.list.load(.daily, typed: yesterday.date.iso, in: screen.session.chartSelection)
        await screen.list.showNext(in: screen.session.chartSelection)
        guard case .invalidDate(.today) = screen.listStates.failures.last?.cause else {
            Issue.record("expected the today refusal, got \(screen.listStates.states)")
            return
        }
        await screen.detail.show("1", among: screen.session.movieNumbers)
        #expect(shownDetail(screen)?.title == "영화 20990003")
        #expect(shownDetail(screen)?.rows.first { $0.label.hasPrefix("순위") }?.values == ["1"])
    }

    @Test func aCancelledLoadKeepsTheListShownAndItsPrefetch() async {
        let screen = screen(
            details: StubMovieDetailRepository(delay: .seconds(600)),
            days: ScriptedDays([.success(day), nil]))
        await screen.list.load(.daily, typed: day.date.iso, in: screen.session.chartSelection)
        await screen.details.untilCalled(5)
        let recorded = screen.listStates.states.count
        let task = Task {
            await screen.list.load(.daily, typed: otherDay.date.iso, in: screen.session.chartSelection)
        }
        await screen.listStates.untilRecorded(recorded + 1)
        #expect(screen.session.loadingPeriod?.first == otherDay.date)
        task.cancel()
        await task.value
        #expect(screen.listStates.last == .failed(ShownFailure("취소했습니다.", cause: .cancelled)))
        #expect(screen.completions("경") == Self.dayShownCompletions, "the day shown is still completed")
        #expect((try? screen.movie("1"))?.date == day.date)
        #expect(screen.prefetcher.isBusy)
        #expect(await screen.details.cancelled.isEmpty, "the prefetch of the day shown goes on")
        screen.detail.cancelBackgroundWork()
        await screen.details.untilCancelled(5)
    }

    @Test func aFailureForAnotherDayKeepsTheListShownAndItsPrefetch() async {
        let screen = screen(
            details: StubMovieDetailRepository(delay: .seconds(600)),
            days: ScriptedDays([.success(day), .failure(.httpStatus(500))]))
        await screen.list.load(.daily, typed: day.date.iso, in: screen.session.chartSelection)
        await screen.details.untilCalled(5)
        await screen.list.load(.daily, typed: otherDay.date.iso, in: screen.session.chartSelection)
        #expect((try? screen.movie("1"))?.date == day.date)
        #expect(screen.completions("경") == Self.dayShownCompletions, "the day shown is still completed")
        #expect(screen.prefetcher.isBusy)
        #expect(await screen.details.cancelled.isEmpty, "the prefetch of the day shown goes on")
        screen.detail.cancelBackgroundWork()
        await screen.details.untilCancelled(5)
    }

    @Test func aFailureWithNoListShownLeavesNothingToPrefetch() async {
        let screen = screen(days: ScriptedDays([.failure(.quotaExceeded)]))
        await screen.list.load(.daily, typed: day.date.iso, in: screen.session.chartSelection)
        #expect(
            await failure(screen, "1") == KoreanWords().text(for: DetailSelectionError.noListShown))
        #expect(!screen.prefetcher.isBusy)
        #expect(await screen.details.callCount == 0)
    }

    @Test func revisitingADayNeverFetchesMoreThanTheBoundAtOnce() async {
        let details = ConcurrencyRecordingDetails(delay: .seconds(600))
        let (list, detail, session, prefetcher) = viewModels(details: details, prefetchConcurrency: 2)
        await list.load(.daily, typed: day.date.iso, in: session.chartSelection)
        await details.untilRunning { $0 == 2 }
        await list.load(.daily, typed: day.date.iso, in: session.chartSelection)
        await list.refresh(in: session.chartSelection)
        #expect(prefetcher.fetchesRunning == 2, "the fetches in flight go on; no new ones start")
        await list.load(.daily, typed: otherDay.date.iso, in: session.chartSelection)
        await list.load(.daily, typed: day.date.iso, in: session.chartSelection)
        await details.untilRunning { $0 == 2 }
        detail.cancelBackgroundWork()
        await details.untilRunning { $0 == 0 }
        #expect(await details.maximum == 2)
    }

    @Test func refreshingTheDayShownLetsItsPrefetchGoOnWhileItLoads() async {
        let screen = screen(
            details: StubMovieDetailRepository(delay: .milliseconds(100)),
            days: ScriptedDays([.success(day), nil]), prefetchConcurrency: 1)
        await screen.list.load(.daily, typed: day.date.iso, in: screen.session.chartSelection)
        let recorded = screen.listStates.states.count
        let refresh = Task { await screen.list.refresh(in: screen.session.chartSelection) }
        await screen.listStates.untilRecorded(recorded + 1)
        #expect(screen.session.loadingPeriod == .day(day.date))
        // The day loading is the day shown: its movies' queue goes on, one at a time, to the last.
        await screen.prefetcher.settled()
        #expect(await screen.details.calls == day.entries.map(\.movieCode))
        refresh.cancel()
        await refresh.value
        #expect(screen.listStates.last == .failed(ShownFailure("취소했습니다.", cause: .cancelled)))
    }

    @Test func aResultWithoutItsPosterIsNotKept() async {
        let screen = screen(posters: .unavailable(.failed(.timedOut(seconds: 10, service: .kakao))))
        await screen.list.load(.daily, typed: day.date.iso, in: screen.session.chartSelection)
        await screen.prefetcher.settled()
        #expect(await screen.details.callCount == 5)
        await screen.detail.show("1", among: screen.session.movieNumbers)
        #expect(shownDetail(screen)?.title == "영화 20199882")
        #expect(await screen.details.callCount == 6, "asked again for the poster")
    }

    @Test func anotherDayForgetsTheResultsOfMoviesItDoesNotHave() async {
        let screen = screen()
        await screen.list.load(.daily, typed: day.date.iso, in: screen.session.chartSelection)
        await screen.prefetcher.settled()
        await screen.list.load(.daily, typed: sharingDay.date.iso, in: screen.session.chartSelection)
        await screen.prefetcher.settled()
        #expect(await screen.details.calls.suffix(1) == ["20990002"], "the shared movie was ready")
        await screen.list.load(.daily, typed: day.date.iso, in: screen.session.chartSelection)
        await screen.prefetcher.settled()
        let calls = await screen.details.calls
        #expect(calls.count == 10)
        #expect(calls.filter { $0 == "20199882" }.count == 1, "kept: the day in between has it")
        #expect(calls.filter { $0 == "20210028" }.count == 2, "forgotten: the day in between has not")
    }

    @Test func aCodeOutsideTheListHasNoRowOrDay() async throws {
        let screen = screen(prefetching: false)
        await screen.list.load(.daily, typed: day.date.iso, in: screen.session.chartSelection)
        let outside = try screen.movie("20990001")
        #expect(outside.entry == nil && outside.date == nil && outside.movie.title == nil)
        let inside = try screen.movie("20210028")
        #expect(inside.entry?.rank == 2 && inside.date == day.date && inside.movie.title == "스파이더맨: 노 웨이 홈")
    }

    @Test func tabCompletesRanksCodesAndTitlesWordByWord() async {
        let screen = screen(prefetching: false)
        #expect(screen.completions("").isEmpty)
        await screen.list.load(.daily, typed: day.date.iso, in: screen.session.chartSelection)
        let first = screen.completions("스")
        #expect(first == Self.dayShownCompletions)
        #expect(screen.completions("스파이더맨: 노") == ["노 웨이 홈"])
    }
}
