// `openings MONTH`: the films that opened in a month, as that month's stored daily charts saw them.

/// A film whose opening date falls in the month asked for, with what that month's stored daily charts saw of it.
public struct OpeningFilm: Hashable, Sendable {
    public let movieCode: MovieCode
    /// Its title in the latest chart of the month it was in.
    public let title: String
    public let openDate: BoxOfficeDate
    /// Its best rank in the month's stored charts.
    public let bestRank: Int
    /// Tickets sold since release, as of the latest chart of the month it was in.
    public let audienceTotal: Int

    public init(
        movieCode: MovieCode, title: String, openDate: BoxOfficeDate, bestRank: Int, audienceTotal: Int
    ) {
        self.movieCode = movieCode
        self.title = title
        self.openDate = openDate
        self.bestRank = bestRank
        self.audienceTotal = audienceTotal
    }
}

/// A month's openings, and how much of the month the store holds (what it did not see, it cannot list).
public struct MonthOpenings: Hashable, Sendable {
    public let month: CalendarMonth
    /// By opening date, then best rank.
    public let films: [OpeningFilm]
    /// The month's days with figures: from its first day (or 2003-11-11) to its last (or yesterday).
    public let range: ClosedRange<BoxOfficeDate>
    public let storedDays: Int
    public let missing: MissingDays
}

/// The store's side of `openings`: one query over the daily charts (Data's `StoreHistoryRepository`).
public protocol MonthOpeningsRepository: FilmHistoryRepository {
    // The films whose opening date is in `opened`, seen in the stored daily charts of `charts`.
    func openings(opened: ClosedRange<BoxOfficeDate>, charts: ClosedRange<BoxOfficeDate>, filter: ChartFilter)
        async throws(FilmHistoryFailure) -> [OpeningFilm]
}

/// The films that opened in a month, from the store alone (no KOBIS request).
public struct MonthOpeningsUseCase: Sendable {
    private let repository: any MonthOpeningsRepository
    private let calendar: BoxOfficeCalendar

    public init(repository: any MonthOpeningsRepository, calendar: BoxOfficeCalendar) {
        self.repository = repository
        self.calendar = calendar
    }

    /// The month's openings; a month wholly before 2003-11-11 or from today on has no charts to read.
    public func openings(in month: CalendarMonth, filter: ChartFilter = .all) async throws(FilmHistoryFailure)
        -> MonthOpenings
    {
        let last = month.firstDay.adding(days: month.dayCount - 1)
        let first = max(month.firstDay, BoxOfficeDate.earliest)
        do throws(DateInputError) {
            if last < first { throw DateInputError.beforeEarliest(last) }
            try calendar.validate(first)
        } catch {
            throw .invalidRange(error)
        }
        let range = first...min(last, calendar.yesterday())
        let stored = try await repository.storedDays(range, filter: filter)
        let films = try await repository.openings(
            opened: month.firstDay...last, charts: range, filter: filter)
        return MonthOpenings(
            month: month, films: films, range: range, storedDays: stored.count,
            missing: MissingDays(in: range, stored: stored))
    }
}
