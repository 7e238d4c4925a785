// What `trend`, `top` and `compare` show: the store's answer as values, worded, and the notes said beside it.

import BoxOfficeDomain

public enum FilmHistoryViewData: Equatable, Sendable {
    case trend(TrendViewData)
    case top(TopViewData)
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

public struct TrendViewData: Equatable, Sendable {
    /// Runs longer than this many days are drawn as a sparkline.
    public static let longestBarChart = 60

    public struct Day: Equatable, Sendable {
        public let date: String
        /// Its rank that day; `nil` when out of the top ten or not stored, as the figures below.
        public let rank: Int?
        public let audience: Int?
        /// Tickets sold since release, as of that day.
        public let audienceTotal: Int?
        public let stored: Bool
        public let absence: String?
        public let sentence: String
    }

    public struct BestDay: Equatable, Sendable {
        public let date: String
        public let audience: Int
    }

    public let movieCode: String
    /// The film's title as the store has it.
    public let title: String
    public let heading: String
    public let sparkline: Bool
    public let summary: [LabelledValue]
    /// Oldest first.
    public let days: [Day]
    public let notes: [String]
    /// Tickets sold since release, as of the latest day stored.
    public let audienceTotal: Int
    public let bestDay: BestDay?
    public let daysInTopTen: Int
    /// The first and last day it was seen in a stored chart.
    public let firstDay: String?
    public let lastDay: String?
    /// As programs read it: `all`, `nation=korean`.
    public let filter: String

    /// The trend in `words`; a sparkline when asked or when the run is longer than ``longestBarChart``.
    public init(trend: FilmTrend, sparkline: Bool, words: any Words) {
        let run = trend.run
        movieCode = run.movieCode.rawValue
        title = run.title
        heading = "\(run.title) (\(run.movieCode)) \(words.trendLabel)" + words.filterSuffix(trend.filter)
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
        notes =
            words.alsoMatchedLines(trend.otherMatches)
            + words.missingLines(trend.missing, filter: trend.filter)
        audienceTotal = run.audienceTotal
        bestDay = run.bestDay.map { BestDay(date: $0.date.iso, audience: $0.audience) }
        daysInTopTen = run.daysInTopTen
        firstDay = run.firstDay?.iso
        lastDay = run.lastDay?.iso
        filter = trend.filter.description
    }
}

public struct TopViewData: Equatable, Sendable {
    public struct Film: Equatable, Sendable {
        public let place: Int
        public let movieCode: String
        /// Its title in the latest chart of the period it was in.
        public let title: String
        /// Tickets sold on the days of the period it was in a stored top ten.
        public let audience: Int
        /// How many days of the period it was in a stored top ten.
        public let days: Int
        public let bestRank: Int
        public let sentence: String
    }

    public let from: String
    public let to: String
    public let period: String
    public let heading: String
    public let storedDays: Int
    public let storedLine: String
    public let header: [String]
    /// Best first.
    public let films: [Film]
    public let emptyText: String
    public let notes: [String]
    /// As programs read it: `all`, `nation=korean`.
    public let filter: String

    public init(top: TopFilms, words: any Words) {
        from = top.range.lowerBound.iso
        to = top.range.upperBound.iso
        period = "\(top.range.lowerBound)~\(top.range.upperBound)"
        heading = "\(period) \(words.topLabel)" + words.filterSuffix(top.filter)
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
        notes = words.missingLines(top.missing, filter: top.filter)
        filter = top.filter.description
    }
}

/// Two films' runs side by side, aligned by the days since each one's first stored day.
public struct ComparisonViewData: Equatable, Sendable {
    public struct Film: Equatable, Sendable {
        public let movieCode: String
        public let title: String
        public let audienceTotal: Int
        public let daysInTopTen: Int
    }

    public struct Side: Equatable, Sendable {
        /// The day, `2022-01-05`; `nil` past the end of the shorter run.
        public let date: String?
        /// Tickets sold that day; `nil` when out of the top ten, not stored, or past the run.
        public let audience: Int?
        public let absence: String
    }

    public struct Row: Equatable, Sendable {
        public let day: Int
        public let label: String
        public let first: Side
        public let second: Side
        public let sentence: String
    }

    public let first: Film
    public let second: Film
    public let heading: String
    public let legend: [String]
    /// The aligned days, as many as the longer run has.
    public let rows: [Row]
    /// Both films' notes: other matches, then the days the store lacks around either run.
    public let notes: [String]
    /// As programs read it: `all`, `nation=korean` (both runs are read under the same one).
    public let filter: String

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
        heading =
            "\(first.run.title) / \(second.run.title) \(words.comparisonLabel)"
            + words.filterSuffix(first.filter)
        filter = first.filter.description
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
            + words.missingLines(
                MissingDays(in: span, stored: Set(span?.days ?? []).subtracting(missing)),
                filter: first.filter)
    }
}
