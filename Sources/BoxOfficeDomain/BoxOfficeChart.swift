// A chart of the box office (a day's, a week's): its rows, rank changes, movie codes, its source,
// where charts come from, and the use case that shows one.

/// The top ten of a day or of part of a week, under a filter, and where its figures came from.
public struct BoxOfficeChart: Hashable, Sendable {
    /// The days it covers (and with them its kind).
    public var period: ChartPeriod
    public var filter: ChartFilter
    /// KOBIS's week of a weekly chart, `YYYYIW` (e.g. `201152`); `nil` for a day.
    public var yearWeek: String?
    public var source: DataSource
    /// The rows, by rank (KOBIS sends at most ten).
    public var entries: [BoxOfficeEntry]

    public init(
        period: ChartPeriod, filter: ChartFilter = .all, yearWeek: String? = nil, source: DataSource,
        entries: [BoxOfficeEntry]
    ) {
        self.period = period
        self.filter = filter
        self.yearWeek = yearWeek
        self.source = source
        self.entries = entries
    }

    /// Makes a day's chart of every film.
    public init(date: BoxOfficeDate, source: DataSource, entries: [BoxOfficeEntry]) {
        self.init(period: .day(date), source: source, entries: entries)
    }

    /// The day of a daily chart; the first day of a longer one.
    public var date: BoxOfficeDate { period.first }

    public var request: ChartRequest { ChartRequest(period: period, filter: filter) }
}

/// One movie's row of a chart; "that day" below means the chart's period (a day or a week).
public struct BoxOfficeEntry: Hashable, Sendable {
    /// The rank, 1 to 10.
    public var rank: Int
    public var movieCode: MovieCode
    /// The Korean title, as KOBIS gives it (trimmed).
    public var title: String
    /// The release date; absent when KOBIS does not know it (old re-releases).
    public var openDate: BoxOfficeDate?
    public var rankChange: RankChange
    /// Tickets sold that day.
    public var audience: Int
    /// Tickets sold since release.
    public var audienceTotal: Int
    /// Sales that day, in won.
    public var sales: Int
    /// Sales since release, in won.
    public var salesTotal: Int
    /// The share of that day's sales, in percent.
    public var salesShare: Double
    /// Screens that showed it that day.
    public var screens: Int
    /// Showings that day.
    public var shows: Int
    /// How KOBIS says the figures moved since the period before (absent in older stored copies).
    public var changes: FigureChanges

    /// Makes a row; every figure is given, as KOBIS always sends all of them.
    public init(
        rank: Int, movieCode: MovieCode, title: String, openDate: BoxOfficeDate?, rankChange: RankChange,
        audience: Int, audienceTotal: Int, sales: Int, salesTotal: Int, salesShare: Double,
        screens: Int, shows: Int, changes: FigureChanges = FigureChanges()
    ) {
        self.rank = rank
        self.movieCode = movieCode
        self.title = title
        self.openDate = openDate
        self.rankChange = rankChange
        self.audience = audience
        self.audienceTotal = audienceTotal
        self.sales = sales
        self.salesTotal = salesTotal
        self.salesShare = salesShare
        self.screens = screens
        self.shows = shows
        self.changes = changes
    }
}

/// How a row's figures moved since the period before, as KOBIS gives them (`audiInten`,
/// `audiChange`, `salesInten`, `salesChange`).
public struct FigureChanges: Hashable, Sendable {
    /// More (or fewer, when negative) tickets than the period before.
    public var audience: Int
    /// The same, in percent.
    public var audiencePercent: Double
    /// More (or less) sales than the period before, in won.
    public var sales: Int
    /// The same, in percent.
    public var salesPercent: Double

    public init(audience: Int = 0, audiencePercent: Double = 0, sales: Int = 0, salesPercent: Double = 0) {
        self.audience = audience
        self.audiencePercent = audiencePercent
        self.sales = sales
        self.salesPercent = salesPercent
    }
}

/// How a movie's rank moved since the day before: the app's ▲, ▼, `-` and `신작` markers.
public enum RankChange: Hashable, Sendable {
    // A new release, or a re-entry into the top ten.
    case new
    // Always positive.
    case up(Int)
    // Always positive.
    case down(Int)
    case steady

    /// From KOBIS's facts: a new row, and the signed change (positive: moved up); `Int.min` counts
    /// as `.down(Int.max)`.
    public init(isNew: Bool, delta: Int) {
        if isNew {
            self = .new
        } else if delta > 0 {
            self = .up(delta)
        } else if delta < 0 {
            // `-Int.min` does not exist: the smallest delta KOBIS could send moves down `Int.max`.
            self = .down(delta == .min ? .max : -delta)
        } else {
            self = .steady
        }
    }

    /// The signed change: positive = moved up, negative = moved down, 0 for new and steady.
    public var delta: Int {
        switch self {
        case .new, .steady: 0
        case .up(let places): places
        case .down(let places): -places
        }
    }
}

/// A KOBIS code (`movieCd`, `peopleCd`, `companyCd`): text, since some carry letters
/// (`2023C165`); `Subject` keeps a person's code from being passed for a movie's.
public struct KOBISCode<Subject>: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    public let rawValue: String

    /// Wraps a code, dropping surrounding spaces.
    public init(_ rawValue: String) {
        self.rawValue = rawValue.trimmingSpaces()
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public var description: String { rawValue }
}

public enum MovieSubject {}

/// KOBIS's code for a movie, e.g. `20199882`.
public typealias MovieCode = KOBISCode<MovieSubject>

/// Where a day's figures came from; the output always says which.
public enum DataSource: String, Hashable, Sendable, CaseIterable {
    case kobis
    case demo
    case cache
}

/// Where charts come from: Domain owns the question, Data answers it.
public protocol BoxOfficeRepository: Sendable {
    // `nil` when it can answer for any day KOBIS has (the live API).
    var availableDates: [BoxOfficeDate]? { get }

    // Whether it has charts counting some films only (KOBIS does; the demo data has every film's alone).
    var filtersCharts: Bool { get }

    // `request`'s period is already checked against the calendar.
    func chart(_ request: ChartRequest, refresh: Bool) async throws(BoxOfficeFailure) -> BoxOfficeChart
}

extension BoxOfficeRepository {
    public var filtersCharts: Bool { true }

    public func dailyBoxOffice(for date: BoxOfficeDate, refresh: Bool) async throws(BoxOfficeFailure)
        -> BoxOfficeChart
    {
        try await chart(.daily(date), refresh: refresh)
    }
}

extension String {
    func trimmingSpaces() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars = scalars.dropFirst() }
        while let last = scalars.last, last.isWhitespace { scalars = scalars.dropLast() }
        return String(scalars)
    }
}

/// Shows charts: checks a day or week has figures, then asks the repository; knows the default
/// day, the days worth suggesting and where `prev` and `next` go.
public struct ShowChartUseCase: Sendable {
    private let repository: any BoxOfficeRepository
    private let calendar: BoxOfficeCalendar

    /// `calendar` says which days exist (yesterday in Seoul, from an injected clock).
    public init(repository: any BoxOfficeRepository, calendar: BoxOfficeCalendar) {
        self.repository = repository
        self.calendar = calendar
    }

    /// Yesterday, or the newest day the repository has when it has only some (the demo data).
    public func defaultDate() -> BoxOfficeDate {
        repository.availableDates?.last ?? calendar.yesterday()
    }

    /// The default day's, or for a weekly chart the latest one over in Seoul.
    public func defaultPeriod(_ kind: ChartKind) -> ChartPeriod {
        var period = ChartPeriod(kind, containing: defaultDate())
        while period.last >= calendar.today() { period = period.moved(by: -1) }
        return period
    }

    /// For completion: the repository's own days, or the last `count` up to yesterday, newest first.
    public func suggestedDates(count: Int = 7) -> [BoxOfficeDate] {
        if let dates = repository.availableDates { return dates.reversed() }
        let yesterday = calendar.yesterday()
        return (0..<count).map { yesterday.adding(days: -$0) }.filter { $0 >= BoxOfficeDate.earliest }
    }

    /// On the demo data the nearest day it has that way, so missing days are stepped over; else the
    /// neighbouring calendar day, which is explained when it has no figures.
    public func neighbour(of date: BoxOfficeDate, step: Int) -> BoxOfficeDate {
        let adjacent = date.adding(days: step)
        guard let dates = repository.availableDates else { return adjacent }
        let nearest = step < 0 ? dates.filter { $0 < date }.max() : dates.filter { $0 > date }.min()
        return nearest ?? adjacent
    }

    /// The neighbouring day, or the week before or after.
    public func neighbour(of period: ChartPeriod, step: Int) -> ChartPeriod {
        guard period.kind == .daily else { return period.moved(by: step) }
        return .day(neighbour(of: period.first, step: step))
    }

    /// The period of `kind` a typed day names (`20220105`, `1/5`, `yesterday`, `-3`, relative to today
    /// in Seoul; any day of a week names the week), read once here; with no day, ``defaultPeriod(_:)``.
    /// Whether it has figures is ``execute(_:refresh:)``'s check.
    public func period(_ kind: ChartKind, typed text: String?) throws(DateInputError) -> ChartPeriod {
        guard let text else { return defaultPeriod(kind) }
        return ChartPeriod(kind, containing: try calendar.date(from: text))
    }

    /// Whether the source has charts under `filter` at all (the demo data has every film's alone).
    public func hasCharts(under filter: ChartFilter) -> Bool {
        filter.isAll || repository.filtersCharts
    }

    /// From 2003-11-11 to yesterday in Seoul and, on the demo data, one of its days.
    public func hasFigures(on date: BoxOfficeDate) -> Bool {
        guard calendar.availableRange.contains(date) else { return false }
        return repository.availableDates?.contains(date) ?? true
    }

    /// A period without figures (a day not over, a week still counted) throws `invalidDate` before
    /// the repository is asked.
    public func execute(_ request: ChartRequest, refresh: Bool = false) async throws(BoxOfficeFailure)
        -> BoxOfficeChart
    {
        do {
            try calendar.validate(request.period)
        } catch .future(let date, let latest) {
            // The latest day is the repository's own when it has only some (the demo data).
            throw .invalidDate(.future(date, latest: repository.availableDates?.last ?? latest))
        } catch {
            throw .invalidDate(error)
        }
        return try await repository.chart(request, refresh: refresh)
    }

    /// The daily chart of every film on `date` (see ``execute(_:refresh:)``).
    public func execute(date: BoxOfficeDate, refresh: Bool = false) async throws(BoxOfficeFailure)
        -> BoxOfficeChart
    {
        try await execute(.daily(date), refresh: refresh)
    }
}
