// What `trend`, `top` and `compare` show: the store's answer with its words, and the notes said beside it.

import BoxOfficeDomain

/// What the history ViewModel shows: a trend, a period's top films, or two runs compared.
public enum FilmHistoryContent: Equatable, Sendable {
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

    /// The store's answer.
    public let trend: FilmTrend
    /// Whether to draw a sparkline rather than a bar a day.
    public let sparkline: Bool
    /// The words to show it in.
    public let words: any Words

    /// The trend in `words`; a sparkline when asked or when the run is longer than ``longestBarChart``.
    public init(trend: FilmTrend, sparkline: Bool, words: any Words) {
        self.trend = trend
        self.sparkline = sparkline || trend.days.count > Self.longestBarChart
        self.words = words
    }

    /// `경관의 피 (20199882) 관객 추이`.
    public var heading: String { "\(trend.run.title) (\(trend.run.movieCode)) \(words.trendLabel)" }

    /// The figures of the run, labelled: total, best day, days in the top ten, first and last day.
    public var summary: [(label: String, value: String)] {
        let run = trend.run
        let best = run.bestDay.map { "\($0.date.iso) \(NumberFormatting.grouped($0.audience))" } ?? ""
        return [
            (words.audienceTotalLabel, NumberFormatting.grouped(run.audienceTotal)),
            (words.bestDayLabel, best),
            (words.daysInTopTenLabel, String(run.daysInTopTen)),
            (words.firstDayLabel, run.firstDay?.iso ?? ""),
            (words.lastDayLabel, run.lastDay?.iso ?? ""),
        ]
    }

    /// The days the store lacks around the run, and the other films the title matched.
    public var notes: [String] {
        words.alsoMatchedLines(trend.otherMatches) + words.missingLines(trend.missing)
    }

    /// The same trend in the same words.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.trend == rhs.trend && lhs.sparkline == rhs.sparkline && lhs.words.speaksLike(rhs.words)
    }
}

/// A period's top films, ready to show.
public struct TopViewData: Equatable, Sendable {
    /// The store's answer.
    public let top: TopFilms
    /// The words to show it in.
    public let words: any Words

    /// The top films in `words`.
    public init(top: TopFilms, words: any Words) {
        self.top = top
        self.words = words
    }

    /// `2022-01-01~2022-01-31`.
    public var period: String { "\(top.range.lowerBound)~\(top.range.upperBound)" }

    /// `2022-01-01~2022-01-31 관객 순위`.
    public var heading: String { "\(period) \(words.topLabel)" }

    /// `2022-01-01~2022-01-31 중 저장된 날 25일`.
    public var storedLine: String { words.storedDays(top.storedDays, of: period) }

    /// The days of the period the store lacks.
    public var notes: [String] { words.missingLines(top.missing) }

    /// The same films in the same words.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.top == rhs.top && lhs.words.speaksLike(rhs.words)
    }
}

/// Two films' runs side by side, aligned by the days since each one's first stored day.
public struct ComparisonViewData: Equatable, Sendable {
    /// The first film's trend.
    public let first: FilmTrend
    /// The second film's trend.
    public let second: FilmTrend
    /// The words to show it in.
    public let words: any Words

    /// Two trends in `words`.
    public init(first: FilmTrend, second: FilmTrend, words: any Words) {
        self.first = first
        self.second = second
        self.words = words
    }

    /// `경관의 피 / 킹메이커 비교`.
    public var heading: String { "\(first.run.title) / \(second.run.title) \(words.comparisonLabel)" }

    /// The aligned days: the `n`th day of each run (`nil` past the end of the shorter one).
    public var rows: [(first: TrendDay?, second: TrendDay?)] {
        (0..<max(first.days.count, second.days.count)).map { index in
            (
                first.days.indices.contains(index) ? first.days[index] : nil,
                second.days.indices.contains(index) ? second.days[index] : nil
            )
        }
    }

    /// Both films' notes: other matches, then the days the store lacks around either run.
    public var notes: [String] {
        let others = words.alsoMatchedLines(first.otherMatches + second.otherMatches)
        let stored = Set(first.days.filter(\.stored).map(\.date) + second.days.filter(\.stored).map(\.date))
        let missing = Set((first.missing.runs + second.missing.runs).flatMap(\.days)).subtracting(stored)
        let span = missing.min().flatMap { low in missing.max().map { low...$0 } }
        return others
            + words.missingLines(MissingDays(in: span, stored: Set(span?.days ?? []).subtracting(missing)))
    }

    /// The same runs in the same words.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.first == rhs.first && lhs.second == rhs.second && lhs.words.speaksLike(rhs.words)
    }
}
