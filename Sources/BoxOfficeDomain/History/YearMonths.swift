// `months YEAR`: each month of a year as its stored daily charts add up, and the film each month saw most of.

/// What a month's stored daily charts add up to. The store holds each day's top ten only, so
/// `audience` is the top tens' audience, not the whole market's.
public struct MonthFigures: Hashable, Sendable {
    public let month: CalendarMonth
    /// Distinct films in the month's stored charts.
    public let films: Int
    public let audience: Int
    /// The film with the most audience in those charts (ties by code).
    public let topFilm: TopFilm

    public init(month: CalendarMonth, films: Int, audience: Int, topFilm: TopFilm) {
        self.month = month
        self.films = films
        self.audience = audience
        self.topFilm = topFilm
    }
}

/// A month of the year asked for: its days with figures, how many of them the store holds, and
/// their figures (`nil` when the store holds none of its days, which is not an audience of zero).
public struct YearMonth: Hashable, Sendable {
    public let month: CalendarMonth
    public let days: ClosedRange<BoxOfficeDate>
    public let storedDays: Int
    public let figures: MonthFigures?
}

public struct YearMonths: Hashable, Sendable {
    public let year: ChartYear
    /// The months with figures: from January (or 2003-11) to December (or yesterday's month).
    public let months: [YearMonth]
    public let storedDays: Int
    public let missing: MissingDays
}

/// A year with figures, made by ``YearMonthsUseCase/year(_:)`` only, so `days` is always valid.
public struct ChartYear: Hashable, Sendable {
    public let year: Int
    /// From January 1st (or 2003-11-11) to December 31st (or yesterday in Seoul).
    public let days: ClosedRange<BoxOfficeDate>
}

/// Why a year typed cannot be shown (Presentation says it).
public enum YearInputError: Error, Hashable, Sendable {
    case malformed(String)  // Not four digits
    case beforeEarliest(Int)  // Before 2003, the year KOBIS's figures start (2003-11-11)
    case noFiguresYet(Int, latest: Int)  // No day of it is over in Seoul; `latest` is yesterday's year
}

/// The store's side of `months`: one query over the daily charts (Data's `StoreHistoryRepository`).
public protocol MonthFiguresRepository: FilmHistoryRepository {
    // One element a month of `range` with stored entries under `filter`, by month.
    func monthFigures(_ range: ClosedRange<BoxOfficeDate>, filter: ChartFilter)
        async throws(FilmHistoryFailure) -> [MonthFigures]
}

/// A year month by month, from the store alone (no KOBIS request).
public struct YearMonthsUseCase: Sendable {
    private let repository: any MonthFiguresRepository
    private let calendar: BoxOfficeCalendar

    public init(repository: any MonthFiguresRepository, calendar: BoxOfficeCalendar) {
        self.repository = repository
        self.calendar = calendar
    }

    /// The year typed (`2022`), if it has a day with figures: from 2003 to the year of yesterday.
    public func year(_ text: String) throws(YearInputError) -> ChartYear {
        let trimmed = text.trimmingSpaces()
        guard trimmed.count == 4, trimmed.allSatisfy({ $0.isASCII && $0.isNumber }), let year = Int(trimmed),
            let first = BoxOfficeDate(year: year, month: 1, day: 1),
            let last = BoxOfficeDate(year: year, month: 12, day: 31)
        else { throw .malformed(String(trimmed.prefix(40))) }
        if year < BoxOfficeDate.earliest.year { throw .beforeEarliest(year) }
        let yesterday = calendar.yesterday()
        if year > yesterday.year { throw .noFiguresYet(year, latest: yesterday.year) }
        return ChartYear(year: year, days: max(first, BoxOfficeDate.earliest)...min(last, yesterday))
    }

    public func months(in year: ChartYear, filter: ChartFilter = .all) async throws(FilmHistoryFailure)
        -> YearMonths
    {
        let stored = try await repository.storedDays(year.days, filter: filter)
        let figures = try await repository.monthFigures(year.days, filter: filter)
        let byMonth = Dictionary(figures.map { ($0.month, $0) }) { first, _ in first }
        var months: [YearMonth] = []
        var month = CalendarMonth(containing: year.days.lowerBound)
        while month.firstDay <= year.days.upperBound {
            let last = month.firstDay.adding(days: month.dayCount - 1)
            let days = max(month.firstDay, year.days.lowerBound)...min(last, year.days.upperBound)
            let count = stored.filter(days.contains).count
            months.append(
                YearMonth(
                    month: month, days: days, storedDays: count, figures: count == 0 ? nil : byMonth[month]))
            month = month.adding(months: 1)
        }
        return YearMonths(
            year: year, months: months, storedDays: stored.count,
            missing: MissingDays(in: year.days, stored: stored))
    }
}
