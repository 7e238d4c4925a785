// The top films screen: its ViewModel, which reads a period as typed and asks the store, and what it shows.

import BoxOfficeDomain

/// What the screen of ``TopFilmsViewModel`` is asked to do: its intents, all it takes.
@MainActor
public protocol TopFilmsIntents: AnyObject {
    /// Shows the `limit` films of `from`…`to` (days as typed) that sold most tickets.
    func top(from: String, to: String, limit: Int, filter: ChartFilter) async
}

/// `top`: a period's films that sold most tickets, from the store.
///
/// Its intents are ``TopFilmsIntents``; it publishes ``state``.
@MainActor
public final class TopFilmsViewModel: ViewModel<TopViewData>, TopFilmsIntents {
    public nonisolated static let defaultLimit = 10

    private let questions: FilmHistoryQuestions

    /// Without a use case (the demo data, no store) every question is answered with `unavailable`.
    public init(
        useCase: FilmHistoryUseCase?, unavailable: HistoryFailure = .storeUnreadable, words: any Words
    ) {
        questions = FilmHistoryQuestions(useCase: useCase, unavailable: unavailable, words: words)
    }

    public func top(
        from: String, to: String, limit: Int = TopFilmsViewModel.defaultLimit, filter: ChartFilter = .all
    ) async {
        await questions.answer("top", on: self) { [questions] store throws(ShownFailure) in
            let first = try questions.day(from, in: store)
            let last = try questions.day(to, in: store)
            do throws(FilmHistoryFailure) {
                let top = try await store.top(from: first, to: last, limit: limit, filter: filter)
                return TopViewData(top: top, words: questions.words)
            } catch {
                throw ShownFailure(error, words: questions.words)
            }
        }
    }
}

/// A period's films that sold most tickets, best first, ready to show.
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
