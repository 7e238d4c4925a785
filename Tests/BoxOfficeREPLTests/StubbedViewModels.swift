import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeREPL
import BoxOfficeTestSupport

extension ReplSession.ViewModels {
    /// A session's ViewModels over stub sources, in `settings`' words, as the composition root
    /// makes them: the list of `days` at `calendar`, its calendar, and the settings (saved in
    /// `store`); `detail` and `poster` only when `details` is given (posters looked up as
    /// `posters` says, images fetched from `images`); `status` and the call budget only when
    /// `status` is given; `shares` always.
    @MainActor
    static func stubbed(
        days: any BoxOfficeRepository = StubBoxOfficeRepository(), calendar: BoxOfficeCalendar,
        settings: DisplaySettings, store: (any UserPreferencesStore)? = nil, location: String? = nil,
        source: DataSourceSummary? = nil, details: (any MovieDetailRepository)? = nil,
        posters: PosterLookup = .notConfigured, prefetching: Bool = true,
        images: (any PosterImageRepository)? = nil, status: (any StatusRepository)? = nil
    ) -> ReplSession.ViewModels {
        let words = settings.words
        let session = SessionState()
        let useCase = ShowChartUseCase(repository: days, calendar: calendar)
        let list = BoxOfficeListViewModel(useCase: useCase, session: session, words: words)
        let prefetcher = details.map {
            DetailPrefetcher(
                useCase: ShowMovieDetailUseCase(details: $0, posters: NoPosterRepository(outcome: posters)),
                concurrency: 5)
        }
        let statusUseCase = status.map {
            ShowStatusUseCase(repository: $0, calendar: calendar, source: .demo)
        }
        return ReplSession.ViewModels(
            sessionState: session, list: list,
            calendar: CalendarViewModel(useCase: useCase, session: session, words: words),
            settings: SettingsViewModel(settings: settings, store: store, location: location, source: source),
            detail: prefetcher.map {
                MovieDetailViewModel(
                    session: session, prefetcher: $0, prefetching: prefetching, words: words,
                    titlesShownAs: TerminalText.sanitize)
            },
            poster: prefetcher.map {
                PosterViewModel(
                    session: session, prefetcher: $0, images: images.map(ShowPosterImageUseCase.init),
                    words: words, titlesShownAs: TerminalText.sanitize)
            },
            status: statusUseCase.map { StatusViewModel(useCase: $0, words: words) },
            callBudget: statusUseCase.map { CallBudgetViewModel(useCase: $0, words: words) },
            shares: SalesSharesViewModel(session: session, words: words))
    }
}
