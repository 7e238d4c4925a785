// The detail screen: its ViewModel, and the prefetch that has a day's details ready before they are asked.

import BoxOfficeDomain

/// The detail screen: `detail 3`, `detail 20199882` or `detail 경관` against the numbered movies
/// of the session (``SessionState/movies``).
///
/// Intents: ``show(_:)``, ``cancelBackgroundWork()``; it publishes ``state``. It watches the
/// session: when a chart is shown, the details of its movies are prefetched in the background
/// (``DetailPrefetcher``), so asking for one right after needs no further wait; when the user
/// moves to another chart the prefetch of the old one stops (a load that fails, is refused or is
/// cancelled leaves the chart shown, and its prefetch, as they were).
@MainActor
public final class MovieDetailViewModel: ViewModel<MovieDetailViewData> {
    private let session: SessionState
    private let prefetcher: DetailPrefetcher
    private let prefetching: Bool
    private let words: any Words
    private let shown: (String) -> String

    /// - Parameters:
    ///   - session: the numbered movies `detail N` and title prefixes refer to, and the chart
    ///     whose details are prefetched.
    ///   - prefetcher: fetches details, ahead of time or when asked (shared with `poster`).
    ///   - prefetching: `false` to fetch only when asked (for comparison in the benchmark).
    ///   - words: the words of the labels and messages.
    ///   - shown: a title as the view shows it (the terminal's sanitising), which `detail TITLE`
    ///     matches against: what the user reads is what they type.
    public init(
        session: SessionState, prefetcher: DetailPrefetcher, prefetching: Bool = true, words: any Words,
        titlesShownAs shown: @escaping (String) -> String
    ) {
        self.session = session
        self.prefetcher = prefetcher
        self.prefetching = prefetching
        self.words = words
        self.shown = shown
        super.init()
        session.observe(owner: self) { [weak self] change in self?.sessionChanged(change) }
    }

    /// Shows the movie `text` names: a number, a code or the start of a title.
    public func show(_ text: String?) async {
        let selection: DetailSelection
        do {
            selection = try session.movie(text, titlesShownAs: shown)
        } catch {
            state = .failed(ShownFailure(words.text(for: error), typedWrong: true))
            return
        }
        state = .loading(words.loadingMovie)
        switch await prefetcher.detail(for: selection.movie) {
        case .success(let result):
            session.detailFetched(result)
            state = .loaded(
                MovieDetailViewData(
                    result: result, entry: selection.entry, date: selection.date, words: words))
        case .failure(let failure):
            state = .failed(ShownFailure(failure, words: words))
        }
    }

    /// Stops the background fetches (when leaving).
    public func cancelBackgroundWork() {
        prefetcher.cancel()
    }

    /// Keeps the prefetch on the chart shown: another chart's load stops the queue, a chart
    /// shown is prefetched, and a failed load prefetches the rest of the chart still shown or,
    /// when none is, cancels everything.
    private func sessionChanged(_ change: SessionState.Event) {
        let chart = session.chart
        switch change {
        case .chartLoading:
            if session.loadingPeriod?.first != chart?.date { prefetcher.stopQueue() }
        case .chartSettled:
            guard let chart else {
                prefetcher.cancel()
                return
            }
            guard prefetching else { return }
            prefetcher.prefetch(chart.entries.map { ListedMovie(code: $0.movieCode, title: $0.title) })
        case .numbers:
            break
        }
    }
}

/// Fetches the details (and posters) of a day's movies in the background, a few at a time,
/// so that `detail N` right after the list is shown finds its answer ready.
///
/// Movies are fetched in the order given (rank 1 first), at most ``concurrency`` at once.
/// Asking for a movie (``detail(for:)``) returns the finished result, waits for the fetch
/// already running, or starts the movie at once when it is still queued: nothing is fetched
/// twice. ``prefetch(_:)`` for another day cancels the fetches of movies that day does not
/// have and forgets their results; ``cancel()`` stops everything. It never prints: results
/// wait until asked for. A result whose poster search failed (``PosterLookup/unavailable(_:)``)
/// is not kept, so the next ask tries the poster again.
@MainActor
public final class DetailPrefetcher {
    /// A fetch's result.
    public typealias Outcome = Result<MovieDetailResult, BoxOfficeFailure>

    private struct Fetch {
        let id: Int
        let task: Task<Outcome, Never>
    }

    /// How many movies the prefetch fetches at once.
    public let concurrency: Int
    private let useCase: ShowMovieDetailUseCase
    private var results: [MovieCode: MovieDetailResult] = [:]
    private var inFlight: [MovieCode: Fetch] = [:]
    private var queue: [ListedMovie] = []
    /// Fetches started and not yet ended, cancelled ones included: a cancelled fetch still
    /// holds its connection until it ends, so it still counts against ``concurrency``.
    private var running = 0
    private var nextID = 0

    /// - Parameters:
    ///   - useCase: fetches one movie's detail and poster.
    ///   - concurrency: movies fetched at once (each is one KOBIS and one Kakao request): ten
    ///     take one round trip after the list, five two.
    public init(useCase: ShowMovieDetailUseCase, concurrency: Int) {
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
    }

    /// Stops starting queued movies; fetches already running go on.
    func stopQueue() {
        queue = []
    }

    /// Stops everything: the queue and the fetches running. Finished results are kept.
    public func cancel() {
        queue = []
        for fetch in inFlight.values { fetch.task.cancel() }
        inFlight = [:]
    }

    /// Whether fetches are running or queued.
    public var isBusy: Bool {
        !inFlight.isEmpty || !queue.isEmpty
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

    /// Starts queued movies, in order, while fewer than ``concurrency`` fetches run.
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

    /// Records the end of fetch `id` (unless it was cancelled and forgotten meanwhile) and
    /// starts the next queued movie.
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
    }
}

extension BoxOfficeFailure {
    /// Whether no further request can succeed now (no key, a refused key, the day's quota
    /// used up), so queued prefetches are dropped.
    var stopsPrefetching: Bool {
        switch self {
        case .missingAPIKey, .invalidAPIKey, .quotaExceeded: true
        default: false
        }
    }
}
