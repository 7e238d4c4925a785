// The detail screen: its ViewModel, and the prefetch that has a day's details ready before they are asked.

import BoxOfficeDomain

/// What the screen of ``MovieDetailViewModel`` is asked to do: its intents, all it takes.
@MainActor
public protocol MovieDetailIntents: AnyObject {
    /// `text` is read against `numbers`, the movies a number means now.
    func show(_ text: String?, among numbers: MovieNumbers) async
    func cancelBackgroundWork()

    /// Another chart's load stops the queue of the chart `shown`; the same day's load leaves it running.
    func chartLoading(_ period: ChartPeriod, shown: BoxOfficeChart?)

    /// A load ended: the chart shown now (after a failure, still the one before) is prefetched; with
    /// none shown, everything stops.
    func chartSettled(_ shown: BoxOfficeChart?)
}

/// `detail N`: a movie's detail, and the details of the chart shown fetched ahead (``DetailPrefetcher``)
/// so asking for one right after needs no further wait.
///
/// Its intents are ``MovieDetailIntents``; it publishes ``state``.
@MainActor
public final class MovieDetailViewModel: ViewModel<MovieDetailViewData>, MovieDetailIntents {
    private let prefetcher: DetailPrefetcher
    private let prefetching: Bool
    private let words: any Words
    private let shown: (String) -> String
    private let fetched: @MainActor (MovieDetailResult) -> Void

    /// `prefetching` false fetches only when asked (the benchmark compares); `shown` is a title as the
    /// view shows it, which `detail TITLE` matches: what the user reads is what they type. `fetched`
    /// is told each detail shown (the session keeps the last, whose poster `poster` shows).
    public init(
        prefetcher: DetailPrefetcher, prefetching: Bool = true, words: any Words,
        titlesShownAs shown: @escaping (String) -> String,
        fetched: @escaping @MainActor (MovieDetailResult) -> Void
    ) {
        self.fetched = fetched
        self.prefetcher = prefetcher
        self.prefetching = prefetching
        self.words = words
        self.shown = shown
    }

    public func show(_ text: String?, among numbers: MovieNumbers) async {
        let selection: DetailSelection
        do {
            selection = try numbers.movie(text, titlesShownAs: shown)
        } catch {
            state = .failed(ShownFailure(words.text(for: error), typedWrong: true))
            return
        }
        state = .loading(words.loadingMovie)
        switch await prefetcher.detail(for: selection.movie) {
        case .success(let result):
            fetched(result)
            state = .loaded(
                MovieDetailViewData(
                    result: result, entry: selection.entry, date: selection.date, words: words))
        case .failure(let failure):
            state = .failed(ShownFailure(failure, words: words))
        }
    }

    public func cancelBackgroundWork() {
        prefetcher.cancel()
    }

    public func chartLoading(_ period: ChartPeriod, shown: BoxOfficeChart?) {
        if period.first != shown?.date { prefetcher.stopQueue() }
    }

    public func chartSettled(_ shown: BoxOfficeChart?) {
        guard let shown else { return prefetcher.cancel() }
        guard prefetching else { return }
        prefetcher.prefetch(shown.entries.map { ListedMovie(code: $0.movieCode, title: $0.title) })
    }
}

/// Fetches a day's details (and posters) a few at a time, rank 1 first, so `detail N` right after
/// the list finds its answer ready. Nothing is fetched twice: asking for a movie returns the result,
/// waits for the fetch running, or starts it at once. A result whose poster search failed is not
/// kept, so the next ask tries the poster again.
@MainActor
public final class DetailPrefetcher {
    public typealias Outcome = Result<MovieDetailResult, BoxOfficeFailure>

    private struct Fetch {
        let id: Int
        let task: Task<Outcome, Never>
    }

    public let concurrency: Int
    private let useCase: ShowMovieDetailUseCase
    private var results: [MovieCode: MovieDetailResult] = [:]
    private var inFlight: [MovieCode: Fetch] = [:]
    private var queue: [ListedMovie] = []
    // A cancelled fetch holds its connection until it ends, so it still counts against `concurrency`.
    private var running = 0
    private var nextID = 0
    private var settledWaiters: [CheckedContinuation<Void, Never>] = []

    /// Each movie is one KOBIS and one Kakao request: ten at once take one round trip after the list,
    /// five two. Nonisolated, so it can be made at first use from any context (``MadeAtFirstUse``).
    public nonisolated init(useCase: ShowMovieDetailUseCase, concurrency: Int) {
        self.useCase = useCase
        self.concurrency = max(1, concurrency)
    }

    /// Starts fetching `movies` in the background. Queued movies of an earlier call are
    /// dropped; its running fetches are cancelled and its results forgotten unless `movies`
    /// has them too.
    public func prefetch(_ movies: [ListedMovie]) {
        let wanted = Set(movies.map(\.code))
        for (code, fetch) in inFlight where !wanted.contains(code) {
            fetch.task.cancel()
            inFlight[code] = nil
        }
        results = results.filter { wanted.contains($0.key) }
        queue = movies.filter { results[$0.code] == nil && inFlight[$0.code] == nil }
        pump()
        noteIfSettled()
    }

    func stopQueue() {
        queue = []
        noteIfSettled()
    }

    /// Stops everything: the queue and the fetches running. Finished results are kept.
    public func cancel() {
        queue = []
        for fetch in inFlight.values { fetch.task.cancel() }
        inFlight = [:]
        noteIfSettled()
    }

    public var isBusy: Bool {
        !inFlight.isEmpty || !queue.isEmpty
    }

    /// The fetches running now, cancelled ones included until they end: never more than ``concurrency``.
    public var fetchesRunning: Int { running }

    /// Returns once nothing is queued or running: what a caller that must not leave work behind awaits.
    public func settled() async {
        guard isBusy else { return }
        await withCheckedContinuation { settledWaiters.append($0) }
    }

    private func noteIfSettled() {
        guard !isBusy else { return }
        let waiters = settledWaiters
        settledWaiters = []
        for waiter in waiters { waiter.resume() }
    }

    /// The detail of `movie`: ready, awaited, or fetched now. Cancelling the caller cancels
    /// the fetch it waits for.
    public func detail(for movie: ListedMovie) async -> Outcome {
        if let result = results[movie.code] { return .success(result) }
        queue.removeAll { $0.code == movie.code }
        let task = inFlight[movie.code]?.task ?? start(movie)
        return await withTaskCancellationHandler {
            await task.value
        } onCancel: {
            task.cancel()
        }
    }

    private func pump() {
        while running < concurrency, !queue.isEmpty {
            let movie = queue.removeFirst()
            if inFlight[movie.code] == nil { start(movie) }
        }
    }

    @discardableResult
    private func start(_ movie: ListedMovie) -> Task<Outcome, Never> {
        nextID += 1
        let id = nextID
        let useCase = useCase
        let task = Task<Outcome, Never> { [weak self] in
            let outcome: Outcome
            do throws(BoxOfficeFailure) {
                outcome = .success(try await useCase.execute(code: movie.code, knownTitle: movie.title))
            } catch {
                outcome = .failure(error)
            }
            self?.finish(movie.code, id: id, outcome: outcome)
            return outcome
        }
        inFlight[movie.code] = Fetch(id: id, task: task)
        running += 1
        return task
    }

    // Unless fetch `id` was cancelled and forgotten meanwhile.
    private func finish(_ code: MovieCode, id: Int, outcome: Outcome) {
        running -= 1
        if inFlight[code]?.id == id {
            inFlight[code] = nil
            switch outcome {
            case .success(let result):
                // A passing poster failure, which the store does not keep either: the next
                // ask tries again.
                if case .unavailable = result.poster { break }
                // A detail the store could not keep is asked again, so it may be kept then.
                if result.notKept != nil { break }
                results[code] = result
            case .failure(let failure):
                if failure.stopsPrefetching { queue = [] }
            }
        }
        pump()
        noteIfSettled()
    }
}

extension BoxOfficeFailure {
    // No key, a refused key, the day's quota used up: no further request can succeed now.
    var stopsPrefetching: Bool {
        switch self {
        case .missingAPIKey, .invalidAPIKey, .quotaExceeded: true
        default: false
        }
    }
}
