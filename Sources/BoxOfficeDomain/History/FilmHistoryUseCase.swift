// The questions the store answers about films over time: a film's trend, a period's top films, two runs compared.

/// A film as the user names it: KOBIS's code, or (part of) its title as displayed.
public enum FilmQuery: Hashable, Sendable {
    case code(MovieCode)  // `20199882`
    case title(String)  // `경관의 피`, or the start of a title, or a part of one
}

/// One day of a trend, from a film's first stored day to its last: its figures, or why there are none.
public struct TrendDay: Hashable, Sendable {
    public let date: BoxOfficeDate
    /// The film's figures that day; `nil` when it was not in the day's top ten or the day is not stored.
    public let figures: RunDay?
    /// Whether the store holds the day's chart (so no figures means out of the top ten).
    public let stored: Bool

    public init(date: BoxOfficeDate, figures: RunDay?, stored: Bool) {
        self.date = date
        self.figures = figures
        self.stored = stored
    }
}

/// A film's daily audience over its run, from the store.
public struct FilmTrend: Hashable, Sendable {
    /// The run: every stored day it was in the top ten.
    public let run: FilmRun
    /// Every day from its first stored day to its last.
    public let days: [TrendDay]
    /// From its release (at most 30 days before its first stored day) to a week after its last.
    public let missing: MissingDays
    /// Other films the title typed matched as well, best first.
    public let otherMatches: [StoredFilm]
    /// The charts it was read from: the unfiltered ones, or those of one nation, kind or region.
    public let filter: ChartFilter
}

/// A period's films ranked by the tickets they sold in it, from the stored daily charts.
public struct TopFilms: Hashable, Sendable {
    public let range: ClosedRange<BoxOfficeDate>
    public let films: [TopFilm]
    public let storedDays: Int
    public let missing: MissingDays
    public let filter: ChartFilter
}

/// Answers from the store: a film's trend, a period's top films, two films' runs.
public struct FilmHistoryUseCase: Sendable {
    /// How many days before its first stored day a run is looked for from its release date.
    public static let daysBeforeRun = 30
    /// How many days after its last stored day a run is looked for.
    public static let daysAfterRun = 7

    private let repository: any FilmHistoryRepository
    private let calendar: BoxOfficeCalendar
    private let displayed: @Sendable (String) -> String

    /// `displayed` is a title as the screen shows it (sanitised), so a typed title matches what was seen.
    public init(
        repository: any FilmHistoryRepository, calendar: BoxOfficeCalendar,
        displayed: @escaping @Sendable (String) -> String = { $0 }
    ) {
        self.repository = repository
        self.calendar = calendar
        self.displayed = displayed
    }

    public func date(from text: String) throws(DateInputError) -> BoxOfficeDate {
        try calendar.date(from: text)
    }

    public func trend(_ query: FilmQuery, filter: ChartFilter = .all) async throws(FilmHistoryFailure)
        -> FilmTrend
    {
        let (code, others) = try await resolve(query, filter: filter)
        guard let run = try await repository.run(of: code, filter: filter), let first = run.firstDay,
            let last = run.lastDay
        else {
            if try await repository.films(filter: filter).isEmpty { throw .emptyStore(filter) }
            throw .movieNotStored(code)
        }
        var start = first
        if let open = run.openDate, open < first {
            start = max(open, first.adding(days: -Self.daysBeforeRun), BoxOfficeDate.earliest)
        }
        let end = max(last, min(last.adding(days: Self.daysAfterRun), calendar.yesterday()))
        let stored = try await repository.storedDays(start...end, filter: filter)
        let byDate = Dictionary(run.days.map { ($0.date, $0) }, uniquingKeysWith: { first, _ in first })
        let days = (first...last).days.map { day in
            TrendDay(date: day, figures: byDate[day], stored: stored.contains(day))
        }
        return FilmTrend(
            run: run, days: days, missing: MissingDays(in: start...end, stored: stored), otherMatches: others,
            filter: filter)
    }

    /// The `limit` films that sold most tickets on the stored daily charts of `from`…`to`; none when the
    /// range has no stored day, and ``FilmHistoryFailure/emptyStore(_:)`` when the store has none at all.
    public func top(from: BoxOfficeDate, to: BoxOfficeDate, limit: Int, filter: ChartFilter = .all)
        async throws(FilmHistoryFailure) -> TopFilms
    {
        let range: ClosedRange<BoxOfficeDate>
        do {
            range = try calendar.range(from: from, to: to)
        } catch {
            throw .invalidRange(error)
        }
        let stored = try await repository.storedDays(range, filter: filter)
        let films = try await repository.top(range, filter: filter, limit: max(1, limit))
        // As for a trend: an empty store answers nothing, and says how to fill it.
        if stored.isEmpty, try await repository.films(filter: filter).isEmpty { throw .emptyStore(filter) }
        return TopFilms(
            range: range, films: films, storedDays: stored.count,
            missing: MissingDays(in: range, stored: stored), filter: filter)
    }

    // An exact title (as displayed, ignoring case and spaces) before one starting so before one
    // containing it, and among those the most seen.
    private func resolve(_ query: FilmQuery, filter: ChartFilter) async throws(FilmHistoryFailure)
        -> (MovieCode, [StoredFilm])
    {
        switch query {
        case .code(let code):
            return (code, [])
        case .title(let text):
            let films = try await repository.films(filter: filter)
            guard !films.isEmpty else { throw .emptyStore(filter) }
            let wanted = normalized(text)
            let titled = films.map { (film: $0, title: normalized($0.title)) }
            let tiers: [(String) -> Bool] = [
                { $0 == wanted }, { $0.hasPrefix(wanted) }, { $0.contains(wanted) },
            ]
            for matches in tiers {
                let found = titled.filter { !wanted.isEmpty && matches($0.title) }.map(\.film).sorted {
                    ($0.audienceTotal, $1.movieCode.rawValue) > ($1.audienceTotal, $0.movieCode.rawValue)
                }
                if let best = found.first { return (best.movieCode, Array(found.dropFirst())) }
            }
            throw .noTitleMatch(text)
        }
    }

    private func normalized(_ title: String) -> String {
        String(displayed(title).lowercased().filter { !$0.isWhitespace })
    }
}
