import BoxOfficeDomain

/// Every ViewModel of a session, each made the first time a command uses it (a `date` never builds
/// the catalogue), from the makers the composition root hands in, and bound then to the front's
/// one view of it (``ViewBinding``: the compiler checks that every front shows every ViewModel).
@MainActor
public final class SessionViewModels {
    /// How each ViewModel is made: every one is required, so a test hands in one that fails loudly.
    /// A new ViewModel is a field here, its maker in `init(_:history:catalogue:session:)`, its lazy var below
    /// and its `bind` in ``ViewBinding``; the compiler then asks each front for its view of it.
    public struct Makers {
        /// Made with what a chart shown changes elsewhere (the session, the detail's prefetch), wired here.
        public var list: @MainActor (ChartEffects) -> BoxOfficeListViewModel
        public var calendar: @MainActor () -> CalendarViewModel
        public var settings: @MainActor () -> SettingsViewModel
        public var detail: @MainActor () -> MovieDetailViewModel
        public var poster: @MainActor () -> PosterViewModel
        public var status: @MainActor () -> StatusViewModel
        public var callBudget: @MainActor () -> CallBudgetViewModel
        public var catalogue: @MainActor () -> CatalogueViewModel
        public var sync: @MainActor () -> SyncViewModel
        public var export: @MainActor () -> ExportViewModel
        public var trend: @MainActor () -> FilmTrendViewModel
        public var top: @MainActor () -> TopFilmsViewModel
        public var compare: @MainActor () -> FilmComparisonViewModel
        public var openings: @MainActor () -> OpeningsViewModel
        public var months: @MainActor () -> MonthsViewModel
        public var backup: @MainActor () -> StoreBackupViewModel
        public var shares: @MainActor () -> SalesSharesViewModel
        public var codes: @MainActor () -> CodeListViewModel
        /// Whether a chart shown has its details fetched ahead, which needs the detail ViewModel.
        public var prefetchesDetails: Bool
        // Its memberwise initialiser (internal) is what tests make it with, through `@testable import`.
    }

    /// What the session shares: the chart shown (which the prompt names), the filter, the numbered lists.
    public let sessionState: SessionState
    /// How each is made (a test makes the same session with one maker changed).
    public let makers: Makers
    /// The front that binds each ViewModel to its view as it is made, before it publishes.
    public weak var binding: (any ViewBinding)?

    public init(sessionState: SessionState, makers: Makers) {
        self.sessionState = sessionState
        self.makers = makers
    }

    /// The list's chart effects are kept in the session state and reach the detail ViewModel once it is
    /// made; a session that prefetches makes it with the list.
    public private(set) lazy var list: BoxOfficeListViewModel = {
        if makers.prefetchesDetails { _ = detail }
        let effects = ChartEffects.kept(
            in: sessionState, prefetchingInto: { [weak self] in self?.madeDetail })
        return bound(makers.list(effects)) { $0.bind($1) }
    }()
    public private(set) lazy var detail: MovieDetailViewModel = {
        let detail = bound(makers.detail()) { $0.bind($1) }
        madeDetail = detail
        return detail
    }()
    public private(set) lazy var calendar = bound(makers.calendar()) { $0.bind($1) }
    public private(set) lazy var settings = bound(makers.settings()) { $0.bind($1) }
    public private(set) lazy var poster = bound(makers.poster()) { $0.bind($1) }
    public private(set) lazy var status = bound(makers.status()) { $0.bind($1) }
    public private(set) lazy var callBudget = bound(makers.callBudget()) { $0.bind($1) }
    public private(set) lazy var catalogue = bound(makers.catalogue()) { $0.bind($1) }
    public private(set) lazy var sync = bound(makers.sync()) { $0.bind($1) }
    public private(set) lazy var export = bound(makers.export()) { $0.bind($1) }
    public private(set) lazy var trend = bound(makers.trend()) { $0.bind($1) }
    public private(set) lazy var top = bound(makers.top()) { $0.bind($1) }
    public private(set) lazy var compare = bound(makers.compare()) { $0.bind($1) }
    public private(set) lazy var openings = bound(makers.openings()) { $0.bind($1) }
    public private(set) lazy var months = bound(makers.months()) { $0.bind($1) }
    public private(set) lazy var backup = bound(makers.backup()) { $0.bind($1) }
    public private(set) lazy var shares = bound(makers.shares()) { $0.bind($1) }
    public private(set) lazy var codes = bound(makers.codes()) { $0.bind($1) }

    /// The detail ViewModel if a command or a chart has made it (its prefetch is then stopped at the end).
    public private(set) var madeDetail: MovieDetailViewModel?

    private func bound<Model: AnyObject>(_ model: Model, _ bind: (any ViewBinding, Model) -> Void) -> Model {
        if let binding { bind(binding, model) }
        return model
    }
}

/// What a session's ViewModels are made from: this run's use cases and repositories, live or demo,
/// as the composition root chose them (each repository asked for as its ViewModel is made, so a run
/// builds only what its commands use), and the choices that shape the ViewModels.
public struct SessionServices {
    public var charts: @Sendable () -> any BoxOfficeRepository
    public var calendar: BoxOfficeCalendar
    public var words: any Words
    public var movieDetails: @Sendable () -> any MovieDetailRepository
    public var posters: @Sendable () -> any PosterRepository
    /// How many details are fetched at once (a day's ten: one round trip after the list).
    public var detailsAtOnce: Int
    /// Whether a chart shown has its details fetched ahead: for a person browsing, never for a script.
    public var prefetchesDetails: Bool
    public var posterImages: @Sendable () -> any PosterImageRepository
    public var status: @Sendable () -> any StatusRepository
    public var source: DataSourceSummary
    /// The store's charts for `export`, and the sync the composition root made over them and the
    /// key's calls; `nil` with the demo data or without a store, and then `historyUnavailable` says why.
    public var archive: (any ChartArchive)?
    public var sync: @Sendable () -> SyncHistoryUseCase?
    public var historyUnavailable: HistoryFailure
    public var backup: (any StoreBackupRepository)?
    public var backupUnavailable: StoreBackupFailure
    /// The settings as this run starts, what the settings file holds, and where it is written.
    public var settings: DisplaySettings
    public var savedPreferences: UserPreferences
    public var preferences: any UserPreferencesStore
    public var settingsLocation: String
    /// A title as the screen shows it, so a title typed matches the one seen.
    public var titlesShownAs: @Sendable (String) -> String

    public init(
        charts: @escaping @Sendable () -> any BoxOfficeRepository, calendar: BoxOfficeCalendar,
        words: any Words,
        movieDetails: @escaping @Sendable () -> any MovieDetailRepository,
        posters: @escaping @Sendable () -> any PosterRepository, detailsAtOnce: Int,
        prefetchesDetails: Bool, posterImages: @escaping @Sendable () -> any PosterImageRepository,
        status: @escaping @Sendable () -> any StatusRepository,
        source: DataSourceSummary, archive: (any ChartArchive)?,
        sync: @escaping @Sendable () -> SyncHistoryUseCase?, historyUnavailable: HistoryFailure,
        backup: (any StoreBackupRepository)?,
        backupUnavailable: StoreBackupFailure, settings: DisplaySettings, savedPreferences: UserPreferences,
        preferences: any UserPreferencesStore, settingsLocation: String,
        titlesShownAs: @escaping @Sendable (String) -> String
    ) {
        self.charts = charts
        self.calendar = calendar
        self.words = words
        self.movieDetails = movieDetails
        self.posters = posters
        self.detailsAtOnce = detailsAtOnce
        self.prefetchesDetails = prefetchesDetails
        self.posterImages = posterImages
        self.status = status
        self.source = source
        self.archive = archive
        self.sync = sync
        self.historyUnavailable = historyUnavailable
        self.backup = backup
        self.backupUnavailable = backupUnavailable
        self.settings = settings
        self.savedPreferences = savedPreferences
        self.preferences = preferences
        self.settingsLocation = settingsLocation
        self.titlesShownAs = titlesShownAs
    }
}

extension SessionViewModels.Makers {
    /// Every ViewModel made from `services`, what they find kept in `session`; the store's questions come
    /// from `history` and KOBIS's catalogue from `catalogue` (each asked for when a ViewModel of it is
    /// made), whose types answer every query a ViewModel here asks (the compiler checks it).
    @MainActor
    public init<
        History: MonthOpeningsRepository & MonthFiguresRepository,
        Catalogue: CatalogueRepository & CodeListRepository
    >(
        _ services: SessionServices, history: @autoclosure @escaping () -> History?,
        catalogue: @autoclosure @escaping () -> Catalogue, session: SessionState
    ) {
        let (words, calendar, shown) = (services.words, services.calendar, services.titlesShownAs)
        // Use cases are made with their ViewModel, so a run builds only what its commands use.
        let chart = { ShowChartUseCase(repository: services.charts(), calendar: calendar) }
        let status = {
            ShowStatusUseCase(
                repository: services.status(), calendar: calendar, source: services.source.source)
        }
        let films = {
            history().map { FilmHistoryUseCase(repository: $0, calendar: calendar, displayed: shown) }
        }
        // The detail and the poster share one prefetcher, made with the first of them.
        let (details, posters, atOnce) = (services.movieDetails, services.posters, services.detailsAtOnce)
        let prefetcher = MadeAtFirstUse {
            DetailPrefetcher(
                useCase: ShowMovieDetailUseCase(details: details(), posters: posters()), concurrency: atOnce)
        }
        self.init(
            list: { BoxOfficeListViewModel(useCase: chart(), words: words, effects: $0) },
            calendar: { CalendarViewModel(useCase: chart(), words: words) },
            settings: {
                SettingsViewModel(
                    settings: services.settings, saved: services.savedPreferences,
                    store: services.preferences,
                    location: services.settingsLocation, source: services.source)
            },
            detail: {
                MovieDetailViewModel(
                    prefetcher: prefetcher.value, prefetching: services.prefetchesDetails, words: words,
                    titlesShownAs: shown, fetched: { session.detailFetched($0) })
            },
            poster: {
                PosterViewModel(
                    prefetcher: prefetcher.value,
                    images: ShowPosterImageUseCase(images: services.posterImages()),
                    words: words, titlesShownAs: shown, fetched: { session.detailFetched($0) })
            },
            status: { StatusViewModel(useCase: status(), words: words) },
            callBudget: { CallBudgetViewModel(words: words) },
            catalogue: {
                CatalogueViewModel(
                    useCase: SearchCatalogueUseCase(repository: catalogue()), words: words,
                    effects: .kept(in: session))
            },
            sync: {
                SyncViewModel(
                    useCase: services.sync(), unavailable: services.historyUnavailable, words: words)
            },
            export: {
                ExportViewModel(
                    useCase: services.archive.map { ExportChartsUseCase(archive: $0, calendar: calendar) },
                    unavailable: services.historyUnavailable, calendar: calendar, words: words)
            },
            trend: {
                FilmTrendViewModel(useCase: films(), unavailable: services.historyUnavailable, words: words)
            },
            top: {
                TopFilmsViewModel(useCase: films(), unavailable: services.historyUnavailable, words: words)
            },
            compare: {
                FilmComparisonViewModel(
                    useCase: films(), unavailable: services.historyUnavailable, words: words)
            },
            openings: {
                OpeningsViewModel(
                    useCase: history().map { MonthOpeningsUseCase(repository: $0, calendar: calendar) },
                    unavailable: services.historyUnavailable, words: words)
            },
            months: {
                MonthsViewModel(
                    useCase: history().map { YearMonthsUseCase(repository: $0, calendar: calendar) },
                    unavailable: services.historyUnavailable, words: words)
            },
            backup: {
                StoreBackupViewModel(
                    store: services.backup, unavailable: services.backupUnavailable, words: words)
            },
            shares: { SalesSharesViewModel(words: words) },
            codes: { CodeListViewModel(useCase: ListCodesUseCase(repository: catalogue()), words: words) },
            prefetchesDetails: services.prefetchesDetails)
    }
}

extension ChartEffects {
    /// `state` keeps the chart shown, its period and the filter; `loading` is told each period that
    /// starts loading and `settled` the chart shown once a load ends (after a failure, the one before).
    public static func kept(
        in state: SessionState, loading: @escaping @MainActor (ChartPeriod) -> Void = { _ in },
        settled: @escaping @MainActor (BoxOfficeChart?) -> Void = { _ in }
    ) -> Self {
        Self(
            loading: {
                loading($0)
                state.chartLoading($0)
            },
            shown: {
                state.chartShown($0, period: $1)
                settled($0)
            },
            failed: {
                state.chartFailed($0)
                settled(state.chart)
            },
            filterChosen: { state.filter = $0 })
    }

    /// As ``kept(in:loading:settled:)``, and the detail's prefetch follows the charts shown once there
    /// is a detail ViewModel: the one cross-screen effect, wired where the ViewModels are made.
    public static func kept(
        in state: SessionState, prefetchingInto detail: @escaping @MainActor () -> MovieDetailViewModel?
    ) -> Self {
        kept(
            in: state, loading: { detail()?.chartLoading($0, shown: state.chart) },
            settled: { detail()?.chartSettled($0) })
    }
}

extension CatalogueEffects {
    /// `state` keeps what the catalogue finds: the movies a number means, the people and companies.
    public static func kept(in state: SessionState) -> Self {
        Self(
            moviesFound: { state.moviesFound($0) }, peopleFound: { state.peopleFound($0) },
            companiesFound: { state.companiesFound($0) })
    }
}

/// A front's views: it binds each ViewModel, as it is made, to the one view that shows it there.
@MainActor
public protocol ViewBinding: AnyObject {
    func bind(_ model: BoxOfficeListViewModel)
    func bind(_ model: CalendarViewModel)
    func bind(_ model: SettingsViewModel)
    func bind(_ model: MovieDetailViewModel)
    func bind(_ model: PosterViewModel)
    func bind(_ model: StatusViewModel)
    func bind(_ model: CallBudgetViewModel)
    func bind(_ model: CatalogueViewModel)
    func bind(_ model: SyncViewModel)
    func bind(_ model: ExportViewModel)
    func bind(_ model: FilmTrendViewModel)
    func bind(_ model: TopFilmsViewModel)
    func bind(_ model: FilmComparisonViewModel)
    func bind(_ model: OpeningsViewModel)
    func bind(_ model: MonthsViewModel)
    func bind(_ model: StoreBackupViewModel)
    func bind(_ model: SalesSharesViewModel)
    func bind(_ model: CodeListViewModel)
}
