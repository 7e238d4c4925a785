// Where every kind of data comes from: chosen at start from the environment, each repository made at its
// first use over the run's one HTTP client (AsyncHTTPClient's, made at the first request, shut down at exit).

import AsyncHTTPClient
import BoxOfficeData
import BoxOfficeDomain
import Foundation
import Synchronization

/// Where every kind of data comes from, chosen once from the environment: KOBIS through the
/// local store (or the demo data), Kakao for posters (or none), and what `status` reads. The store
/// is opened at start (its problems are said first); each repository, with the HTTP client and the
/// decorators under it, is made the first time a command asks for it, so `settings` makes none.
struct DataSources: Sendable {
    let boxOffice: MadeAtFirstUse<any BoxOfficeRepository>
    let movieDetails: MadeAtFirstUse<any MovieDetailRepository>
    let posters: MadeAtFirstUse<any PosterRepository>
    let posterImages: MadeAtFirstUse<any PosterImageRepository>
    let status: MadeAtFirstUse<any StatusRepository>
    /// Searches, people and companies, and KOBIS's code lists: one type, each question's answer beside it.
    let catalogue: MadeAtFirstUse<CatalogueSource>
    /// `sync`, over the store and the key's calls counted there; `nil` with the demo data or without a store.
    let sync: MadeAtFirstUse<SyncHistoryUseCase?>
    /// `trend`, `top` and `compare`: the local store, whatever the figures' source; `nil` without one.
    let history: MadeAtFirstUse<StoreHistoryRepository?>
    /// What to warn about the store once (rebuilt, or none available), or `nil`.
    let storeWarning: StoreProblem?
    /// Told the day's count as each KOBIS call is counted in the store: the session's call budget
    /// listens once it is made.
    let callsCounted: CallCountRelay
    /// The store, for `export`; `nil` with the demo data or when there is none.
    let store: BoxOfficeStore?

    /// The live sources.
    /// - Parameters:
    ///   - environment: the process environment (Kakao and cache settings).
    ///   - kobis: the KOBIS settings.
    ///   - demo: use the bundled demo data (no network, no store).
    ///   - cacheDirectory: where the store lives (`$XDG_CACHE_HOME/boxoffice`).
    ///   - calendar: the clock and Seoul's days.
    ///   - openStore: opens the store in a folder (``OpenStores``, which closes it at exit).
    /// - Throws: ``ConfigurationProblem`` for a bad max age, or a bad `KAKAO_BASE_URL` with a Kakao key.
    static func live(
        environment: [String: String], kobis: KOBISConfiguration, demo: Bool, cacheDirectory: URL,
        calendar: BoxOfficeCalendar, openStore: (URL) -> StoreOpening
    ) throws(ConfigurationProblem) -> DataSources {
        // Read at start, so a bad setting fails the run before any command, as a bad KOBIS setting does.
        let kakao: KakaoConfiguration
        do {
            kakao = try KakaoConfiguration(environment: environment, requestTimeout: kobis.requestTimeout)
        } catch {
            // Without a Kakao key nothing calls Kakao: its base is told by a run that would use it.
            guard KakaoConfiguration.apiKey(in: environment) == nil else { throw error }
            kakao = KakaoConfiguration(requestTimeout: kobis.requestTimeout)
        }
        let policy = try CachePolicy(environment: environment)
        let network = Network(timeout: kobis.requestTimeout, calendar: calendar)
        let images: @Sendable () -> any PosterImageRepository = {
            HTTPPosterImageRepository(http: network.get(hiding: nil), timeout: kobis.requestTimeout)
        }
        if demo {
            // The demo data is not stored; a store an earlier run with a key filled can still be
            // read, but none is created for the demo.
            let file = cacheDirectory.appendingPathComponent(BoxOfficeStore.fileName)
            let opening =
                FileManager.default.fileExists(atPath: file.path)
                ? openStore(cacheDirectory) : nil
            // What opening it did (a file moved aside, a store salvaged) is said as with a key.
            let (store, warning): (BoxOfficeStore?, StoreProblem?) =
                switch opening {
                case .opened(let store, let problem): (store, problem)
                case .unavailable(let reason): (nil, reason)
                case nil: (nil, nil)
                }
            return DataSources(
                boxOffice: { DemoBoxOfficeRepository() }, movieDetails: { DemoMovieDetailRepository() },
                posters: { NoPosterRepository(outcome: .unavailable(.demo)) }, posterImages: images,
                status: { NoStatusRepository() }, catalogue: { .demo(DemoCatalogueRepository()) },
                history: { store.map(StoreHistoryRepository.init) }, storeWarning: warning)
        }
        let kakaoPosters: @Sendable () -> any PosterRepository = {
            kakao.apiKey == nil
                ? NoPosterRepository()
                : KakaoPosterRepository(configuration: kakao, http: network.get(hiding: kakao.apiKey))
        }
        let store: BoxOfficeStore
        let warning: StoreProblem?
        switch openStore(cacheDirectory) {
        case .opened(let opened, let problem):
            (store, warning) = (opened, problem)
        case .unavailable(let reason):
            // No store: KOBIS is asked each time, and its calls are counted nowhere.
            let client = MadeAtFirstUse { network.kobis(kobis) }
            return DataSources(
                boxOffice: { KOBISBoxOfficeRepository(client: client.value) },
                movieDetails: { KOBISMovieDetailRepository(client: client.value) },
                posters: kakaoPosters, posterImages: images,
                status: { NoStatusRepository(availability: .unavailable(reason)) },
                catalogue: { .kobis(KOBISCatalogueRepository(client: client.value)) },
                history: { nil }, storeWarning: reason)
        }
        let callsCounted = CallCountRelay()
        // Without a key there is no live data (the demo is chosen first); the empty key only keeps this total.
        let key = MadeAtFirstUse { KOBISKeyID(key: kobis.apiKey ?? "") }
        // KOBIS's calls are counted in the store, and a used-up quota recorded, each count told to
        // `callsCounted` as it is made.
        let calls = MadeAtFirstUse {
            StoreCallLedger(store: store, key: key.value, reporting: callsCounted.tell)
        }
        let client = MadeAtFirstUse { network.kobis(kobis, countingIn: calls.value) }
        // A sync's run fetches through a repository of its own, whose GET counts into its tally.
        let syncCharts: SyncHistoryUseCase.TalliedCharts = { tally in
            CachingBoxOfficeRepository(
                upstream: KOBISBoxOfficeRepository(
                    client: network.kobis(kobis, countingIn: calls.value, tally: tally)),
                store: store, calendar: calendar, policy: policy)
        }
        return DataSources(
            boxOffice: {
                CachingBoxOfficeRepository(
                    upstream: KOBISBoxOfficeRepository(client: client.value),
                    store: store, calendar: calendar, policy: policy)
            },
            movieDetails: {
                CachingMovieDetailRepository(
                    upstream: KOBISMovieDetailRepository(client: client.value),
                    store: store, calendar: calendar, policy: policy)
            },
            posters: {
                kakao.apiKey == nil
                    ? kakaoPosters()
                    : CachingPosterRepository(
                        upstream: kakaoPosters(), store: store, calendar: calendar, policy: policy)
            },
            posterImages: images, status: { StoreStatusRepository(store: store, key: key.value) },
            catalogue: {
                let kobis = KOBISCatalogueRepository(client: client.value)
                return .stored(
                    CachingCatalogueRepository(
                        upstream: kobis, store: store, calendar: calendar, policy: policy),
                    kobis: kobis)
            },
            sync: {
                SyncHistoryUseCase(
                    charts: syncCharts, archive: store, ledger: calls.value, calendar: calendar)
            },
            history: { StoreHistoryRepository(store: store) }, storeWarning: warning,
            callsCounted: callsCounted,
            store: store)
    }

    private init(
        boxOffice: @escaping @Sendable () -> any BoxOfficeRepository,
        movieDetails: @escaping @Sendable () -> any MovieDetailRepository,
        posters: @escaping @Sendable () -> any PosterRepository,
        posterImages: @escaping @Sendable () -> any PosterImageRepository,
        status: @escaping @Sendable () -> any StatusRepository,
        catalogue: @escaping @Sendable () -> CatalogueSource,
        sync: @escaping @Sendable () -> SyncHistoryUseCase? = { nil },
        history: @escaping @Sendable () -> StoreHistoryRepository?,
        storeWarning: StoreProblem?, callsCounted: CallCountRelay = CallCountRelay(),
        store: BoxOfficeStore? = nil
    ) {
        self.boxOffice = MadeAtFirstUse(boxOffice)
        self.movieDetails = MadeAtFirstUse(movieDetails)
        self.posters = MadeAtFirstUse(posters)
        self.posterImages = MadeAtFirstUse(posterImages)
        self.status = MadeAtFirstUse(status)
        self.catalogue = MadeAtFirstUse(catalogue)
        self.sync = MadeAtFirstUse(sync)
        self.history = MadeAtFirstUse(history)
        self.storeWarning = storeWarning
        self.callsCounted = callsCounted
        self.store = store
    }

    /// How many requests go to one service (KOBIS, Kakao) at once: a day's ten movies, so the
    /// prefetch of a day's details takes one round trip after the list (see Benchmarks/).
    static let requestsPerService = 10
}

/// The run's GETs, all through the one HTTP client (``NetworkClient``), which is started at the first.
private struct Network: Sendable {
    let session: MadeAtFirstUse<HTTPSession>
    let calendar: BoxOfficeCalendar

    init(timeout: TimeInterval, calendar: BoxOfficeCalendar) {
        session = MadeAtFirstUse { NetworkClient.shared.session(timeout: timeout) }
        self.calendar = calendar
    }

    /// Every GET is wrapped here alone: sent once through the session, counted first in `calls`
    /// when given (each try: inside the retries), and in a sync's `tally`, tried again as the retry
    /// policy allows, and `secret` kept out of the bodies and failures it brings back (outermost).
    func get(hiding secret: String?, countingIn calls: StoreCallLedger? = nil, tally: KOBISCallTally? = nil)
        -> any HTTPGet
    {
        let sent = SessionHTTPGet(session: session.value)
        let counted: any HTTPGet =
            calls.map { CountingHTTPGet(sent, countingIn: $0, calendar: calendar, tally: tally) } ?? sent
        return RedactingHTTPGet(RetryingHTTPGet(counted), hiding: secret)
    }

    /// KOBIS's client: its GET counted in `calls` when given, which then also records a quota KOBIS
    /// says is used up (``StoreQuotaRecorder``), whatever the endpoint.
    func kobis(
        _ configuration: KOBISConfiguration, countingIn calls: StoreCallLedger? = nil,
        tally: KOBISCallTally? = nil
    ) -> KOBISClient {
        KOBISClient(
            configuration: configuration,
            http: get(hiding: configuration.apiKey, countingIn: calls, tally: tally),
            usedUpQuota: calls.map { StoreQuotaRecorder(in: $0, calendar: calendar) })
    }
}

/// The process's one `HTTPClient`, on NIO's shared event loops; a run that asks nothing of the network
/// (a chart from the store, the demo data) starts neither.
final class NetworkClient: Sendable {
    /// One per run: the data sources send through it, ``BoxOfficeCommand/main()`` shuts it down.
    static let shared = NetworkClient()

    private enum Life {
        case unused
        case running(HTTPClient)
        // Clients made for stragglers of the exit, kept so that none is freed unshut.
        case shutDown(stragglers: [HTTPClient])
    }

    private let life = Mutex(Life.unused)
    private let timeout = Mutex(KOBISConfiguration.defaultRequestTimeout)

    /// How many requests go to one service (KOBIS, Kakao) at once: a day's ten movies, so the
    /// prefetch of a day's details takes one round trip after the list (see Benchmarks/), or a
    /// sync's largest bound, whichever is larger; the client keeps as many connections to a host.
    static let connectionsPerHost = max(
        DataSources.requestsPerService, SyncHistoryUseCase.concurrencyRange.upperBound)

    /// The session every repository sends through; connecting and each read wait at most `timeout`.
    func session(timeout: TimeInterval) -> HTTPSession {
        self.timeout.withLock { $0 = timeout }
        return HTTPSession(client: { [self] in client() })
    }

    private func client() -> HTTPClient {
        life.withLock { life in
            switch life {
            case .running(let client):
                return client
            case .unused:
                let client = makeClient()
                life = .running(client)
                return client
            case .shutDown(let stragglers):
                // After the shutdown a request can only be a straggler of the exit: it gets a client
                // of its own, which the process's end takes down.
                let client = makeClient()
                life = .shutDown(stragglers: stragglers + [client])
                return client
            }
        }
    }

    private func makeClient() -> HTTPClient {
        HTTPClient(
            eventLoopGroup: .singletonMultiThreadedEventLoopGroup,
            configuration: HTTPSession.clientConfiguration(
                timeout: timeout.withLock { $0 }, connectionsPerHost: Self.connectionsPerHost))
    }

    /// Closes the client's connections, if it was made; a failure here changes nothing of the run.
    func shutdown() async {
        let running = life.withLock { life -> HTTPClient? in
            guard case .running(let client) = life else {
                if case .unused = life { life = .shutDown(stragglers: []) }
                return nil
            }
            life = .shutDown(stragglers: [])
            return client
        }
        try? await running?.shutdown()
    }
}
