// What the whole session shares: the chart shown, the filter in force, and the numbered lists that numbers typed next refer to.

import BoxOfficeDomain

/// What the whole session shares: the chart shown, the filter, and the last numbered lists that
/// `detail N`, `poster N`, `person N` and `company N` read. Only the composition root holds it: it
/// hands its values into the ViewModels' intents and writes what their effects report.
@MainActor
public final class SessionState {
    /// Which movies a number means: the ranks of the chart shown, or the last movies found.
    public enum NumberedMovies: Equatable, Sendable {
        case chart
        case found(NumberedList<ListedMovie>)
    }

    /// The period the session is about, which the prompt names and `prev`, `next`, `refresh` and
    /// `calendar` count from: the one shown, kept through any failed load; before any chart is
    /// shown, the last real period asked for whose load failed (so `refresh` tries it again).
    public private(set) var period: ChartPeriod?
    /// The chart shown: the last one loaded, kept while another loads and after a load that
    /// failed (refused, cancelled, or failing at the source).
    public private(set) var chart: BoxOfficeChart?
    public private(set) var loadingPeriod: ChartPeriod?
    public internal(set) var filter = ChartFilter.all
    /// What `detail N` and `poster N` mean: the chart's ranks until movies are found, then those
    /// until a chart is shown again.
    public private(set) var movies = NumberedMovies.chart
    public private(set) var people: NumberedList<PersonSummary>?
    public private(set) var companies: NumberedList<CompanySummary>?
    /// The last detail fetched, whose poster `poster` alone shows.
    public private(set) var lastDetail: MovieDetailResult?

    public init() {}

    /// What the list's and the calendar's intents are handed: the period, the chart shown and the filter.
    public var chartSelection: ChartSelection { ChartSelection(period: period, chart: chart, filter: filter) }

    /// What `detail N` and `poster N` are handed to read a number, a code or a title.
    public var movieNumbers: MovieNumbers { MovieNumbers(movies: movies, chart: chart) }

    func chartLoading(_ period: ChartPeriod) {
        loadingPeriod = period
    }

    /// Its ranks are the movie numbers again.
    func chartShown(_ chart: BoxOfficeChart, period: ChartPeriod) {
        self.chart = chart
        self.period = period
        loadingPeriod = nil
        movies = .chart
    }

    /// A load failed or was refused; `period`, a real one that failed, becomes the period the
    /// session is about while no chart is shown.
    func chartFailed(_ period: ChartPeriod?) {
        loadingPeriod = nil
        if chart == nil, let period { self.period = period }
    }

    func moviesFound(_ movies: NumberedList<ListedMovie>) {
        self.movies = .found(movies)
    }

    func peopleFound(_ people: NumberedList<PersonSummary>) {
        self.people = people
    }

    func companiesFound(_ companies: NumberedList<CompanySummary>) {
        self.companies = companies
    }

    /// Public so that a composition root of its own (a benchmark, a test) keeps what a detail or a poster fetched.
    public func detailFetched(_ result: MovieDetailResult) {
        lastDetail = result
    }
}

extension SessionState {
    /// A number, a code or the start of a title; titles are matched as `shown` makes them.
    public func movie(_ text: String?, titlesShownAs shown: (String) -> String) throws(DetailSelectionError)
        -> DetailSelection
    {
        try movieNumbers.movie(text, titlesShownAs: shown)
    }

    public func movieCompletions(forArgument argument: String, titlesShownAs shown: (String) -> String)
        -> [String]
    {
        movieNumbers.completions(forArgument: argument, titlesShownAs: shown)
    }

    public var personCompletions: [String] {
        let people = people?.numbered ?? []
        return people.map { String($0.number) } + people.map(\.item.code.rawValue)
    }

    public var companyCompletions: [String] {
        let companies = companies?.numbered ?? []
        return companies.map { String($0.number) } + companies.map(\.item.code.rawValue)
    }
}

/// A movie of a numbered list: its code, and its title as the list shows it (`nil` for a code
/// typed that no list has; the poster search then waits for the detail's title).
public struct ListedMovie: Hashable, Sendable {
    public let code: MovieCode
    public let title: String?

    public init(code: MovieCode, title: String?) {
        self.code = code
        self.title = title
    }
}

/// The chart the session is about, as a value an intent is handed: the period (shown, or the last
/// that failed before any was shown), the chart shown, and the filter in force.
public struct ChartSelection: Equatable, Sendable {
    public var period: ChartPeriod?
    public var chart: BoxOfficeChart?
    public var filter: ChartFilter

    public init(period: ChartPeriod? = nil, chart: BoxOfficeChart? = nil, filter: ChartFilter = .all) {
        self.period = period
        self.chart = chart
        self.filter = filter
    }
}

/// The movies a number typed means, as a value `detail` and `poster` are handed: the movies found
/// last, or the ranks of the chart shown.
public struct MovieNumbers: Equatable, Sendable {
    public let movies: SessionState.NumberedMovies
    public let chart: BoxOfficeChart?

    public init(movies: SessionState.NumberedMovies = .chart, chart: BoxOfficeChart? = nil) {
        self.movies = movies
        self.chart = chart
    }

    /// A number, a code or the start of a title; titles are matched as `shown` makes them.
    public func movie(_ text: String?, titlesShownAs shown: (String) -> String) throws(DetailSelectionError)
        -> DetailSelection
    {
        switch movies {
        case .found(let movies): try DetailSelection(text, among: movies)
        case .chart: try DetailSelection(text, in: chart, titlesShownAs: shown)
        }
    }

    public func completions(forArgument argument: String, titlesShownAs shown: (String) -> String) -> [String]
    {
        switch movies {
        case .found(let movies): DetailSelection.completions(forArgument: argument, among: movies)
        case .chart: DetailSelection.completions(forArgument: argument, in: chart, titlesShownAs: shown)
        }
    }
}
