import BoxOfficePresentation

/// Every ViewModel the prompt shows, made in the composition root. The session observes each
/// once and prints what it publishes; the commands ask them for work.
@MainActor
public struct ReplViewModels {
    /// The day's box office (`date`, `prev`, `next`, `refresh`).
    public let list: BoxOfficeListViewModel
    /// `calendar`.
    public let calendar: CalendarViewModel
    /// The display settings (`mode`, `format`, `width`, `symbols`, `settings`).
    public let settings: SettingsViewModel
    /// `detail`; `nil` when the session has none (the command says so), as for the others below.
    public let detail: MovieDetailViewModel?
    /// `poster`.
    public let poster: PosterViewModel?
    /// `status`.
    public let status: StatusViewModel?
    /// The warning when the day's KOBIS calls near the limit.
    public let callBudget: CallBudgetViewModel?

    /// The session's ViewModels; `detail`, `poster`, `status` and the call budget only when given.
    public init(
        list: BoxOfficeListViewModel, calendar: CalendarViewModel, settings: SettingsViewModel,
        detail: MovieDetailViewModel? = nil, poster: PosterViewModel? = nil, status: StatusViewModel? = nil,
        callBudget: CallBudgetViewModel? = nil
    ) {
        self.list = list
        self.calendar = calendar
        self.settings = settings
        self.detail = detail
        self.poster = poster
        self.status = status
        self.callBudget = callBudget
    }
}
