/// Every ViewModel of a session, each made the first time a command uses it (a `date` never builds
/// the catalogue), from the makers the composition root hands in, and bound then to the front's
/// one view of it (``ViewBinding``: the compiler checks that every front shows every ViewModel).
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
    /// The front that binds each ViewModel to its view as it is made, before it publishes.
    public weak var binding: (any ViewBinding)?

    public init(sessionState: SessionState, makers: Makers) {
        self.sessionState = sessionState
        self.makers = makers
    }

    public private(set) lazy var list: BoxOfficeListViewModel = {
        let list = bound(makers.list()) { $0.bind($1) }
        if makers.prefetchesDetails { _ = detail }
        return list
    }()
    public private(set) lazy var detail = madeDetail ?? bound(makers.detail()) { $0.bind($1) }
    public private(set) lazy var calendar = bound(makers.calendar()) { $0.bind($1) }
    public private(set) lazy var settings = bound(makers.settings()) { $0.bind($1) }
    public private(set) lazy var poster = bound(makers.poster()) { $0.bind($1) }
    public private(set) lazy var status = bound(makers.status()) { $0.bind($1) }
    public private(set) lazy var callBudget = bound(makers.callBudget()) { $0.bind($1) }
    public private(set) lazy var catalogue = bound(makers.catalogue()) { $0.bind($1) }
    public private(set) lazy var sync = bound(makers.sync()) { $0.bind($1) }
    public private(set) lazy var export = bound(makers.export()) { $0.bind($1) }
    public private(set) lazy var history = bound(makers.history()) { $0.bind($1) }
    public private(set) lazy var openings = bound(makers.openings()) { $0.bind($1) }
    public private(set) lazy var backup = bound(makers.backup()) { $0.bind($1) }
    public private(set) lazy var shares = bound(makers.shares()) { $0.bind($1) }

    /// The detail ViewModel if a command or a chart has made it (its prefetch is then stopped at the end).
    public private(set) var madeDetail: MovieDetailViewModel?

    private func bound<Model: AnyObject>(_ model: Model, _ bind: (any ViewBinding, Model) -> Void) -> Model {
        if let detail = model as? MovieDetailViewModel { madeDetail = detail }
        if let binding { bind(binding, model) }
        return model
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
    func bind(_ model: FilmHistoryViewModel)
    func bind(_ model: OpeningsViewModel)
    func bind(_ model: StoreBackupViewModel)
    func bind(_ model: SalesSharesViewModel)
}
