// The session state the composition root keeps: what numbers mean after a chart or a search, the chart and filter kept, the order of the list's effects.

import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeTestSupport
import Foundation
import Testing

@MainActor
struct SessionStateTests {
    /// 2022-01-06 12:00 in Seoul: yesterday is 2022-01-05.
    let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_641_438_000) })
    let session = SessionState()
    let details = StubMovieDetailRepository()

    /// The list, the catalogue and the detail reporting into ``session``, as the composition root wires them.
    func viewModels(days: some BoxOfficeRepository = StubBoxOfficeRepository()) -> (
        list: BoxOfficeListViewModel, catalogue: CatalogueViewModel, detail: MovieDetailViewModel
    ) {
        let words = KoreanWords()
        let detail = MovieDetailViewModel(
            prefetcher: DetailPrefetcher(
                useCase: ShowMovieDetailUseCase(details: details, posters: NoPosterRepository()),
                concurrency: 2), prefetching: false, words: words, titlesShownAs: TerminalSafety.shown,
            fetched: { session.detailFetched($0) })
        let list = BoxOfficeListViewModel(
            useCase: ShowChartUseCase(repository: days, calendar: calendar), words: words,
            effects: .kept(in: session, prefetchingInto: { [weak detail] in detail }))
        let catalogue = CatalogueViewModel(
            useCase: SearchCatalogueUseCase(repository: StubCatalogueRepository()), words: words,
            effects: .kept(in: session))
        return (list, catalogue, detail)
    }

    @Test func detail3AfterASearchIsTheSearchsThirdMovieAndAfterAChartTheChartsThird() async {
        let (list, catalogue, detail) = viewModels()
        let shown = StateRecorder(detail)
        await list.load(.daily, typed: "20220105", in: session.chartSelection)
        await detail.show("3", among: session.movieNumbers)
        await catalogue.searchMovies("영화")
        await detail.show("3", among: session.movieNumbers)
        await list.load(.daily, typed: "20220104", in: session.chartSelection)
        await detail.show("3", among: session.movieNumbers)
        #expect(shown.states.compactMap(\.loaded).map(\.movieCode) == ["20221003", "20990003", "20221003"])
    }

    @Test func aSearchAfterAChartKeepsTheChartForThePromptAndTheCalendar() async throws {
        let (list, catalogue, _) = viewModels()
        await list.load(.daily, typed: "20220105", in: session.chartSelection)
        await catalogue.searchMovies("영화")
        #expect(session.period == .day(try BoxOfficeDate.parse("20220105")))
        #expect(session.chart?.date == BoxOfficeChart.stubDate)
        guard case .found(let movies) = session.movies else {
            Issue.record("the search's movies are the numbered ones: \(session.movies)")
            return
        }
        #expect(movies.items.map(\.code) == (1...10).map { MovieCode(String(20_990_000 + $0)) })
    }

    @Test func aFailedChartLeavesTheSearchNumbered() async {
        let (list, catalogue, detail) = viewModels(days: StubBoxOfficeRepository(failing: .httpStatus(500)))
        await catalogue.searchMovies("영화")
        await list.load(.daily, typed: "20220105", in: session.chartSelection)
        await detail.show("2", among: session.movieNumbers)
        #expect(await details.calls == ["20990002"], "only a chart shown makes ranks the numbers")
    }

    @Test func aFilmographyIsNumberedLikeASearch() async {
        let (list, catalogue, detail) = viewModels()
        await list.load(.daily, typed: "20220105", in: session.chartSelection)
        await catalogue.showPerson("20990001")
        await detail.show("1", among: session.movieNumbers)
        let calls = await details.calls
        #expect(calls.count == 1 && calls != ["20199882"], "\(calls)")
    }

    @Test func peopleAndCompaniesAreNumberedApartFromMovies() async {
        let (_, catalogue, _) = viewModels()
        #expect(session.personCompletions.isEmpty)
        await catalogue.searchPeople("사람")
        #expect(session.personCompletions.first == "1")
        #expect(session.movies == .chart, "a list of people leaves the movie numbers alone")
    }

    @Test func aChartsLoadTellsItsEffectsThePeriodThenTheChartShownEvenAfterAFailure() async throws {
        let day = try #require(BoxOfficeDate(year: 2022, month: 1, day: 5))
        let failing = try #require(BoxOfficeDate(year: 2022, month: 1, day: 4))
        let days = StubBoxOfficeRepository(results: [
            day: .success(.stub(date: day)), failing: .failure(.httpStatus(500)),
        ])
        var told: [String] = []
        let list = BoxOfficeListViewModel(
            useCase: ShowChartUseCase(repository: days, calendar: calendar), words: KoreanWords(),
            effects: .kept(
                in: session,
                loading: { told.append("loading \($0.first.iso)") },
                // What the session keeps when `settled` is told: the chart it is told of, already.
                settled: {
                    told.append(
                        "settled \($0?.date.iso ?? "none"), kept \(session.chart?.date.iso ?? "none")"
                            + (session.loadingPeriod == nil ? "" : ", still loading"))
                }))
        await list.load(.daily, typed: "20220104", in: session.chartSelection)
        await list.load(.daily, typed: "20220105", in: session.chartSelection)
        await list.load(.daily, typed: "20220104", in: session.chartSelection)
        await list.load(.daily, typed: "not a day", in: session.chartSelection)
        #expect(
            told == [
                "loading 2022-01-04", "settled none, kept none", "loading 2022-01-05",
                "settled 2022-01-05, kept 2022-01-05", "loading 2022-01-04",
                "settled 2022-01-05, kept 2022-01-05", "settled 2022-01-05, kept 2022-01-05",
            ])
    }

    @Test func tabCompletesTheMoviesFoundLastAndTheChartsAgainOnceAChartIsShown() async {
        let (list, catalogue, _) = viewModels()
        func completions() -> [String] {
            session.movieCompletions(forArgument: "", titlesShownAs: TerminalSafety.shown)
        }
        await list.load(.daily, typed: "20220105", in: session.chartSelection)
        let chart = completions()
        #expect(chart.prefix(3) == ["1", "2", "3"])
        await catalogue.showPerson("20990001")
        #expect(completions() == ["1", "2", "20990007", "20990008", "영화 7", "영화 8"])
        await list.load(.daily, typed: "20220105", in: session.chartSelection)
        #expect(completions() == chart)
    }
}
