import BoxOfficePresentation

/// Every ViewModel of a session, each made the first time a command uses it (a `date` never builds
/// the catalogue), from the makers the composition root hands in, and bound then to its view.
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
            self.backup = backup
            self.shares = shares
            self.prefetchesDetails = prefetchesDetails
        }
    }

    /// What the session shares: the chart shown (which the prompt names), the filter, the numbered lists.
    public let sessionState: SessionState
    /// How each is made (a test makes the same session with one maker changed).
    public let makers: Makers
    /// Told of each ViewModel as it is made, so the session binds its view before it publishes.
    var bind: (AnyObject) -> Void = { _ in }

    public init(sessionState: SessionState, makers: Makers) {
        self.sessionState = sessionState
        self.makers = makers
    }

    public private(set) lazy var list: BoxOfficeListViewModel = {
        let list = made(makers.list)
        if makers.prefetchesDetails { _ = detail }
        return list
    }()
    public private(set) lazy var calendar = made(makers.calendar)
    public private(set) lazy var settings = made(makers.settings)
    public private(set) lazy var detail = madeDetail ?? made(makers.detail)
    public private(set) lazy var poster = made(makers.poster)
    public private(set) lazy var status = made(makers.status)
    public private(set) lazy var callBudget = made(makers.callBudget)
    public private(set) lazy var catalogue = made(makers.catalogue)
    public private(set) lazy var sync = made(makers.sync)
    public private(set) lazy var export = made(makers.export)
    public private(set) lazy var history = made(makers.history)
    public private(set) lazy var backup = made(makers.backup)
    public private(set) lazy var shares = made(makers.shares)

    /// The detail ViewModel if a command or a chart has made it (its prefetch is then stopped at the end).
    public private(set) var madeDetail: MovieDetailViewModel?

    private func made<Model: AnyObject>(_ make: @MainActor () -> Model) -> Model {
        let model = make()
        if let detail = model as? MovieDetailViewModel { madeDetail = detail }
        bind(model)
        return model
    }
}
