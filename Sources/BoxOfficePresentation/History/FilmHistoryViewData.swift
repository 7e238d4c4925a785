// What `trend`, `top` and `compare` show: the store's answer as values, worded, and the notes said beside it.

import BoxOfficeDomain

/// What the history ViewModel shows: a trend, a period's top films, or two runs compared.
public enum FilmHistoryViewData: Equatable, Sendable {
    /// `trend MOVIE`.
    case trend(TrendViewData)
    /// `top FROM TO`.
    case top(TopViewData)
    /// `compare A B`.
    case comparison(ComparisonViewData)

    /// What is said beside the view, on standard error, in every format: the days the store lacks,
    /// the `sync` that fills them, other films a title matched.
    public var notes: [String] {
        switch self {
        case .trend(let view): view.notes
        case .top(let view): view.notes
        case .comparison(let view): view.notes
        }
    }
}

/// A film's trend, ready to show.
public struct TrendViewData: Equatable, Sendable {
    /// Runs longer than this many days are drawn as a sparkline.
    public static let longestBarChart = 60

    /// One day from the first stored day to the last.
    public struct Day: Equatable, Sendable {
        /// `2022-01-05`.
        public let date: String
        /// Its rank that day; `nil` when out of the top ten or not stored, as the figures below.
        public let rank: Int?
        /// Tickets sold that day.
        public let audience: Int?
        /// Tickets sold since release, as of that day.
        public let audienceTotal: Int?
        /// Whether the store has the day's chart.
        public let stored: Bool
        /// What the day shows instead of figures: `10위 밖`, `저장 안 됨`; `nil` with figures.
        public let absence: String?
        /// The plain format's sentence: `2022-01-05, 1위, 관객 64,050명.`
        public let sentence: String
    }

    /// The best day of the run: its date and its tickets.
    public struct BestDay: Equatable, Sendable {
        /// `2022-01-05`.
        public let date: String
        /// Tickets sold that day.
        public let audience: Int
    }

    /// The film's code: `20199882`.
    public let movieCode: String
    /// The film's title as the store has it.
    public let title: String
    /// `경관의 피 (20199882) 관객 추이`.
    public let heading: String
    /// Whether to draw a sparkline rather than a bar a day.
    public let sparkline: Bool
    /// The figures of the run, labelled: total, best day, days in the top ten, first and last day.
    public let summary: [LabelledValue]
    /// The days, oldest first.
    public let days: [Day]
    /// The days the store lacks around the run, and the other films the title matched.
    public let notes: [String]
    /// Tickets sold since release, as of the latest day stored.
    public let audienceTotal: Int
    /// The day it sold the most tickets.
    public let bestDay: BestDay?
    /// How many stored days it was in the top ten.
    public let daysInTopTen: Int
    /// The first and last day it was seen in a stored chart.
    public let firstDay: String?
    /// See ``firstDay``.
    public let lastDay: String?

    /// The trend in `words`; a sparkline when asked or when the run is longer than ``longestBarChart``.
    public init(trend: FilmTrend, sparkline: Bool, words: any Words) {
        let run = trend.run
        movieCode = run.movieCode.rawValue
        title = run.title
        heading = "\(run.title) (\(run.movieCode)) \(words.trendLabel)"
        self.sparkline = sparkline || trend.days.count > Self.longestBarChart
        let best = run.bestDay.map { "\($0.date.iso) \(NumberFormatting.grouped($0.audience))" } ?? ""
        summary = [
            LabelledValue(words.audienceTotalLabel, NumberFormatting.grouped(run.audienceTotal)),
            LabelledValue(words.bestDayLabel, best),
            LabelledValue(words.daysInTopTenLabel, String(run.daysInTopTen)),
            LabelledValue(words.firstDayLabel, run.firstDay?.iso ?? ""),
            LabelledValue(words.lastDayLabel, run.lastDay?.iso ?? ""),
        ]
        days = trend.days.map { day in
            Day(
                date: day.date.iso, rank: day.figures?.rank, audience: day.figures?.audience,
                audienceTotal: day.figures?.audienceTotal, stored: day.stored,
                absence: day.figures == nil ? words.absence(day) : nil, sentence: words.trendDaySentence(day))
        }
        notes = words.alsoMatchedLines(trend.otherMatches) + words.missingLines(trend.missing)
        audienceTotal = run.audienceTotal
        bestDay = run.bestDay.map { BestDay(date: $0.date.iso, audience: $0.audience) }
        daysInTopTen = run.daysInTopTen
        firstDay = run.firstDay?.iso
        lastDay = run.lastDay?.iso
    }
}

/// A period's top films, ready to show.
public struct TopViewData: Equatable, Sendable {
    /// One film, in its place.
    public struct Film: Equatable, Sendable {
        /// Its place, from 1.
        public let place: Int
        /// Its code.
        public let movieCode: String
        /// Its title in the latest chart of the period it was in.
        public let title: String
        /// Tickets sold on the days of the period it was in a stored top ten.
        public let audience: Int
        /// How many days of the period it was in a stored top ten.
        public let days: Int
        /// Its best rank in the period.
        public let bestRank: Int
        /// The plain format's sentence: `1위, 경관의 피, 관객 1,234,567명, 10위 안 12일, 최고 1위.`
        public let sentence: String
    }

    /// The period's first day, `2022-01-01`.
    public let from: String
    /// The period's last day.
    public let to: String
    /// `2022-01-01~2022-01-31`.
    public let period: String
    /// `2022-01-01~2022-01-31 관객 순위`.
    public let heading: String
    /// How many days of the period the store has.
    public let storedDays: Int
    /// `2022-01-01~2022-01-31 중 저장된 날 25일`.
    public let storedLine: String
    /// The column names: place, title, audience, days, best rank.
    public let header: [String]
    /// The films, best first.
    public let films: [Film]
    /// What the view says when no film is in a stored chart of the period.
    public let emptyText: String
    /// The days of the period the store lacks.
    public let notes: [String]

    /// The top films in `words`.
    public init(top: TopFilms, words: any Words) {
        from = top.range.lowerBound.iso
        to = top.range.upperBound.iso
        period = "\(top.range.lowerBound)~\(top.range.upperBound)"
        heading = "\(period) \(words.topLabel)"
        storedDays = top.storedDays
        storedLine = words.storedDays(top.storedDays, of: period)
        header = ["#", words.titleLabel, words.audienceLabel, words.daysLabel, words.bestRankLabel]
        films = top.films.enumerated().map { index, film in
            Film(
                place: index + 1, movieCode: film.movieCode.rawValue, title: film.title,
                audience: film.audience,
                days: film.days, bestRank: film.bestRank, sentence: words.topSentence(index + 1, film: film))
        }
        emptyText = words.noFilmsInRange
        notes = words.missingLines(top.missing)
    }
}

/// Two films' runs side by side, aligned by the days since each one's first stored day.
public struct ComparisonViewData: Equatable, Sendable {
    /// A film compared.
    public struct Film: Equatable, Sendable {
        /// Its code.
        public let movieCode: String
        /// Its title.
        public let title: String
        /// Tickets sold since release, as of its latest day stored.
        public let audienceTotal: Int
        /// How many stored days it was in the top ten.
        public let daysInTopTen: Int
    }

    /// One film's side of an aligned day.
    public struct Side: Equatable, Sendable {
        /// The day, `2022-01-05`; `nil` past the end of the shorter run.
        public let date: String?
        /// Tickets sold that day; `nil` when out of the top ten, not stored, or past the run.
        public let audience: Int?
        /// What the side shows instead of figures: `10위 밖`, `저장 안 됨`, or nothing past the run.
        public let absence: String
    }

    /// The `n`th day of each run.
    public struct Row: Equatable, Sendable {
        /// `n`, from 1.
        public let day: Int
        /// `3일째` / `day 3`.
        public let label: String
        /// The first film's side.
        public let first: Side
        /// The second film's side.
        public let second: Side
        /// The plain format's sentence: `3일째: 경관의 피 12,345명, 킹메이커 저장 안 됨.`
        public let sentence: String
    }

    /// The first film.
    public let first: Film
    /// The second film.
    public let second: Film
    /// `경관의 피 / 킹메이커 비교`.
    public let heading: String
    /// `1 경관의 피 (20199882) · 누적관객수 69,228`, and the same for the second film.
    public let legend: [String]
    /// The aligned days, as many as the longer run has.
    public let rows: [Row]
    /// Both films' notes: other matches, then the days the store lacks around either run.
    public let notes: [String]

    /// Two trends in `words`.
    public init(first: FilmTrend, second: FilmTrend, words: any Words) {
        func film(_ trend: FilmTrend) -> Film {
            Film(
                movieCode: trend.run.movieCode.rawValue, title: trend.run.title,
                audienceTotal: trend.run.audienceTotal, daysInTopTen: trend.run.daysInTopTen)
        }
        func side(_ day: TrendDay?) -> Side {
            Side(date: day?.date.iso, audience: day?.figures?.audience, absence: words.absence(day))
        }
        self.first = film(first)
        self.second = film(second)
        heading = "\(first.run.title) / \(second.run.title) \(words.comparisonLabel)"
        legend = [first, second].enumerated().map { index, trend in
            "\(index + 1) \(trend.run.title) (\(trend.run.movieCode)) · \(words.audienceTotalLabel) "
                + NumberFormatting.grouped(trend.run.audienceTotal)
        }
        rows = (0..<max(first.days.count, second.days.count)).map { index in
            let one = first.days.indices.contains(index) ? first.days[index] : nil
            let other = second.days.indices.contains(index) ? second.days[index] : nil
            return Row(
                day: index + 1, label: words.runDay(index + 1), first: side(one), second: side(other),
                sentence: words.comparisonSentence(
                    day: index + 1, (first.run.title, one), (second.run.title, other)))
        }
        let others = words.alsoMatchedLines(first.otherMatches + second.otherMatches)
        let stored = Set(first.days.filter(\.stored).map(\.date) + second.days.filter(\.stored).map(\.date))
        let missing = Set((first.missing.runs + second.missing.runs).flatMap(\.days)).subtracting(stored)
        let span = missing.min().flatMap { low in missing.max().map { low...$0 } }
        notes =
            others
            + words.missingLines(MissingDays(in: span, stored: Set(span?.days ?? []).subtracting(missing)))
    }
}
