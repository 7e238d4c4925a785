// What the whole session shares: the chart shown, the filter in force, and the numbered lists that numbers typed next refer to.

import BoxOfficeDomain

/// What the whole session shares, in one place: the chart shown and the filter in force, and the
/// last numbered lists, which `detail N`, `poster N`, `person N` and `company N` read.
///
/// The composition root makes one and hands it to the ViewModels that need it; the ViewModels
/// change it (the chart's ViewModel shows a chart, the catalogue's finds movies), and a view
/// reads it (the prompt names the chart) or observes it as it observes a ViewModel. No ViewModel
/// holds another: this is what they share.
@MainActor
public final class SessionState {
    /// What happened, as observers are told.
    public enum Event: Equatable, Sendable {
        /// A chart is being fetched (``loadingPeriod``).
        case chartLoading
        /// A chart's load ended, shown or failed: ``chart`` is the one shown.
        case chartSettled
        /// The numbered lists changed.
        case numbers
    }

    /// Which movies a number means: the ranks of the chart shown, or the last movies found.
    public enum NumberedMovies: Equatable, Sendable {
        /// The ranks of ``SessionState/chart``.
        case chart
        /// A search's results so far, or a filmography, numbered from 1.
        case found([ListedMovie])
    }

    /// The period the session is about, which the prompt names and `prev`, `next`, `refresh` and
    /// `calendar` count from: the one shown, kept through any failed load; before any chart is
    /// shown, the last real period asked for whose load failed (so `refresh` tries it again).
    public private(set) var period: ChartPeriod?
    /// The chart shown: the last one loaded, kept while another loads and after a load that
    /// failed (refused, cancelled, or failing at the source).
    public private(set) var chart: BoxOfficeChart?
    /// The period being fetched, while a chart loads.
    public private(set) var loadingPeriod: ChartPeriod?
    /// Which films the charts count, kept until changed (`filter`).
    public internal(set) var filter = ChartFilter.all
    /// What `detail N` and `poster N` mean: the chart's ranks until movies are found, then those
    /// until a chart is shown again.
    public private(set) var movies = NumberedMovies.chart
    /// The people `person N` means; `nil` before any `people`.
    public private(set) var people: [PersonSummary]?
    /// The companies `company N` means; `nil` before any `company NAME`.
    public private(set) var companies: [CompanySummary]?
    /// The last detail fetched, whose poster `poster` alone shows.
    public private(set) var lastDetail: MovieDetailResult?

    private let observers = Observers<Event>()

    /// A session with nothing shown yet.
    public init() {}

    /// Calls `observer` with every later event while `owner` is alive.
    public func observe(owner: AnyObject, _ observer: @escaping (Event) -> Void) {
        observers.add(owner: owner, observer)
    }

    /// The chart of `period` is being fetched.
    func chartLoading(_ period: ChartPeriod) {
        loadingPeriod = period
        observers.notify(.chartLoading)
    }

    /// `chart`, of `period`, is shown: its ranks are the movie numbers again.
    func chartShown(_ chart: BoxOfficeChart, period: ChartPeriod) {
        self.chart = chart
        self.period = period
        loadingPeriod = nil
        movies = .chart
        observers.notify(.chartSettled)
    }

    /// A load failed or was refused; `period`, a real one that failed, becomes the period the
    /// session is about while no chart is shown.
    func chartFailed(_ period: ChartPeriod?) {
        loadingPeriod = nil
        if chart == nil, let period { self.period = period }
        observers.notify(.chartSettled)
    }

    /// `movies` were found (a search's results so far, a filmography): numbers mean them now.
    func moviesFound(_ movies: [ListedMovie]) {
        self.movies = .found(movies)
        observers.notify(.numbers)
    }

    /// `people` were found: `person N` means them now.
    func peopleFound(_ people: [PersonSummary]) {
        self.people = people
        observers.notify(.numbers)
    }

    /// `companies` were found: `company N` means them now.
    func companiesFound(_ companies: [CompanySummary]) {
        self.companies = companies
        observers.notify(.numbers)
    }

    /// `result` was fetched for `detail` or `poster`.
    func detailFetched(_ result: MovieDetailResult) {
        lastDetail = result
    }
}

extension SessionState {
    /// The movie `text` names — a number, a code or the start of a title — among the numbered
    /// movies, with its row and day when the number is a rank of the chart shown; titles are
    /// matched as `shown` makes them, the way the user reads them.
    /// - Throws: ``DetailSelectionError`` saying why it is not clear which movie is meant.
    public func movie(_ text: String?, titlesShownAs shown: (String) -> String) throws(DetailSelectionError)
        -> DetailSelection
    {
        switch movies {
        case .found(let movies): try DetailSelection(text, among: movies)
        case .chart: try DetailSelection(text, in: chart, titlesShownAs: shown)
        }
    }

    /// What Tab may complete after `detail ` and `poster `: the numbers, codes and titles of the
    /// numbered movies, titles as `shown` makes them.
    public func movieCompletions(forArgument argument: String, titlesShownAs shown: (String) -> String)
        -> [String]
    {
        switch movies {
        case .found(let movies): DetailSelection.completions(forArgument: argument, among: movies)
        case .chart: DetailSelection.completions(forArgument: argument, in: chart, titlesShownAs: shown)
        }
    }

    /// What Tab offers after `person `: the numbers and codes of the last people list.
    public var personCompletions: [String] {
        let people = people ?? []
        return people.indices.map { String($0 + 1) } + people.map(\.code.rawValue)
    }

    /// What Tab offers after `company `: the numbers and codes of the last company list.
    public var companyCompletions: [String] {
        let companies = companies ?? []
        return companies.indices.map { String($0 + 1) } + companies.map(\.code.rawValue)
    }
}

/// A movie of a numbered list: its code, and its title as the list shows it (`nil` for a code
/// typed that no list has; the poster search then waits for the detail's title).
public struct ListedMovie: Hashable, Sendable {
    /// KOBIS's code.
    public let code: MovieCode
    /// The title in the list.
    public let title: String?

    /// A movie of a list.
    public init(code: MovieCode, title: String?) {
        self.code = code
        self.title = title
    }
}
