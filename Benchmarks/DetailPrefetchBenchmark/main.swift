// Measures what prefetching buys: load a day, then open all ten details, against loopback
// KOBIS and Kakao servers that wait 100 ms before each answer. With prefetching the details
// are fetched while the list is read: ten movies at a time with ten connections per host (the
// app's setting, `DataSources.requestsPerService`) or, for comparison, five or ten at a time
// with six connections per host (URLSession's default, the app's before AsyncHTTPClient); without, one
// after the other.
// Run: swift run -c release detail-prefetch-benchmark [repetitions]
import AsyncHTTPClient
import BoxOfficeData
import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeTestSupport
import Foundation

let delayMilliseconds = ProcessInfo.processInfo.environment["BENCH_DELAY_MS"].flatMap(Int.init) ?? 100
let delay = Duration.milliseconds(delayMilliseconds)
let repetitions = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 7

/// How one kind of run is set up.
struct Variant {
    /// What the summary line says.
    var label: String
    /// Movies prefetched at once; `nil` for no prefetching (each detail fetched when asked).
    var concurrency: Int?
    /// The HTTP client's connections to one host.
    var connectionsPerHost = 6
}

let variants = [
    Variant(
        label: "with prefetch, 10 at a time, 10 connections per host (the app):", concurrency: 10,
        connectionsPerHost: 10),
    Variant(label: "with prefetch, 5 at a time, 6 connections per host:", concurrency: 5),
    Variant(label: "with prefetch, 10 at a time, 6 connections per host:", concurrency: 10),
    Variant(label: "one after another (no prefetch):", concurrency: nil),
]

/// One run: a fresh store, a day loaded, then `detail 1` … `detail 10` in order.
@MainActor
func run(_ variant: Variant, kobis: URL, kakao: URL) async throws -> Duration {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    guard case .opened(let store, _) = BoxOfficeStore.open(in: folder) else { throw BenchmarkError.noStore }
    let calendar = BoxOfficeCalendar(now: { Date() })
    let policy = CachePolicy()
    let client = HTTPClient(
        eventLoopGroup: .singletonMultiThreadedEventLoopGroup,
        configuration: HTTPSession.clientConfiguration(
            timeout: 10, connectionsPerHost: variant.connectionsPerHost))
    defer { Task { try? await client.shutdown() } }
    let session = HTTPSession(client: { client })
    let configuration = KOBISConfiguration(apiKey: "benchmark-key", baseURL: kobis)
    let key = KOBISKeyID(key: "benchmark-key")
    // Its GETs wrapped as the app's composition root wraps them, KOBIS's calls counted in the store.
    let sent = SessionHTTPGet(session: session)
    let calls = StoreCallLedger(store: store, key: key)
    let counted = CountingHTTPGet(sent, countingIn: calls, calendar: calendar)
    let kobisGet = RedactingHTTPGet(RetryingHTTPGet(counted), hiding: "benchmark-key")
    let kakaoGet = RedactingHTTPGet(RetryingHTTPGet(sent), hiding: "benchmark-kakao-key")
    let kobisClient = KOBISClient(
        configuration: configuration, http: kobisGet,
        usedUpQuota: StoreQuotaRecorder(in: calls, calendar: calendar))
    let days = CachingBoxOfficeRepository(
        upstream: KOBISBoxOfficeRepository(client: kobisClient), store: store, calendar: calendar,
        policy: policy)
    let details = CachingMovieDetailRepository(
        upstream: KOBISMovieDetailRepository(client: kobisClient), store: store, calendar: calendar,
        policy: policy)
    let posters = CachingPosterRepository(
        upstream: KakaoPosterRepository(
            configuration: KakaoConfiguration(apiKey: "benchmark-kakao-key", baseURL: kakao),
            http: kakaoGet),
        store: store, calendar: calendar, policy: policy)
    // The benchmark's own composition root: its words, made once, as the app's are.
    let words = Language.korean.words(kobisKeySet: true)
    let shared = SessionState()
    let detail = MovieDetailViewModel(
        prefetcher: DetailPrefetcher(
            useCase: ShowMovieDetailUseCase(details: details, posters: posters),
            concurrency: variant.concurrency ?? 5),
        prefetching: variant.concurrency != nil, words: words, titlesShownAs: TerminalSafety.shown,
        fetched: { shared.detailFetched($0) })
    let list = BoxOfficeListViewModel(
        useCase: ShowChartUseCase(repository: days, calendar: calendar), words: words,
        effects: .kept(in: shared, prefetchingInto: { [weak detail] in detail }))
    let clock = ContinuousClock()
    let start = clock.now
    await list.load(.daily, typed: calendar.yesterday().iso, in: shared.chartSelection)
    guard case .loaded = list.state else { throw BenchmarkError.listFailed("\(list.state)") }
    for rank in 1...10 {
        await detail.show(String(rank), among: shared.movieNumbers)
        guard case .loaded = detail.state else { throw BenchmarkError.detailFailed(rank, "\(detail.state)") }
    }
    let elapsed = clock.now - start
    detail.cancelBackgroundWork()
    return elapsed
}

enum BenchmarkError: Error {
    case noStore
    case listFailed(String)
    case detailFailed(Int, String)
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

func summary(_ label: String, _ runs: [Duration]) -> String {
    let sorted = runs.map(seconds).sorted()
    let median = sorted[sorted.count / 2]
    return String(
        format: "%@  median %.3f s  (min %.3f, max %.3f, %d runs)", label, median, sorted.first ?? 0,
        sorted.last ?? 0, sorted.count)
}

let kobis = try await LoopbackKOBISServer.start { request in
    if request.path.hasSuffix(LoopbackKOBISServer.movieInfoPath) {
        let code = request.movieCd ?? ""
        let title = LoopbackBodies.tenMovies.first { $0.code == code }?.title ?? "영화"
        return .delayed(delay, LoopbackBodies.movieInfo(code: code, title: title))
    }
    return .delayed(delay, LoopbackBodies.daily(targetDt: request.targetDt ?? "20220105"))
}
let kakao = try await LoopbackKakaoServer.start { _ in
    .delayed(delay, LoopbackBodies.kakaoImages(["https://img.example/poster.jpg"]))
}

print(
    "detail-prefetch-benchmark: load a day, then open all ten details; "
        + "every answer delayed \(delayMilliseconds) ms")
print("(KOBIS and Kakao on 127.0.0.1; a fresh store each run; \(repetitions) runs each, after one warm-up)")
_ = try await run(variants[0], kobis: kobis.baseURL, kakao: kakao.baseURL)
var durations = Array(repeating: [Duration](), count: variants.count)
for _ in 0..<repetitions {
    for (index, variant) in variants.enumerated() {
        durations[index].append(try await run(variant, kobis: kobis.baseURL, kakao: kakao.baseURL))
    }
}
let labelWidth = variants.map(\.label.count).max() ?? 0
for (variant, runs) in zip(variants, durations) {
    print(summary(variant.label.padding(toLength: labelWidth, withPad: " ", startingAt: 0), runs))
}
print("requests served: KOBIS \(await kobis.requestCount), Kakao \(await kakao.requestCount)")
await kobis.stop()
await kakao.stop()
