import BoxOfficeDomain
import BoxOfficeREPL
import BoxOfficeTestSupport

@testable import BoxOfficePresentation

extension SessionViewModels {
    /// A session's ViewModels over stub sources, in `settings`' words, made on first use as the
    /// composition root makes them: the list of `days` at `calendar`, its calendar, the settings
    /// (saved in `store`), the shares and the call budget; `detail` and `poster` only when `details`
    /// is given, `status` only when `status` is given. Any other ViewModel stops the
    /// test that touches it, saying which (``given(_:)``).
    @MainActor
    static func stubbed(
        days: any BoxOfficeRepository = StubBoxOfficeRepository(), calendar: BoxOfficeCalendar,
        settings: DisplaySettings, store: (any UserPreferencesStore)? = nil, location: String? = nil,
        source: DataSourceSummary? = nil, details: (any MovieDetailRepository)? = nil,
        posters: PosterLookup = .notConfigured, prefetching: Bool = true,
        images: (any PosterImageRepository)? = nil, status: (any StatusRepository)? = nil
    ) -> SessionViewModels {
        let words = settings.words
        let session = SessionState()
        let useCase = ShowChartUseCase(repository: days, calendar: calendar)
        let prefetcher = details.map {
            DetailPrefetcher(
                useCase: ShowMovieDetailUseCase(details: $0, posters: NoPosterRepository(outcome: posters)),
                concurrency: 5)
        }
        let statusUseCase = status.map {
            ShowStatusUseCase(repository: $0, calendar: calendar, source: .demo)
        }
        var detail: (@MainActor () -> MovieDetailViewModel)?
        var poster: (@MainActor () -> PosterViewModel)?
        if let prefetcher {
            detail = {
                MovieDetailViewModel(
                    prefetcher: prefetcher, prefetching: prefetching, words: words,
                    titlesShownAs: TerminalText.sanitize, fetched: { session.detailFetched($0) })
            }
            poster = {
                PosterViewModel(
                    prefetcher: prefetcher, images: images.map(ShowPosterImageUseCase.init), words: words,
                    titlesShownAs: TerminalText.sanitize, fetched: { session.detailFetched($0) })
            }
        }
        var statusViewModel: (@MainActor () -> StatusViewModel)?
        if let statusUseCase { statusViewModel = { StatusViewModel(useCase: statusUseCase, words: words) } }
        let makers = Makers.given(
            list: { BoxOfficeListViewModel(useCase: useCase, words: words, effects: $0) },
            calendar: { CalendarViewModel(useCase: useCase, words: words) },
            settings: {
                SettingsViewModel(settings: settings, store: store, location: location, source: source)
            },
            detail: detail, poster: poster, status: statusViewModel,
            callBudget: { CallBudgetViewModel(words: words) },
            shares: { SalesSharesViewModel(words: words) })
        return SessionViewModels(sessionState: session, makers: makers)
    }

    /// The same ViewModels with `change` applied to their makers (a test's own catalogue, export…).
    @MainActor
    func with(_ change: (inout Makers) -> Void) -> SessionViewModels {
        var makers = self.makers
        change(&makers)
        return SessionViewModels(sessionState: sessionState, makers: makers)
    }
}

extension SessionViewModels.Makers {
    /// Makers from those given; one not given stops the test that touches it, naming it, instead
    /// of standing for "no such ViewModel".
    @MainActor
    static func given(
        list: @escaping @MainActor (ChartEffects) -> BoxOfficeListViewModel,
        calendar: @escaping @MainActor () -> CalendarViewModel,
        settings: @escaping @MainActor () -> SettingsViewModel,
        detail: (@MainActor () -> MovieDetailViewModel)? = nil,
        poster: (@MainActor () -> PosterViewModel)? = nil,
        status: (@MainActor () -> StatusViewModel)? = nil,
        callBudget: (@MainActor () -> CallBudgetViewModel)? = nil,
        catalogue: (@MainActor () -> CatalogueViewModel)? = nil,
        sync: (@MainActor () -> SyncViewModel)? = nil,
        export: (@MainActor () -> ExportViewModel)? = nil,
        history: (@MainActor () -> FilmHistoryViewModel)? = nil,
        openings: (@MainActor () -> OpeningsViewModel)? = nil,
        months: (@MainActor () -> MonthsViewModel)? = nil,
        backup: (@MainActor () -> StoreBackupViewModel)? = nil,
        shares: (@MainActor () -> SalesSharesViewModel)? = nil
    ) -> Self {
        // Each maker on its own: in one expression of `??`s, a maker missing here made the compiler
        // give up ("unable to type-check") instead of naming it.
        Self(
            list: list, calendar: calendar, settings: settings, detail: or(detail, "detail"),
            poster: or(poster, "poster"), status: or(status, "status"),
            callBudget: or(callBudget, "callBudget"),
            catalogue: or(catalogue, "catalogue"), sync: or(sync, "sync"), export: or(export, "export"),
            history: or(history, "history"), openings: or(openings, "openings"), months: or(months, "months"),
            backup: or(backup, "backup"), shares: or(shares, "shares"), prefetchesDetails: detail != nil)
    }

    private static func or<Model>(_ given: (@MainActor () -> Model)?, _ name: String)
        -> @MainActor () -> Model
    {
        given ?? untouched(name)
    }

    private static func untouched<Model>(_ name: String) -> @MainActor () -> Model {
        { preconditionFailure("the test touched the \(name) ViewModel without giving one") }
    }
}
