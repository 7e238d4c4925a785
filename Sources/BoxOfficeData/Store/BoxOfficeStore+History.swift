// Films over time from the chart tables: a film's run, a period's top films, a month's openings, a year's
// months, the days stored, in SQL over the indexes.

import BoxOfficeDomain
import Foundation
import GRDB

// Each query reads `chart_entry` through an index and lets SQLite sum and count, so a year of
// charts costs what its rows of the period cost.
enum HistoryQueries {
    // Through `chart_entry_by_movie`.
    static let run = """
        SELECT period_start, rank, audience, audience_total, title, open_date FROM chart_entry
        WHERE movie_code = ? AND chart = 'daily' AND filter = ? ORDER BY period_start
        """

    // `chart_entry_by_period` for the period, then each of the `limit` films' latest title through
    // `chart_entry_by_movie`. Sums are TOTAL (a float, never an overflow: SUM stops the query with one)
    // cast back, which SQLite clamps to the largest integer.
    static let top = """
        WITH ranked AS (
            SELECT movie_code, CAST(TOTAL(audience) AS INTEGER) AS audience, COUNT(*) AS days, MIN(rank) AS best_rank,
                MAX(period_start) AS last_day
            FROM chart_entry
            WHERE chart = 'daily' AND filter = ? AND period_start BETWEEN ? AND ?
            GROUP BY movie_code ORDER BY audience DESC, movie_code LIMIT ?
        )
        SELECT ranked.*, (
            SELECT title FROM chart_entry AS latest
            WHERE latest.movie_code = ranked.movie_code AND latest.chart = 'daily'
                AND latest.filter = ? AND latest.period_start = ranked.last_day
            LIMIT 1) AS title
        FROM ranked ORDER BY audience DESC, movie_code
        """

    // SQLite takes the bare columns from the row of `MAX(period_start)`.
    static let films = """
        SELECT movie_code, title, audience_total, MAX(period_start) AS last_day FROM chart_entry
        WHERE chart = 'daily' AND filter = ? GROUP BY movie_code
        """

    // `chart_entry_by_period` for the month's charts; each film's latest row of them gives its title and opening date.
    static let openings = """
        WITH seen AS (
            SELECT movie_code, MIN(rank) AS best_rank, MAX(audience_total) AS audience_total,
                MAX(period_start) AS last_day
            FROM chart_entry
            WHERE chart = 'daily' AND filter = ? AND period_start BETWEEN ? AND ?
                AND open_date BETWEEN ? AND ?
            GROUP BY movie_code
        )
        SELECT seen.*, latest.title, latest.open_date FROM seen JOIN chart_entry AS latest
            ON latest.movie_code = seen.movie_code AND latest.chart = 'daily' AND latest.filter = ?
                AND latest.period_start = seen.last_day
        ORDER BY latest.open_date, seen.best_rank, seen.movie_code
        """

    // `chart_entry_by_period` for the range; each month's films summed, counted and ranked by window, and the
    // first one's latest title of the month.
    static let months = """
        WITH film AS (
            SELECT substr(period_start, 1, 7) AS month, movie_code, CAST(TOTAL(audience) AS INTEGER) AS audience, COUNT(*) AS days,
                MIN(rank) AS best_rank, MAX(period_start) AS last_day
            FROM chart_entry
            WHERE chart = 'daily' AND filter = ? AND period_start BETWEEN ? AND ?
            GROUP BY month, movie_code
        ), ranked AS (
            SELECT film.*, COUNT(*) OVER (PARTITION BY month) AS films,
                CAST(TOTAL(audience) OVER (PARTITION BY month) AS INTEGER) AS month_audience,
                ROW_NUMBER() OVER (PARTITION BY month ORDER BY audience DESC, movie_code) AS place
            FROM film
        )
        SELECT ranked.*, (
            SELECT title FROM chart_entry AS latest
            WHERE latest.movie_code = ranked.movie_code AND latest.chart = 'daily'
                AND latest.filter = ? AND latest.period_start = ranked.last_day
            LIMIT 1) AS title
        FROM ranked WHERE place = 1 ORDER BY month
        """

    static func months(_ range: ClosedRange<BoxOfficeDate>, filter: ChartFilter, in db: Database) throws
        -> [MonthFigures]
    {
        let key = filter.description
        let rows = try Row.fetchAll(
            db, sql: months, arguments: [key, range.lowerBound.iso, range.upperBound.iso, key])
        return rows.compactMap { row in
            guard let month = try? CalendarMonth.parse(row.lenient("month") ?? "") else { return nil }
            let top = TopFilm(
                movieCode: MovieCode(row.lenient("movie_code") ?? ""), title: row.lenient("title") ?? "",
                audience: row.lenient("audience") ?? 0, days: row.lenient("days") ?? 0,
                bestRank: row.lenient("best_rank") ?? 0)
            return MonthFigures(
                month: month, films: row.lenient("films") ?? 0, audience: row.lenient("month_audience") ?? 0,
                topFilm: top)
        }
    }

    static func openings(
        opened: ClosedRange<BoxOfficeDate>, charts: ClosedRange<BoxOfficeDate>, filter: ChartFilter,
        in db: Database
    ) throws -> [OpeningFilm] {
        let key = filter.description
        let arguments: StatementArguments = [
            key, charts.lowerBound.iso, charts.upperBound.iso, opened.lowerBound.iso, opened.upperBound.iso,
            key,
        ]
        return try Row.fetchAll(db, sql: openings, arguments: arguments).compactMap { row in
            guard let open = day(row.lenient("open_date")) else { return nil }
            return OpeningFilm(
                movieCode: MovieCode(row.lenient("movie_code") ?? ""), title: row.lenient("title") ?? "",
                openDate: open, bestRank: row.lenient("best_rank") ?? 0,
                audienceTotal: row.lenient("audience_total") ?? 0)
        }
    }

    static func run(of movie: MovieCode, filter: ChartFilter, in db: Database) throws -> FilmRun? {
        let rows = try Row.fetchAll(db, sql: run, arguments: [movie.rawValue, filter.description])
        guard let latest = rows.last else { return nil }
        let days = rows.compactMap { row -> RunDay? in
            guard let date = day(row.lenient("period_start")) else { return nil }
            return RunDay(
                date: date, rank: row.lenient("rank") ?? 0, audience: row.lenient("audience") ?? 0,
                audienceTotal: row.lenient("audience_total") ?? 0)
        }
        return FilmRun(
            movieCode: movie, title: latest.lenient("title") ?? "",
            openDate: day(latest.lenient("open_date")),
            days: days)
    }

    static func top(
        _ range: ClosedRange<BoxOfficeDate>, filter: ChartFilter, limit: Int, in db: Database
    ) throws -> [TopFilm] {
        let key = filter.description
        let rows = try Row.fetchAll(
            db, sql: top, arguments: [key, range.lowerBound.iso, range.upperBound.iso, limit, key])
        return rows.map { row in
            TopFilm(
                movieCode: MovieCode(row.lenient("movie_code") ?? ""), title: row.lenient("title") ?? "",
                audience: row.lenient("audience") ?? 0, days: row.lenient("days") ?? 0,
                bestRank: row.lenient("best_rank") ?? 0)
        }
    }

    static func storedDays(_ range: ClosedRange<BoxOfficeDate>, filter: ChartFilter, in db: Database) throws
        -> Set<BoxOfficeDate>
    {
        let stored = try ChartTables.fetchedTimes(
            .daily, filter: filter, from: range.lowerBound, to: range.upperBound, in: db)
        return Set(stored.keys.map(\.first))
    }

    static func films(filter: ChartFilter, in db: Database) throws -> [StoredFilm] {
        try Row.fetchAll(db, sql: films, arguments: [filter.description]).map { row in
            StoredFilm(
                movieCode: MovieCode(row.lenient("movie_code") ?? ""), title: row.lenient("title") ?? "",
                audienceTotal: row.lenient("audience_total") ?? 0)
        }
    }

    // `nil` for text this program never writes.
    private static func day(_ text: String?) -> BoxOfficeDate? {
        text.flatMap { try? BoxOfficeDate.parse($0) }
    }
}

/// `trend`, `top`, `compare`, `openings` and `months` from the local store.
public struct StoreHistoryRepository: MonthOpeningsRepository, MonthFiguresRepository {
    private let store: BoxOfficeStore

    public init(store: BoxOfficeStore) {
        self.store = store
    }

    /// The film's daily rows, or `nil` when it is in none.
    public func run(of movie: MovieCode, filter: ChartFilter) async throws(FilmHistoryFailure) -> FilmRun? {
        try await read { db in try HistoryQueries.run(of: movie, filter: filter, in: db) }
    }

    public func top(_ range: ClosedRange<BoxOfficeDate>, filter: ChartFilter, limit: Int)
        async throws(FilmHistoryFailure) -> [TopFilm]
    {
        try await read { db in try HistoryQueries.top(range, filter: filter, limit: limit, in: db) }
    }

    public func storedDays(_ range: ClosedRange<BoxOfficeDate>, filter: ChartFilter)
        async throws(FilmHistoryFailure) -> Set<BoxOfficeDate>
    {
        try await read { db in try HistoryQueries.storedDays(range, filter: filter, in: db) }
    }

    public func openings(
        opened: ClosedRange<BoxOfficeDate>, charts: ClosedRange<BoxOfficeDate>, filter: ChartFilter
    ) async throws(FilmHistoryFailure) -> [OpeningFilm] {
        try await read { db in
            try HistoryQueries.openings(opened: opened, charts: charts, filter: filter, in: db)
        }
    }

    public func monthFigures(_ range: ClosedRange<BoxOfficeDate>, filter: ChartFilter)
        async throws(FilmHistoryFailure) -> [MonthFigures]
    {
        try await read { db in try HistoryQueries.months(range, filter: filter, in: db) }
    }

    public func films(filter: ChartFilter) async throws(FilmHistoryFailure) -> [StoredFilm] {
        try await read { db in try HistoryQueries.films(filter: filter, in: db) }
    }

    // Any failure of the file is `storeUnreadable`.
    private func read<T: Sendable>(_ value: @escaping @Sendable (Database) throws -> T)
        async throws(FilmHistoryFailure) -> T
    {
        do {
            return try await store.database.read(value)
        } catch is CancellationError {
            throw .cancelled
        } catch {
            throw .storeUnreadable
        }
    }
}
