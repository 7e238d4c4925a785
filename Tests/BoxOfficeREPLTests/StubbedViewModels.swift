import BoxOfficeDomain
import BoxOfficeREPL
import BoxOfficeTestSupport

@testable import BoxOfficePresentation

extension SessionViewModels {
    /// A session's ViewModels over stub sources, in `settings`' words, made on first use as the
    /// composition root makes them: the list of `days` at `calendar`, its calendar, the settings
    /// (saved in `store`), the shares and the call budget; `detail` and `poster` only when `details`
    /// is given, `status` only when `status` is given. Any other ViewModel stops the
    /// test that touches it, saying which (``Makers/untouched``).
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
        var makers = Makers.untouched
        makers.list = { BoxOfficeListViewModel(useCase: useCase, words: words, effects: $0) }
        makers.calendar = { CalendarViewModel(useCase: useCase, words: words) }
        makers.settings = {
            SettingsViewModel(settings: settings, store: store, location: location, source: source)
        }
        makers.callBudget = { CallBudgetViewModel(words: words) }
        makers.shares = { SalesSharesViewModel(words: words) }
        if let prefetcher {
            makers.detail = {
                MovieDetailViewModel(
                    prefetcher: prefetcher, prefetching: prefetching, words: words,
                    titlesShownAs: TerminalText.sanitize, fetched: { session.detailFetched($0) })
            }
            makers.poster = {
                PosterViewModel(
                    prefetcher: prefetcher, images: images.map(ShowPosterImageUseCase.init), words: words,
                    titlesShownAs: TerminalText.sanitize, fetched: { session.detailFetched($0) })
            }
            makers.prefetchesDetails = true
        }
        if let statusUseCase { makers.status = { StatusViewModel(useCase: statusUseCase, words: words) } }
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
    /// Makers that each stop the test that touches them, naming the ViewModel, instead of standing
    /// for "no such ViewModel": a test sets those it gives. A new ViewModel is one line here.
    @MainActor
    static var untouched: Self {
        Self(
            list: { _ in preconditionFailure("the test touched the list ViewModel without giving one") },
            calendar: untouched("calendar"), settings: untouched("settings"), detail: untouched("detail"),
            poster: untouched("poster"), status: untouched("status"), callBudget: untouched("callBudget"),
            catalogue: untouched("catalogue"), sync: untouched("sync"), export: untouched("export"),
            trend: untouched("trend"), top: untouched("top"),
            compare: untouched("compare"), openings: untouched("openings"), months: untouched("months"),
            backup: untouched("backup"), shares: untouched("shares"), codes: untouched("codes"),
            prefetchesDetails: false)
    }

    private static func untouched<Model>(_ name: String) -> @MainActor () -> Model {
        { preconditionFailure("the test touched the \(name) ViewModel without giving one") }
    }
}
