// What `trend`, `top` and `compare` share: the store's use case (or why there is none), how a film or a
// day typed is read, and how each answer is published.

import BoxOfficeDomain

/// The store's history questions as the three history ViewModels ask them, each of its own screen.
@MainActor
struct FilmHistoryQuestions {
    private let store: FilmHistoryUseCase?
    private let unavailable: HistoryFailure
    /// The words the answers are said in.
    let words: any Words

    /// Without a use case (the demo data, no store) every question is answered with `unavailable`.
    init(useCase: FilmHistoryUseCase?, unavailable: HistoryFailure, words: any Words) {
        store = useCase
        self.unavailable = unavailable
        self.words = words
    }

    /// Publishes on `model` loading, then what `work` made of the store or why it could not;
    /// `command` names the question in the words said when there is no store to ask.
    func answer<Content>(
        _ command: String, on model: ViewModel<Content>,
        _ work: (FilmHistoryUseCase) async throws(ShownFailure) -> Content
    ) async {
        guard let store else {
            model.state = .failed(ShownFailure(words.text(for: unavailable, reading: command)))
            return
        }
        model.state = .loading(words.loadingHistory)
        do {
            model.state = .loaded(try await work(store))
        } catch {
            model.state = .failed(error)
        }
    }

    /// The run of the film `text` names (a row of `shown`, a code or a title), under `filter`.
    func trend(of text: String?, shown: BoxOfficeChart?, filter: ChartFilter, in store: FilmHistoryUseCase)
        async throws(ShownFailure) -> FilmTrend
    {
        let query = try query(text, shown: shown)
        do {
            return try await store.trend(query, filter: filter)
        } catch {
            throw ShownFailure(error, words: words)
        }
    }

    /// The day `text` names, as the store's calendar reads it.
    func day(_ text: String, in store: FilmHistoryUseCase) throws(ShownFailure) -> BoxOfficeDate {
        do {
            return try store.date(from: DayInput.normalized(text))
        } catch {
            throw ShownFailure(words.text(for: error), typedWrong: true)
        }
    }

    // As for `detail`: no movie named, or a rank the list shown lacks, is typed wrong (64).
    private func query(_ text: String?, shown: BoxOfficeChart?) throws(ShownFailure) -> FilmQuery {
        guard let text, let selector = DetailSelector(text) else {
            throw ShownFailure(words.text(for: DetailSelectionError.noArgument), typedWrong: true)
        }
        switch selector {
        case .code(let code):
            return .code(code)
        case .title(let title):
            return .title(title)
        case .rank(let rank):
            guard let shown else { throw ShownFailure(words.noListForRow, typedWrong: true) }
            guard let entry = shown.entries.first(where: { $0.rank == rank }) else {
                throw ShownFailure(
                    words.text(for: DetailSelectionError.rankOutOfRange(rank, count: shown.entries.count)),
                    typedWrong: true)
            }
            return .code(entry.movieCode)
        }
    }
}
