// The history screen: its ViewModel, which reads a film or a period as typed and asks the store.

import BoxOfficeDomain

/// What the screen of ``FilmHistoryViewModel`` is asked to do: its intents, all it takes.
@MainActor
public protocol FilmHistoryIntents: AnyObject {
    /// Shows the trend of the film `text` names: a row of the list shown, a code or a title.
    func trend(_ text: String?, sparkline: Bool, filter: ChartFilter) async

    /// Shows the `limit` films of `from`…`to` (days as typed) that sold most tickets.
    func top(from: String, to: String, limit: Int, filter: ChartFilter) async
    func compare(_ first: String?, _ second: String?, filter: ChartFilter) async
}

///
/// Its intents are ``FilmHistoryIntents``; it publishes ``state``.
@MainActor
public final class FilmHistoryViewModel: ViewModel<FilmHistoryViewData>, FilmHistoryIntents {
    public nonisolated static let defaultLimit = 10

    private let store: FilmHistoryUseCase?
    private let unavailable: HistoryFailure
    private let session: SessionState
    private let words: any Words

    /// Without a use case (the demo data, no store) every question is answered with `unavailable`.
    public init(
        useCase: FilmHistoryUseCase?, unavailable: HistoryFailure = .storeUnreadable, session: SessionState,
        words: any Words
    ) {
        store = useCase
        self.unavailable = unavailable
        self.session = session
        self.words = words
    }

    public func trend(_ text: String?, sparkline: Bool = false, filter: ChartFilter = .all) async {
        await answer("trend") { [self] () throws(ShownFailure) in
            let trend = try await trend(of: try query(text), filter: filter)
            return .trend(TrendViewData(trend: trend, sparkline: sparkline, words: words))
        }
    }

    public func top(
        from: String, to: String, limit: Int = FilmHistoryViewModel.defaultLimit, filter: ChartFilter = .all
    ) async {
        await answer("top") { [self] () throws(ShownFailure) in
            let first = try day(from)
            let last = try day(to)
            do throws(FilmHistoryFailure) {
                let top = try await useCase().top(from: first, to: last, limit: limit, filter: filter)
                return .top(TopViewData(top: top, words: words))
            } catch {
                throw ShownFailure(error, words: words)
            }
        }
    }

    public func compare(_ first: String?, _ second: String?, filter: ChartFilter = .all) async {
        await answer("compare") { [self] () throws(ShownFailure) in
            let one = try await trend(of: try query(first), filter: filter)
            let other = try await trend(of: try query(second), filter: filter)
            return .comparison(ComparisonViewData(first: one, second: other, words: words))
        }
    }

    // `command` names the question in the words said when there is no store to ask.
    private func answer(_ command: String, _ work: () async throws(ShownFailure) -> FilmHistoryViewData) async
    {
        guard store != nil else {
            state = .failed(ShownFailure(words.text(for: unavailable, reading: command)))
            return
        }
        state = .loading(words.loadingHistory)
        do {
            state = .loaded(try await work())
        } catch {
            state = .failed(error)
        }
    }

    private func trend(of query: FilmQuery, filter: ChartFilter) async throws(ShownFailure) -> FilmTrend {
        do {
            return try await useCase().trend(query, filter: filter)
        } catch {
            throw ShownFailure(error, words: words)
        }
    }

    // As for `detail`: no movie named, or a rank the list shown lacks, is typed wrong (64).
    private func query(_ text: String?) throws(ShownFailure) -> FilmQuery {
        guard let text, let selector = DetailSelector(text) else {
            throw ShownFailure(words.text(for: DetailSelectionError.noArgument), typedWrong: true)
        }
        switch selector {
        case .code(let code):
            return .code(code)
        case .title(let title):
            return .title(title)
        case .rank(let rank):
            guard let shown = session.chart else { throw ShownFailure(words.noListForRow, typedWrong: true) }
            guard let entry = shown.entries.first(where: { $0.rank == rank }) else {
                throw ShownFailure(
                    words.text(for: DetailSelectionError.rankOutOfRange(rank, count: shown.entries.count)),
                    typedWrong: true)
            }
            return .code(entry.movieCode)
        }
    }

    private func day(_ text: String) throws(ShownFailure) -> BoxOfficeDate {
        guard let store else { throw ShownFailure(FilmHistoryFailure.storeUnreadable, words: words) }
        do {
            return try store.date(from: DayInput.normalized(text))
        } catch {
            throw ShownFailure(words.text(for: error), typedWrong: true)
        }
    }

    private func useCase() throws(FilmHistoryFailure) -> FilmHistoryUseCase {
        guard let store else { throw .storeUnreadable }
        return store
    }
}
