// A history repository over daily charts held in memory, answering as the store's SQL does.

import BoxOfficeDomain

/// `trend`, `top` and `compare` over `charts` (daily charts, each read only under its own filter),
/// for ViewModel and REPL tests; the store's own SQL is tested against a real SQLite file.
public struct StubFilmHistoryRepository: MonthOpeningsRepository {
    private let charts: [BoxOfficeChart]

    public init(charts: [BoxOfficeChart]) {
        self.charts = charts.sorted { $0.date < $1.date }
    }

    private func rows(_ range: ClosedRange<BoxOfficeDate>? = nil, filter: ChartFilter) -> [(
        date: BoxOfficeDate, entry: BoxOfficeEntry
    )] {
        charts.filter { (range?.contains($0.date) ?? true) && $0.filter == filter }.flatMap { chart in
            chart.entries.map { (chart.date, $0) }
        }
    }

    public func run(of movie: MovieCode, filter: ChartFilter) async throws(FilmHistoryFailure) -> FilmRun? {
        let mine = rows(filter: filter).filter { $0.entry.movieCode == movie }
        guard let latest = mine.last else { return nil }
        return FilmRun(
            movieCode: movie, title: latest.entry.title, openDate: latest.entry.openDate,
            days: mine.map {
                RunDay(
                    date: $0.date, rank: $0.entry.rank, audience: $0.entry.audience,
                    audienceTotal: $0.entry.audienceTotal)
            })
    }

    public func top(_ range: ClosedRange<BoxOfficeDate>, filter: ChartFilter, limit: Int)
        async throws(FilmHistoryFailure) -> [TopFilm]
    {
        let films = Dictionary(grouping: rows(range, filter: filter), by: \.entry.movieCode).map {
            code, rows in
            TopFilm(
                movieCode: code, title: rows.last?.entry.title ?? "",
                audience: rows.reduce(0) { $0 + $1.entry.audience },
                days: rows.count, bestRank: rows.map(\.entry.rank).min() ?? 0)
        }
        return Array(
            films.sorted { ($0.audience, $1.movieCode.rawValue) > ($1.audience, $0.movieCode.rawValue) }
                .prefix(limit))
    }

    public func storedDays(_ range: ClosedRange<BoxOfficeDate>, filter: ChartFilter)
        async throws(FilmHistoryFailure) -> Set<BoxOfficeDate>
    {
        Set(charts.filter { $0.filter == filter }.map(\.date).filter(range.contains))
    }

    public func films(filter: ChartFilter) async throws(FilmHistoryFailure) -> [StoredFilm] {
        Dictionary(grouping: rows(filter: filter), by: \.entry.movieCode).compactMap { code, rows in
            rows.last.map {
                StoredFilm(movieCode: code, title: $0.entry.title, audienceTotal: $0.entry.audienceTotal)
            }
        }
    }

    /// The films that opened in `opened`, as the charts of `charts` saw them, by opening date.
    public func openings(
        opened: ClosedRange<BoxOfficeDate>, charts: ClosedRange<BoxOfficeDate>, filter: ChartFilter
    ) async throws(FilmHistoryFailure) -> [OpeningFilm] {
        let seen = rows(charts, filter: filter).filter { $0.entry.openDate.map(opened.contains) ?? false }
        return Dictionary(grouping: seen, by: \.entry.movieCode).compactMap { code, rows -> OpeningFilm? in
            guard let latest = rows.last?.entry, let open = latest.openDate else { return nil }
            return OpeningFilm(
                movieCode: code, title: latest.title, openDate: open,
                bestRank: rows.map(\.entry.rank).min() ?? 0,
                audienceTotal: rows.map(\.entry.audienceTotal).max() ?? 0)
        }.sorted {
            ($0.openDate, $0.bestRank, $0.movieCode.rawValue) < (
                $1.openDate, $1.bestRank, $1.movieCode.rawValue
            )
        }
    }
}
