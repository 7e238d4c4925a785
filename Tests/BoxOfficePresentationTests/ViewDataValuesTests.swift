// What every ViewModel publishes holds values only: no Domain entity, no words object, read through Mirror.

import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeTestSupport
import Foundation
import Testing

/// Drives each ViewModel to a loaded state and walks what it published, member by member, so a
/// view data that comes to carry a Domain entity or the `Words` fails here.
@MainActor
struct ViewDataValuesTests {
    /// 2022-01-10 12:00 in Seoul: yesterday is 2022-01-09.
    let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_641_783_600) })
    let words = KoreanWords()
    let session = SessionState()

    /// Domain types a view may word itself: the typed labels, and the named choices of `settings`.
    static let labels: Set<String> = [
        "BoxOfficeDomain.DataSource", "BoxOfficeDomain.ChartKind", "BoxOfficeDomain.CatalogueKind",
        "BoxOfficeDomain.UserPreferences",
    ]

    /// The Domain types and words objects found anywhere in `value`.
    static func notValues(in value: Any) -> Set<String> {
        var found = Set<String>()
        func walk(_ value: Any) {
            if value is any Words {
                found.insert("Words: \(type(of: value))")
                return
            }
            let name = String(reflecting: type(of: value))
            if name.hasPrefix("BoxOfficeDomain."), !labels.contains(name) { found.insert(name) }
            for child in Mirror(reflecting: value).children { walk(child.value) }
        }
        walk(value)
        return found
    }

    /// ViewModels not walked here: the backup publishes two strings (``StoreBackupViewData``);
    /// sync and export are not yet driven here.
    static let notWalked: Set = ["StoreBackupViewModel", "SyncViewModel", "ExportViewModel"]

    /// The ViewModel, and the content it published last once `intent` ran.
    func published<Content>(_ viewModel: ViewModel<Content>, _ intent: () async -> Void) async -> Published {
        await intent()
        guard case .loaded(let content) = viewModel.state else {
            Issue.record("\(type(of: viewModel)) published \(viewModel.state)")
            return Published(viewModel: "\(type(of: viewModel))", content: nil)
        }
        return Published(viewModel: "\(type(of: viewModel))", content: content)
    }

    struct Published {
        let viewModel: String
        let content: Any?
    }

    func everything() async -> [(String, Published)] {
        let days = [5, 6, 8].compactMap { BoxOfficeDate(year: 2022, month: 1, day: $0) }
        let charts = days.map { BoxOfficeChart.stub(date: $0) }
        let chartUseCase = ShowChartUseCase(
            repository: StubBoxOfficeRepository { .success(.stub(date: $0)) }, calendar: calendar)
        let prefetcher = DetailPrefetcher(
            useCase: ShowMovieDetailUseCase(
                details: StubMovieDetailRepository(),
                posters: NoPosterRepository(
                    outcome: .found(Poster(imageURL: "https://img.example/p.png", width: 1, height: 1)))),
            concurrency: 2)
        let detail = MovieDetailViewModel(
            prefetcher: prefetcher, prefetching: false, words: words, titlesShownAs: { $0 },
            fetched: { session.detailFetched($0) })
        let list = BoxOfficeListViewModel(
            useCase: chartUseCase, words: words,
            effects: .kept(in: session, prefetchingInto: { [weak detail] in detail }))
        let poster = PosterViewModel(
            prefetcher: prefetcher, images: nil, words: words, titlesShownAs: { $0 },
            fetched: { session.detailFetched($0) })
        let calendarViewModel = CalendarViewModel(useCase: chartUseCase, words: words)
        let shares = SalesSharesViewModel(words: words)
        let films = FilmHistoryUseCase(
            repository: StubFilmHistoryRepository(charts: charts), calendar: calendar)
        let trend = FilmTrendViewModel(useCase: films, words: words)
        let top = TopFilmsViewModel(useCase: films, words: words)
        let compare = FilmComparisonViewModel(useCase: films, words: words)
        let openings = OpeningsViewModel(
            useCase: MonthOpeningsUseCase(
                repository: StubFilmHistoryRepository(charts: charts), calendar: calendar),
            unavailable: .storeUnreadable, words: words)
        let months = MonthsViewModel(
            useCase: YearMonthsUseCase(repository: MonthsOfJanuary(charts: charts), calendar: calendar),
            unavailable: .storeUnreadable, words: words)
        let catalogue = CatalogueViewModel(
            useCase: SearchCatalogueUseCase(repository: StubCatalogueRepository()), words: words,
            effects: .kept(in: session))
        let codes = CodeListViewModel(
            useCase: ListCodesUseCase(repository: CodeListsInMemory()), words: words)
        let summary = StoreSummary(location: "/s.sqlite", days: 3, movieDetails: 2, posters: 1, bytes: 4_096)
        let status = StatusViewModel(
            useCase: ShowStatusUseCase(
                repository: StubStatusRepository(calls: 2_800, availability: .available(summary)),
                calendar: calendar, source: .kobis),
            words: words)
        let budget = CallBudgetViewModel(words: words)
        let nearLimit = CountedBudget(day: days[0], budget: KOBISCallBudget(calls: 2_800))
        let settings = SettingsViewModel(settings: DisplaySettings(words: words))
        let january = ChartPeriod(.daily, containing: days[0])
        let stored = StoredChartsViewModel(
            archive: StubChartArchive(stored: [january: StoredChart(fetchedAt: Date(), isEmpty: false)]),
            calendar: calendar, words: words)
        return [
            (
                "list",
                await published(list) {
                    await list.load(.daily, typed: "20220105", in: session.chartSelection)
                }
            ),
            ("detail", await published(detail) { await detail.show("1", among: session.movieNumbers) }),
            (
                "poster",
                await published(poster) {
                    await poster.show(
                        nil, among: session.movieNumbers, last: session.lastDetail, asImage: false)
                }
            ),
            (
                "calendar",
                await published(calendarViewModel) { calendarViewModel.show(nil, in: session.chartSelection) }
            ),
            ("shares", await published(shares) { shares.show(session.chart) }),
            ("trend", await published(trend) { await trend.trend("20199882", shown: session.chart) }),
            ("top", await published(top) { await top.top(from: "20220105", to: "20220109") }),
            (
                "compare",
                await published(compare) {
                    await compare.compare("20199882", "20221002", shown: session.chart)
                }
            ),
            ("openings", await published(openings) { await openings.show("202201") }),
            ("months", await published(months) { await months.show("2022") }),
            ("search", await published(catalogue) { await catalogue.searchMovies("영화") }),
            ("person", await published(catalogue) { await catalogue.showPerson("20990001") }),
            ("codes", await published(codes) { await codes.show("2204") }),
            ("status", await published(status) { await status.showStatus() }),
            ("call budget", await published(budget) { budget.counted(nearLimit) }),
            (
                "settings",
                await published(settings) {
                    settings.show(screen: .init(columns: 80, colour: false, ambiguousWidth: "narrow"))
                }
            ),
            ("settings changed", await published(settings) { settings.choose(ListLayout.icon) }),
            ("stored charts", await published(stored) { await stored.list() }),
        ]
    }

    /// The stub's charts as `months` sees them: January 2022, its best film first.
    struct MonthsOfJanuary: MonthFiguresRepository {
        let charts: [BoxOfficeChart]

        func monthFigures(_ range: ClosedRange<BoxOfficeDate>, filter: ChartFilter)
            async throws(FilmHistoryFailure) -> [MonthFigures]
        {
            guard let month = CalendarMonth(year: 2022, month: 1), let film = charts.first?.entries.first
            else {
                return []
            }
            let top = TopFilm(
                movieCode: film.movieCode, title: film.title, audience: film.audience, days: charts.count,
                bestRank: film.rank)
            return [MonthFigures(month: month, films: 10, audience: 1_000_000, topFilm: top)]
        }
        func storedDays(_ range: ClosedRange<BoxOfficeDate>, filter: ChartFilter)
            async throws(FilmHistoryFailure) -> Set<BoxOfficeDate>
        { Set(charts.map(\.date).filter(range.contains)) }
        func run(of movie: MovieCode, filter: ChartFilter) async throws(FilmHistoryFailure) -> FilmRun? {
            nil
        }
        func top(_ range: ClosedRange<BoxOfficeDate>, filter: ChartFilter, limit: Int)
            async throws(FilmHistoryFailure) -> [TopFilm]
        { [] }
        func films(filter: ChartFilter) async throws(FilmHistoryFailure) -> [StoredFilm] { [] }
    }

    @Test func whatEveryViewModelPublishesHoldsNoDomainEntityAndNoWords() async {
        for (name, published) in await everything() {
            guard let content = published.content else { continue }
            #expect(Self.notValues(in: content).isEmpty, "\(name): \(Self.notValues(in: content).sorted())")
        }
    }

    @Test func everyViewModelIsWalkedOrSaysWhyNot() async throws {
        let walked = Set(await everything().map(\.1.viewModel))
        let declared = Set(try ViewModelGraphTests.viewModels().map(\.name))
        #expect(declared.count >= 14, "every ViewModel is found: \(declared.sorted())")
        #expect(walked.union(Self.notWalked) == declared, "walk a new ViewModel in everything()")
    }

    @Test func theWalkFindsAnEntityOrTheWordsAnywhereInside() {
        struct Carrier {
            let rows: [String: [BoxOfficeChart?]]
            let words: (Int, any Words)
        }
        let found = Self.notValues(in: Carrier(rows: ["a": [nil, .stub()]], words: (1, words)))
        #expect(found.contains("BoxOfficeDomain.BoxOfficeChart"))
        #expect(found.contains("BoxOfficeDomain.BoxOfficeEntry"))
        #expect(found.contains("Words: KoreanWords"))
        #expect(Self.notValues(in: ChartKind.weekly).isEmpty, "a typed label is a value")
    }
}
