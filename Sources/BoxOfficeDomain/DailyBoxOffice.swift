// A day's box office: its rows, rank changes, movie codes, where figures come from, and who answers.

/// A day's box office: the top ten of that day, and where the figures came from.
public struct DailyBoxOffice: Hashable, Sendable {
    /// The day.
    public var date: BoxOfficeDate
    /// Where the figures came from.
    public var source: DataSource
    /// The rows, by rank (KOBIS sends at most ten).
    public var entries: [DailyBoxOfficeEntry]

    /// Makes a day's box office.
    public init(date: BoxOfficeDate, source: DataSource, entries: [DailyBoxOfficeEntry]) {
        self.date = date
        self.source = source
        self.entries = entries
    }
}

/// One movie's row of a day's box office.
public struct DailyBoxOfficeEntry: Hashable, Sendable {
    /// The rank that day, 1 to 10.
    public var rank: Int
    /// KOBIS's movie code.
    public var movieCode: MovieCode
    /// The Korean title, as KOBIS gives it (trimmed).
    public var title: String
    /// The release date; absent when KOBIS does not know it (old re-releases).
    public var openDate: BoxOfficeDate?
    /// How the rank moved since the day before.
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

    /// Makes a row; every figure is given, as KOBIS always sends all of them.
    public init(
        rank: Int, movieCode: MovieCode, title: String, openDate: BoxOfficeDate?, rankChange: RankChange,
        audience: Int, audienceTotal: Int, sales: Int, salesTotal: Int, salesShare: Double,
        screens: Int, shows: Int
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
    }
}

/// How a movie's rank moved since the day before: the app's ▲, ▼, `-` and `신작` markers.
public enum RankChange: Hashable, Sendable {
    /// It entered the top ten that day (a new release, or a re-entry).
    case new
    /// It moved up by the given number of places (always positive).
    case up(Int)
    /// It moved down by the given number of places (always positive).
    case down(Int)
    /// It kept its rank.
    case steady

    /// Makes the change from KOBIS's facts: whether the row is new, and the signed
    /// change in rank where positive means moved up. `Int.min` counts as `.down(Int.max)`.
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

/// KOBIS's code for a movie, e.g. `20199882`. A string: some codes carry letters (`2023C165`).
public struct MovieCode: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The code as KOBIS writes it.
    public let rawValue: String

    /// Wraps a code, dropping surrounding spaces.
    public init(_ rawValue: String) {
        self.rawValue = rawValue.trimmingSpaces()
    }

    /// Wraps a literal code.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The code itself.
    public var description: String { rawValue }
}

/// Where a day's figures came from; the output always says which.
public enum DataSource: String, Hashable, Sendable, CaseIterable {
    /// Fetched from KOBIS just now.
    case kobis
    /// Read from the bundled demo data set.
    case demo
    /// Read from the local store of earlier fetches.
    case cache
}

/// Where daily box offices come from. Domain owns the question; Data answers it
/// (KOBIS over HTTP, or the bundled demo data).
public protocol BoxOfficeRepository: Sendable {
    /// The days this repository can answer for, newest last; `nil` when it can answer
    /// for any day KOBIS has (the live API).
    var availableDates: [BoxOfficeDate]? { get }

    /// The box office of `date`.
    /// - Parameters:
    ///   - date: a day already checked against ``BoxOfficeCalendar/availableRange``.
    ///   - refresh: `true` to ask the source again even if a stored copy exists.
    /// - Throws: ``BoxOfficeFailure``; ``BoxOfficeFailure/cancelled`` when the task was cancelled.
    func dailyBoxOffice(for date: BoxOfficeDate, refresh: Bool) async throws(BoxOfficeFailure)
        -> DailyBoxOffice
}

extension String {
    func trimmingSpaces() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars = scalars.dropFirst() }
        while let last = scalars.last, last.isWhitespace { scalars = scalars.dropLast() }
        return String(scalars)
    }
}
