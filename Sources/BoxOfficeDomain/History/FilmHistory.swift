// What the store knows of films over time: a film's days in the charts, a period's films ranked, the days it lacks.

/// One day a film was in a stored daily chart.
public struct RunDay: Hashable, Sendable {
    public let date: BoxOfficeDate
    /// Its rank that day, 1 to 10.
    public let rank: Int
    /// Tickets sold that day.
    public let audience: Int
    /// Tickets sold since release, as of that day.
    public let audienceTotal: Int

    public init(date: BoxOfficeDate, rank: Int, audience: Int, audienceTotal: Int) {
        self.date = date
        self.rank = rank
        self.audience = audience
        self.audienceTotal = audienceTotal
    }
}

/// A film's run as the store holds it: every stored daily chart it was in, in date order (never empty).
public struct FilmRun: Hashable, Sendable {
    public let movieCode: MovieCode
    /// Its title in the latest chart it was in.
    public let title: String
    public let openDate: BoxOfficeDate?
    /// The days it was in a stored top ten, oldest first.
    public let days: [RunDay]

    public init(movieCode: MovieCode, title: String, openDate: BoxOfficeDate?, days: [RunDay]) {
        self.movieCode = movieCode
        self.title = title
        self.openDate = openDate
        self.days = days.sorted { $0.date < $1.date }
    }

    /// Tickets sold since release, as of the latest day stored.
    public var audienceTotal: Int { days.last?.audienceTotal ?? 0 }
    /// The day it sold the most tickets (the earliest of equal days).
    public var bestDay: RunDay? {
        days.reduce(nil) { best, day in day.audience > (best?.audience ?? -1) ? day : best }
    }
    public var bestRank: Int? { days.map(\.rank).min() }
    public var daysInTopTen: Int { days.count }
    public var firstDay: BoxOfficeDate? { days.first?.date }
    public var lastDay: BoxOfficeDate? { days.last?.date }
}

/// A film of a period, ranked by the tickets it sold on the stored days of the period it was in the top ten.
public struct TopFilm: Hashable, Sendable {
    public let movieCode: MovieCode
    /// Its title in the latest chart of the period it was in.
    public let title: String
    /// Tickets sold on the days of the period it was in a stored top ten.
    public let audience: Int
    /// How many days of the period it was in a stored top ten.
    public let days: Int
    public let bestRank: Int

    public init(movieCode: MovieCode, title: String, audience: Int, days: Int, bestRank: Int) {
        self.movieCode = movieCode
        self.title = title
        self.audience = audience
        self.days = days
        self.bestRank = bestRank
    }
}

/// A film the store knows, as a title search offers it.
public struct StoredFilm: Hashable, Sendable {
    public let movieCode: MovieCode
    /// Its title in the latest chart it was in.
    public let title: String
    /// Tickets sold since release, as of the latest chart it was in (the best match is the most seen).
    public let audienceTotal: Int

    public init(movieCode: MovieCode, title: String, audienceTotal: Int) {
        self.movieCode = movieCode
        self.title = title
        self.audienceTotal = audienceTotal
    }
}

/// The days of a range the store holds no daily chart for, as runs of consecutive days.
public struct MissingDays: Hashable, Sendable {
    public let runs: [ClosedRange<BoxOfficeDate>]
    public let checked: ClosedRange<BoxOfficeDate>?

    public init(in range: ClosedRange<BoxOfficeDate>?, stored: Set<BoxOfficeDate>) {
        checked = range
        var runs: [ClosedRange<BoxOfficeDate>] = []
        var start: BoxOfficeDate?
        for day in range?.days ?? [] {
            if stored.contains(day) {
                if let first = start { runs.append(first...day.adding(days: -1)) }
                start = nil
            } else if start == nil {
                start = day
            }
        }
        if let start, let last = range?.upperBound { runs.append(start...last) }
        self.runs = runs
    }

    public var isEmpty: Bool { runs.isEmpty }
    public var count: Int { runs.reduce(0) { $0 + $1.lowerBound.days(to: $1.upperBound) + 1 } }
    /// From the first missing day to the last: what one `sync` fills (it skips what is stored).
    public var span: ClosedRange<BoxOfficeDate>? {
        guard let first = runs.first, let last = runs.last else { return nil }
        return first.lowerBound...last.upperBound
    }
}

/// Why the store cannot answer a question about films over time.
public enum FilmHistoryFailure: Error, Hashable, Sendable {
    case emptyStore(ChartFilter)  // The store holds no daily chart at all (under the filter asked for)
    case movieNotStored(MovieCode)  // No stored daily chart has this film
    case noTitleMatch(String)  // No stored title matches the text typed
    case invalidRange(DateInputError)  // The range asked for has no figures or runs backwards
    case storeUnreadable
    case cancelled
}

/// What the store answers about films over time; the SQL does the counting (Data's `StoreHistoryRepository`).
public protocol FilmHistoryRepository: Sendable {
    // `nil` when the film was in no stored daily chart under `filter`.
    func run(of movie: MovieCode, filter: ChartFilter) async throws(FilmHistoryFailure) -> FilmRun?
    // Most tickets first, ties by code.
    func top(_ range: ClosedRange<BoxOfficeDate>, filter: ChartFilter, limit: Int)
        async throws(FilmHistoryFailure)
        -> [TopFilm]
    func storedDays(_ range: ClosedRange<BoxOfficeDate>, filter: ChartFilter) async throws(FilmHistoryFailure)
        -> Set<BoxOfficeDate>
    // With each film's latest title.
    func films(filter: ChartFilter) async throws(FilmHistoryFailure) -> [StoredFilm]
}
