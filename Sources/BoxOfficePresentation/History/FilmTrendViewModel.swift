// The trend screen: its ViewModel, which reads a film as typed and asks the store for its run, and what it shows.

import BoxOfficeDomain

/// What the screen of ``FilmTrendViewModel`` is asked to do: its intents, all it takes.
@MainActor
public protocol FilmTrendIntents: AnyObject {
    /// Shows the trend of the film `text` names: a row of `shown` (the chart on screen), a code or a title.
    func trend(_ text: String?, shown: BoxOfficeChart?, sparkline: Bool, filter: ChartFilter) async
}

/// `trend`: a film's days in the store, as bars or a sparkline.
///
/// Its intents are ``FilmTrendIntents``; it publishes ``state``.
@MainActor
public final class FilmTrendViewModel: ViewModel<TrendViewData>, FilmTrendIntents {
    private let questions: FilmHistoryQuestions

    /// Without a use case (the demo data, no store) every question is answered with `unavailable`.
    public init(
        useCase: FilmHistoryUseCase?, unavailable: HistoryFailure = .storeUnreadable, words: any Words
    ) {
        questions = FilmHistoryQuestions(useCase: useCase, unavailable: unavailable, words: words)
    }

    public func trend(
        _ text: String?, shown: BoxOfficeChart?, sparkline: Bool = false, filter: ChartFilter = .all
    ) async {
        await questions.answer("trend", on: self) { [questions] store throws(ShownFailure) in
            let trend = try await questions.trend(of: text, shown: shown, filter: filter, in: store)
            return TrendViewData(trend: trend, sparkline: sparkline, words: questions.words)
        }
    }
}

/// A film's days in the store, oldest first, ready to show.
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
