// The comparison screen: its ViewModel, which reads two films as typed and asks the store for their runs,
// and what it shows.

import BoxOfficeDomain

/// What the screen of ``FilmComparisonViewModel`` is asked to do: its intents, all it takes.
@MainActor
public protocol FilmComparisonIntents: AnyObject {
    /// Shows the runs of the films `first` and `second` name (a row of `shown`, a code or a title) side by side.
    func compare(_ first: String?, _ second: String?, shown: BoxOfficeChart?, filter: ChartFilter) async
}

/// `compare`: two films' runs in the store, aligned by the days since each one's first.
///
/// Its intents are ``FilmComparisonIntents``; it publishes ``state``.
@MainActor
public final class FilmComparisonViewModel: ViewModel<ComparisonViewData>, FilmComparisonIntents {
    private let questions: FilmHistoryQuestions

    /// Without a use case (the demo data, no store) every question is answered with `unavailable`.
    public init(
        useCase: FilmHistoryUseCase?, unavailable: HistoryFailure = .storeUnreadable, words: any Words
    ) {
        questions = FilmHistoryQuestions(useCase: useCase, unavailable: unavailable, words: words)
    }

    public func compare(
        _ first: String?, _ second: String?, shown: BoxOfficeChart?, filter: ChartFilter = .all
    )
        async
    {
        await questions.answer("compare", on: self) { [questions] store throws(ShownFailure) in
            let one = try await questions.trend(of: first, shown: shown, filter: filter, in: store)
            let other = try await questions.trend(of: second, shown: shown, filter: filter, in: store)
            // `compare 1 01`, or a rank and its code: typed differently, one film all the same.
            guard one.run.movieCode != other.run.movieCode else {
                throw ShownFailure(
                    questions.words.oneFilmTwice(
                        first ?? "", second ?? "", title: one.run.title, code: one.run.movieCode.rawValue),
                    typedWrong: true)
            }
            return ComparisonViewData(first: one, second: other, words: questions.words)
        }
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
