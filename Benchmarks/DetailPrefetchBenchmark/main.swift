// Measures what prefetching buys: load a day, then open all ten details, against loopback
// KOBIS and Kakao servers that wait 100 ms before each answer. With prefetching the details
// are fetched while the list is read, five movies at a time; without, one after the other.
// Run: swift run -c release detail-prefetch-benchmark [repetitions]
import BoxOfficeData
import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeTestSupport
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

let delayMilliseconds = ProcessInfo.processInfo.environment["BENCH_DELAY_MS"].flatMap(Int.init) ?? 100
let delay = Duration.milliseconds(delayMilliseconds)
let repetitions = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 7

/// One run: a fresh store, a day loaded, then `detail 1` … `detail 10` in order.
@MainActor
func run(prefetching: Bool, kobis: URL, kakao: URL) async throws -> Duration {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    guard case .opened(let store, _) = BoxOfficeStore.open(in: folder) else { throw BenchmarkError.noStore }
    let calendar = BoxOfficeCalendar(now: { Date() })
    let policy = CachePolicy()
    let session = URLSession(configuration: .ephemeral)
    let configuration = KOBISConfiguration(apiKey: "benchmark-key", baseURL: kobis)
    let days = CachingBoxOfficeRepository(
        upstream: KOBISBoxOfficeRepository(configuration: configuration, session: session), store: store,
        calendar: calendar, policy: policy)
    let details = CachingMovieDetailRepository(
        upstream: KOBISMovieDetailRepository(configuration: configuration, session: session), store: store,
        calendar: calendar, policy: policy)
    let posters = CachingPosterRepository(
        upstream: KakaoPosterRepository(
            configuration: KakaoConfiguration(apiKey: "benchmark-kakao-key", baseURL: kakao), session: session
        ),
        store: store, calendar: calendar, policy: policy)
    let list = BoxOfficeListViewModel(
        useCase: ShowDailyBoxOfficeUseCase(repository: days, calendar: calendar))
    let detail = MovieDetailViewModel(
        list: list, useCase: ShowMovieDetailUseCase(details: details, posters: posters),
        prefetching: prefetching)
    let clock = ContinuousClock()
    let start = clock.now
    await list.load(calendar.yesterday())
    guard case .loaded = list.state else { throw BenchmarkError.listFailed("\(list.state)") }
    for rank in 1...10 {
        await detail.show(String(rank))
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
_ = try await run(prefetching: true, kobis: kobis.baseURL, kakao: kakao.baseURL)
var prefetched: [Duration] = []
var sequential: [Duration] = []
for _ in 0..<repetitions {
    prefetched.append(try await run(prefetching: true, kobis: kobis.baseURL, kakao: kakao.baseURL))
    sequential.append(try await run(prefetching: false, kobis: kobis.baseURL, kakao: kakao.baseURL))
}
print(summary("with prefetch (5 movies at a time):", prefetched))
print(summary("one after another (no prefetch):   ", sequential))
print("requests served: KOBIS \(await kobis.requestCount), Kakao \(await kakao.requestCount)")
await kobis.stop()
await kakao.stop()
