import BoxOfficePresentation

/// Every ViewModel of a session, each made the first time a command uses it (a `date` never builds
/// the catalogue), from the makers the composition root hands in, and bound then to the one view
/// named beside it here (the compiler checks that the view shows what the ViewModel publishes).
@MainActor
public final class SessionViewModels {
    /// How each ViewModel is made: every one is required, so a test hands in one that fails loudly.
    public struct Makers {
        public var list: @MainActor () -> BoxOfficeListViewModel
        public var calendar: @MainActor () -> CalendarViewModel
        public var settings: @MainActor () -> SettingsViewModel
        public var detail: @MainActor () -> MovieDetailViewModel
        public var poster: @MainActor () -> PosterViewModel
        public var status: @MainActor () -> StatusViewModel
        public var callBudget: @MainActor () -> CallBudgetViewModel
        public var catalogue: @MainActor () -> CatalogueViewModel
        public var sync: @MainActor () -> SyncViewModel
        public var export: @MainActor () -> ExportViewModel
        public var history: @MainActor () -> FilmHistoryViewModel
        public var openings: @MainActor () -> OpeningsViewModel
        public var backup: @MainActor () -> StoreBackupViewModel
        public var shares: @MainActor () -> SalesSharesViewModel
        /// Whether a chart shown has its details fetched ahead, which needs the detail ViewModel.
        public var prefetchesDetails: Bool

        public init(
            list: @escaping @MainActor () -> BoxOfficeListViewModel,
            calendar: @escaping @MainActor () -> CalendarViewModel,
            settings: @escaping @MainActor () -> SettingsViewModel,
            detail: @escaping @MainActor () -> MovieDetailViewModel,
            poster: @escaping @MainActor () -> PosterViewModel,
            status: @escaping @MainActor () -> StatusViewModel,
            callBudget: @escaping @MainActor () -> CallBudgetViewModel,
            catalogue: @escaping @MainActor () -> CatalogueViewModel,
            sync: @escaping @MainActor () -> SyncViewModel,
            export: @escaping @MainActor () -> ExportViewModel,
            history: @escaping @MainActor () -> FilmHistoryViewModel,
            openings: @escaping @MainActor () -> OpeningsViewModel,
            backup: @escaping @MainActor () -> StoreBackupViewModel,
            shares: @escaping @MainActor () -> SalesSharesViewModel, prefetchesDetails: Bool
        ) {
            self.list = list
            self.calendar = calendar
            self.settings = settings
            self.detail = detail
            self.poster = poster
            self.status = status
            self.callBudget = callBudget
            self.catalogue = catalogue
            self.sync = sync
            self.export = export
            self.history = history
            self.openings = openings
            self.backup = backup
            self.shares = shares
            self.prefetchesDetails = prefetchesDetails
        }
    }

    /// What the session shares: the chart shown (which the prompt names), the filter, the numbered lists.
    public let sessionState: SessionState
    /// How each is made (a test makes the same session with one maker changed).
    public let makers: Makers
    /// The session that binds each ViewModel to its view as it is made, before it publishes.
    weak var session: ReplSession?

    public init(sessionState: SessionState, makers: Makers) {
        self.sessionState = sessionState
        self.makers = makers
    }

    public private(set) lazy var list: BoxOfficeListViewModel = {
        let list = made(makers.list, shownBy: ChartView())
        if makers.prefetchesDetails { _ = detail }
        return list
    }()
    public private(set) lazy var calendar = made(makers.calendar, shownBy: CalendarView())
    public private(set) lazy var settings = made(makers.settings, shownBy: SettingsView())
    public private(set) lazy var detail = madeDetail ?? made(makers.detail, shownBy: DetailView())
    public private(set) lazy var poster = made(makers.poster, shownBy: PosterView())
    public private(set) lazy var status = made(makers.status, shownBy: StatusView())
    public private(set) lazy var callBudget = made(makers.callBudget, shownBy: CallBudgetView())
    public private(set) lazy var catalogue = made(makers.catalogue, shownBy: CatalogueView())
    public private(set) lazy var sync = made(makers.sync) { session in
        SyncView(bar: ProgressBar(output: session.errors, enabled: session.options.interactive))
    }
    public private(set) lazy var export = made(makers.export, shownBy: ExportView())
    public private(set) lazy var history = made(makers.history, shownBy: HistoryView())
    public private(set) lazy var openings = made(makers.openings, shownBy: OpeningsView())
    public private(set) lazy var backup = made(makers.backup, shownBy: BackupView())
    public private(set) lazy var shares = made(makers.shares, shownBy: SharesView())

    /// The detail ViewModel if a command or a chart has made it (its prefetch is then stopped at the end).
    public private(set) var madeDetail: MovieDetailViewModel?

    private func made<Content, Model: ViewModel<Content>>(
        _ make: @MainActor () -> Model, shownBy view: some ReplView<Content>
    ) -> Model {
        made(make) { _ in view }
    }

    private func made<Content, Model: ViewModel<Content>>(
        _ make: @MainActor () -> Model, shownBy view: @MainActor (ReplSession) -> some ReplView<Content>
    ) -> Model {
        let model = make()
        if let detail = model as? MovieDetailViewModel { madeDetail = detail }
        if let session { session.bindView(model, to: view(session)) }
        return model
    }
}
