import BoxOfficeDomain

/// Fetches the details (and posters) of a day's movies in the background, a few at a time,
/// so that `detail N` right after the list is shown finds its answer ready.
///
/// Movies are fetched in the order given (rank 1 first), at most ``concurrency`` at once.
/// Asking for a movie (``detail(for:refresh:)``) returns the finished result, waits for the
/// fetch already running, or starts the movie at once when it is still queued: nothing is
/// fetched twice. ``prefetch(_:)`` for another day cancels the fetches of movies that day does
/// not have; ``cancel()`` stops everything. It never prints: results wait until asked for.
@MainActor
public final class DetailPrefetcher {
    /// A movie to fetch: its code, and its title for the poster search.
    public struct Movie: Hashable, Sendable {
        /// KOBIS's code.
        public let code: MovieCode
        /// The title in the list; `nil` when the movie is not in it (the poster search then
        /// waits for the detail's title).
        public let title: String?

        /// Makes a movie to fetch.
        public init(code: MovieCode, title: String?) {
            self.code = code
            self.title = title
        }
    }

    /// A fetch's result.
    public typealias Outcome = Result<MovieDetailResult, BoxOfficeFailure>

    private struct Fetch {
        let id: Int
        let task: Task<Outcome, Never>
    }

    /// How many movies are fetched at once.
    public let concurrency: Int
    private let useCase: ShowMovieDetailUseCase
    private var results: [MovieCode: MovieDetailResult] = [:]
    private var inFlight: [MovieCode: Fetch] = [:]
    private var queue: [Movie] = []
    private var workers: [Task<Void, Never>] = []
    private var nextID = 0

    /// - Parameters:
    ///   - useCase: fetches one movie's detail and poster.
    ///   - concurrency: movies fetched at once (each is one KOBIS and one Kakao request); 5
    ///     by default, so ten movies take two round trips.
    public init(useCase: ShowMovieDetailUseCase, concurrency: Int = 5) {
        self.useCase = useCase
        self.concurrency = max(1, concurrency)
    }

    /// Starts fetching `movies` in the background. Queued movies of an earlier call are
    /// dropped, and its running fetches cancelled unless `movies` has them too.
    public func prefetch(_ movies: [Movie]) {
        stopQueue()
        let wanted = Set(movies.map(\.code))
        for (code, fetch) in inFlight where !wanted.contains(code) {
            fetch.task.cancel()
            inFlight[code] = nil
        }
        queue = movies.filter { results[$0.code] == nil && inFlight[$0.code] == nil }
        workers = (0..<min(concurrency, queue.count)).map { _ in
            Task { [weak self] in await self?.work() }
        }
    }

    /// Stops starting queued movies; fetches already running go on.
    public func stopQueue() {
        for worker in workers { worker.cancel() }
        workers = []
        queue = []
    }

    /// Stops everything: the queue and the fetches running. Finished results are kept.
    public func cancel() {
        stopQueue()
        for fetch in inFlight.values { fetch.task.cancel() }
        inFlight = [:]
    }

    /// Whether the result for `code` is ready (for tests and the benchmark).
    public func hasResult(for code: MovieCode) -> Bool {
        results[code] != nil
    }

    /// Whether fetches are running or queued.
    public var isBusy: Bool {
        !inFlight.isEmpty || !queue.isEmpty
    }

    /// The detail of `movie`: ready, awaited, or fetched now. Cancelling the caller cancels
    /// the fetch it waits for.
    /// - Parameter refresh: ask the sources again, ignoring what is ready or stored.
    public func detail(for movie: Movie, refresh: Bool = false) async -> Outcome {
        if !refresh, let result = results[movie.code] { return .success(result) }
        queue.removeAll { $0.code == movie.code }
        if refresh {
            inFlight[movie.code]?.task.cancel()
            inFlight[movie.code] = nil
        }
        let task = start(movie, refresh: refresh)
        return await withTaskCancellationHandler {
            await task.value
        } onCancel: {
            task.cancel()
        }
    }

    private func work() async {
        while !Task.isCancelled, !queue.isEmpty {
            let movie = queue.removeFirst()
            if case .failure(let failure) = await start(movie, refresh: false).value, failure.stopsPrefetching
            {
                queue = []
            }
        }
    }

    private func start(_ movie: Movie, refresh: Bool) -> Task<Outcome, Never> {
        if let fetch = inFlight[movie.code] { return fetch.task }
        nextID += 1
        let id = nextID
        let useCase = useCase
        let task = Task<Outcome, Never> { [weak self] in
            let outcome: Outcome
            do throws(BoxOfficeFailure) {
                outcome = .success(
                    try await useCase.execute(code: movie.code, knownTitle: movie.title, refresh: refresh))
            } catch {
                outcome = .failure(error)
            }
            self?.finish(movie.code, id: id, outcome: outcome)
            return outcome
        }
        inFlight[movie.code] = Fetch(id: id, task: task)
        return task
    }

    private func finish(_ code: MovieCode, id: Int, outcome: Outcome) {
        if case .success(let result) = outcome { results[code] = result }
        if inFlight[code]?.id == id { inFlight[code] = nil }
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
