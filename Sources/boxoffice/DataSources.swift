import BoxOfficeData
import BoxOfficeDomain
import Foundation

/// Where every kind of data comes from, chosen once from the environment: KOBIS through the
/// local store (or the demo data), Kakao for posters (or none), and what `status` reads.
struct DataSources {
    let boxOffice: any BoxOfficeRepository
    let movieDetails: any MovieDetailRepository
    let posters: any PosterRepository
    let posterImages: any PosterImageRepository
    let status: any StatusRepository
    /// Searches, people and companies.
    let catalogue: any CatalogueRepository
    /// `trend`, `top` and `compare`: the local store, whatever the figures' source; `nil` without one.
    let history: StoreHistoryRepository?
    /// What to warn about the store once (rebuilt, or none available), or `nil`.
    let storeWarning: StoreProblem?
    /// Told the day's count as each KOBIS call is counted in the store: the session's call budget
    /// listens once it is made.
    let callsCounted: CallCountRelay
    /// The store, for `export`; `nil` with the demo data or when there is none.
    var store: BoxOfficeStore?
    /// `sync`, over the store and the key's calls counted there; `nil` with the demo data or without a store.
    var sync: SyncHistoryUseCase?

    /// The live sources.
    /// - Parameters:
    ///   - environment: the process environment (Kakao and cache settings).
    ///   - kobis: the KOBIS settings.
    ///   - demo: use the bundled demo data (no network, no store).
    ///   - cacheDirectory: where the store lives (`$XDG_CACHE_HOME/boxoffice`).
    ///   - calendar: the clock and Seoul's days.
    ///   - openStore: opens the store in a folder (``OpenStores``, which closes it at exit).
    /// - Throws: ``ConfigurationProblem`` for a bad `KAKAO_BASE_URL` or max age.
    static func live(
        environment: [String: String], kobis: KOBISConfiguration, demo: Bool, cacheDirectory: URL,
        calendar: BoxOfficeCalendar, openStore: (URL) -> StoreOpening
    ) throws(ConfigurationProblem) -> DataSources {
        let kakao = try KakaoConfiguration(environment: environment, requestTimeout: kobis.requestTimeout)
        let policy = try CachePolicy(environment: environment)
        let session = NetworkClient.shared.session(timeout: kobis.requestTimeout)
        // Every GET is wrapped here alone: sent once through the session, counted first in `calls`
        // when given (each try: inside the retries), and in a sync's `tally`, tried again as the retry
        // policy allows, and `secret` kept out of the bodies and failures it brings back (outermost).
        @Sendable func httpGet(
            hiding secret: String?, countingIn calls: StoreCallLedger? = nil, tally: KOBISCallTally? = nil
        ) -> any HTTPGet {
            let sent = SessionHTTPGet(session: session)
            let counted: any HTTPGet =
                calls.map { CountingHTTPGet(sent, countingIn: $0, calendar: calendar, tally: tally) } ?? sent
            return RedactingHTTPGet(RetryingHTTPGet(counted), hiding: secret)
        }
        let images = HTTPPosterImageRepository(http: httpGet(hiding: nil), timeout: kobis.requestTimeout)
        let callsCounted = CallCountRelay()
        if demo {
            // The demo data is not stored; a store an earlier run with a key filled can still be
            // read, but none is created for the demo.
            let file = cacheDirectory.appendingPathComponent(BoxOfficeStore.fileName)
            let opening =
                FileManager.default.fileExists(atPath: file.path)
                ? openStore(cacheDirectory) : nil
            let store: BoxOfficeStore? =
                switch opening {
                case .opened(let store, _): store
                case .unavailable, nil: nil
                }
            return DataSources(
                boxOffice: DemoBoxOfficeRepository(), movieDetails: DemoMovieDetailRepository(),
                posters: NoPosterRepository(outcome: .unavailable(.demo)),
                posterImages: images, status: NoStatusRepository(), catalogue: DemoCatalogueRepository(),
                history: store.map(StoreHistoryRepository.init), storeWarning: nil, callsCounted: callsCounted
            )
        }
        let kakaoPosters: any PosterRepository =
            kakao.apiKey == nil
            ? NoPosterRepository()
            : KakaoPosterRepository(configuration: kakao, http: httpGet(hiding: kakao.apiKey))
        let store: BoxOfficeStore
        let warning: StoreProblem?
        switch openStore(cacheDirectory) {
        case .opened(let opened, let problem):
            (store, warning) = (opened, problem)
        case .unavailable(let reason):
            // No store: KOBIS is asked each time, and its calls are counted nowhere.
            let kobisGet = httpGet(hiding: kobis.apiKey)
            return DataSources(
                boxOffice: KOBISBoxOfficeRepository(configuration: kobis, http: kobisGet),
                movieDetails: KOBISMovieDetailRepository(configuration: kobis, http: kobisGet),
                posters: kakaoPosters, posterImages: images,
                status: NoStatusRepository(availability: .unavailable(reason)),
                catalogue: KOBISCatalogueRepository(configuration: kobis, http: kobisGet), history: nil,
                storeWarning: reason, callsCounted: callsCounted)
        }
        // Without a key there is no live data (the demo is chosen first); the empty key only keeps this total.
        let key = KOBISKeyID(key: kobis.apiKey ?? "")
        // KOBIS's calls are counted in the store, each count told to `callsCounted` as the call is made.
        let calls = StoreCallLedger(store: store, key: key, reporting: callsCounted.tell)
        let kobisGet = httpGet(hiding: kobis.apiKey, countingIn: calls)
        // A sync's run fetches through a repository of its own, whose GET counts into its tally.
        let syncCharts: SyncHistoryUseCase.TalliedCharts = { tally in
            CachingBoxOfficeRepository(
                upstream: KOBISBoxOfficeRepository(
                    configuration: kobis, http: httpGet(hiding: kobis.apiKey, countingIn: calls, tally: tally)
                ),
                store: store, calls: calls, calendar: calendar, policy: policy)
        }
        return DataSources(
            boxOffice: CachingBoxOfficeRepository(
                upstream: KOBISBoxOfficeRepository(configuration: kobis, http: kobisGet), store: store,
                calls: calls, calendar: calendar, policy: policy),
            movieDetails: CachingMovieDetailRepository(
                upstream: KOBISMovieDetailRepository(configuration: kobis, http: kobisGet), store: store,
                calls: calls, calendar: calendar, policy: policy),
            posters: kakao.apiKey == nil
                ? kakaoPosters
                : CachingPosterRepository(
                    upstream: kakaoPosters, store: store, calendar: calendar, policy: policy),
            posterImages: images, status: StoreStatusRepository(store: store, key: key),
            catalogue: CachingCatalogueRepository(
                upstream: KOBISCatalogueRepository(configuration: kobis, http: kobisGet), store: store,
                calls: calls, calendar: calendar, policy: policy),
            history: StoreHistoryRepository(store: store), storeWarning: warning, callsCounted: callsCounted,
            store: store,
            sync: SyncHistoryUseCase(charts: syncCharts, archive: store, ledger: calls, calendar: calendar))
    }

    /// How many requests go to one service (KOBIS, Kakao) at once: a day's ten movies, so the
    /// prefetch of a day's details takes one round trip after the list (see Benchmarks/).
    static let requestsPerService = 10
}
