// The catalogue's ViewModel: what it publishes for searches, more, people and companies, and what numbers mean.

import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeTestSupport
import Testing

@MainActor
struct CatalogueViewModelTests {
    let words = EnglishWords()
    /// The numbered lists the catalogue sets.
    let session = SessionState()

    func make(movieCount: Int = 12) -> (
        CatalogueViewModel, StateRecorder<CatalogueViewData>, StubCatalogueRepository
    ) {
        let repository = StubCatalogueRepository(movieCount: movieCount)
        let viewModel = CatalogueViewModel(
            useCase: SearchCatalogueUseCase(repository: repository), words: words, effects: .kept(in: session)
        )
        return (viewModel, StateRecorder(viewModel), repository)
    }

    /// The movies a number means now, when they are movies found.
    var numbered: [ListedMovie] {
        if case .found(let movies) = session.movies { movies.items } else { [] }
    }

    func list(_ state: ViewState<CatalogueViewData>?) -> CatalogueListViewData? {
        if case .loaded(.list(let list)) = state { list } else { nil }
    }

    @Test func aSearchPublishesLoadingThenItsNumberedPageAndTheMovieNumbers() async throws {
        let (viewModel, recorder, _) = make()
        await viewModel.searchMovies("영화")
        #expect(recorder.states.first == .loading(words.searching(.movies, for: "영화")))
        let page = try #require(list(recorder.last))
        #expect(
            page.rows.map(\.number) == Array(1...10)
                && page.rows.first?.cells.prefix(2) == ["20990001", "영화 1"])
        #expect(page.heading == "Movies matching '영화': 1–10 of 12")
        #expect(page.footer == words.moreHint(remaining: 2))
        #expect(numbered.count == 10)
    }

    @Test func moreContinuesTheNumbersThenSaysThereIsNoMore() async throws {
        let (viewModel, recorder, repository) = make()
        await viewModel.searchMovies("영화")
        await viewModel.more()
        #expect(try #require(list(recorder.last)).rows.map(\.number) == [11, 12])
        #expect(numbered.last?.code == "20990012")
        await viewModel.more()
        let end = try #require(list(recorder.last))
        #expect(end.rows.isEmpty && end.heading == words.noMoreResults(.movies, name: "영화", total: 12))
        #expect(await repository.callCount == 2)
    }

    @Test func moreWithNothingToContinueFails() async {
        let (viewModel, recorder, repository) = make()
        await viewModel.more()
        #expect(
            recorder.failures.map(\.message) == [words.text(for: CatalogueSelectionError.nothingToContinue)])
        #expect(await repository.callCount == 0)
        #expect(
            recorder.failures.map(\.isTypedWrong) == [true], "typed wrong (64), as `person 1` with no list")
    }

    @Test func aSearchWithoutResultsSaysSo() async throws {
        let (viewModel, recorder, _) = make(movieCount: 0)
        await viewModel.searchMovies("없음")
        let page = try #require(list(recorder.last))
        // The heading itself says so: no `0건 중 1–0` above it.
        #expect(page.rows.isEmpty && page.heading == words.noResults(.movies, name: "없음"))
        #expect(page.csv(cleaning: { $0 }).hasPrefix("number,movieCode,title,"))
    }

    @Test func personNFollowsTheLastPeopleListAndNumbersTheirFilms() async throws {
        let (viewModel, recorder, _) = make()
        await viewModel.showPerson("1")
        #expect(
            recorder.failures.last?.message == words.text(for: CatalogueSelectionError.noListShown(.people)))
        await viewModel.searchPeople("사람")
        await viewModel.showPerson("4")
        #expect(
            recorder.failures.last?.message
                == words.text(for: CatalogueSelectionError.numberOutOfRange(.people, number: 4, shown: 1...3))
        )
        await viewModel.showPerson("2")
        guard case .loaded(.profile(let profile)) = recorder.last else {
            Issue.record("no profile: \(String(describing: recorder.last))")
            return
        }
        #expect(profile.heading == "사람 2" && profile.filmography.rows.map(\.number) == [1, 2])
        #expect(numbered.map(\.code) == ["20990007", "20990008"])
        #expect(
            profile.json(cleaning: { $0 }).text
                == #"{"personCode":"20990002","name":"사람 2","nameEnglish":null,"role":"배우","sex":null,"#
                + #""homepages":null,"source":"kobis","filmography":[{"number":1,"movieCode":"20990007","#
                + #""title":"영화 7","part":"배우"},{"number":2,"movieCode":"20990008","title":"영화 8","part":"감독"}]}"#
        )
    }

    @Test func anUnknownCodeIsAFailureWithItsCause() async {
        let (viewModel, recorder, _) = make()
        await viewModel.showPerson("20999999")
        await viewModel.showCompany("20999999")
        #expect(
            recorder.failures.map(\.cause) == [.personNotFound("20999999"), .companyNotFound("20999999")])
        #expect(recorder.failures.first?.message == words.noPerson("20999999"))
    }

    @Test func companyTakesANameANumberOrACode() async throws {
        let (viewModel, recorder, _) = make()
        await viewModel.showCompany("보기")
        #expect(try #require(list(recorder.last)).kind == .companies)
        #expect(session.companyCompletions == ["1", "20990100"])
        await viewModel.showCompany("1")
        guard case .loaded(.profile(let profile)) = recorder.last else {
            Issue.record("no profile")
            return
        }
        #expect(profile.facts.first?.value == "20990100")
        #expect(profile.csv(cleaning: { $0 }).split(separator: "\n").count == 2)
    }

    @Test func showingTheDayAgainMakesItsRanksTheNumbers() async {
        let repository = StubCatalogueRepository()
        let calendar = BoxOfficeCalendar(now: { .init(timeIntervalSince1970: 1_641_438_000) })
        let list = BoxOfficeListViewModel(
            useCase: ShowChartUseCase(repository: StubBoxOfficeRepository(), calendar: calendar),
            words: words, effects: .kept(in: session))
        let viewModel = CatalogueViewModel(
            useCase: SearchCatalogueUseCase(repository: repository), words: words, effects: .kept(in: session)
        )
        await viewModel.searchMovies("영화")
        #expect(numbered.count == 10)
        await list.load(.daily, typed: "20220105", in: session.chartSelection)
        #expect(session.movies == .chart)
    }

    @Test func selectorsReadNumbersCodesAndNames() {
        #expect(CatalogueSelector("12") == .number(12))
        #expect(CatalogueSelector("10031641") == .code("10031641"))
        #expect(CatalogueSelector("d000001") == .code("D000001"))
        #expect(CatalogueSelector("바른손") == .name("바른손"))
        #expect(CatalogueSelector("CJENM") == .name("CJENM"))
        #expect(CatalogueSelector("  ") == nil)
        // A code has at most 20 characters (KOBIS's have 8); one past that is a name, which a search bounds.
        let longest = String(repeating: "1", count: CatalogueSelector.longestCode)
        #expect(CatalogueSelector(longest) == .code(longest))
        #expect(CatalogueSelector(longest + "1") == .name(longest + "1"))
    }

    @Test func personWithANameSearchesPeopleAndAsksForNoCode() async throws {
        let (viewModel, recorder, repository) = make()
        await viewModel.showPerson("사람")
        let page = try #require(list(recorder.last))
        #expect(page.rows.map(\.number) == [1, 2, 3])
        #expect(page.rows.first?.cells == ["20990001", "사람 1", "배우", "-"])
        #expect(await repository.callCount == 1, "one search, no person asked for by a made-up code")
        // A word too long for a code is such a name: the search refuses it before any request.
        await viewModel.showPerson(String(repeating: "1", count: 900_000))
        #expect(recorder.failures.count == 1 && recorder.last?.isLoading == false)
        #expect(await repository.callCount == 1)
    }

    @Test func everyCatalogueTextIsInBothLanguages() {
        for kind in CatalogueKind.allCases {
            let korean = KoreanWords().noResults(kind, name: "x")
            #expect(
                korean != words.noResults(kind, name: "x") && korean.contains { ("가"..."힣").contains($0) })
            #expect(KoreanWords().catalogueColumns(kind).count == words.catalogueColumns(kind).count)
        }
    }
}
