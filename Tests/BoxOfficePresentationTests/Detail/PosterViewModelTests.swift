import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeTestSupport
import Foundation
import Testing

/// `poster`: the poster of the movie named or of the last detail; its image bytes through the
/// use case only when the view draws images.
@MainActor
struct PosterViewModelTests {
    /// 2022-01-06 12:00 in Seoul: yesterday is 2022-01-05.
    let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_641_438_000) })
    let found = PosterLookup.found(Poster(imageURL: "https://img.example/p.png", width: 510, height: 727))
    let png = Data([0x89, 0x50, 0x4E, 0x47, 1, 2, 3])

    struct Screen {
        let list: BoxOfficeListViewModel
        let detail: MovieDetailViewModel
        let poster: PosterViewModel
        let states: StateRecorder<PosterViewData>
        /// What the list, the detail and the poster report into and are handed from: the numbered movies, the last detail.
        let session: SessionState
    }

    func screen(poster: PosterLookup, images: (any PosterImageRepository)?) -> Screen {
        let session = SessionState()
        let prefetcher = DetailPrefetcher(
            useCase: ShowMovieDetailUseCase(
                details: StubMovieDetailRepository(), posters: NoPosterRepository(outcome: poster)),
            concurrency: 5)
        let detail = MovieDetailViewModel(
            prefetcher: prefetcher, prefetching: false, words: KoreanWords(),
            titlesShownAs: TerminalSafety.shown, fetched: { session.detailFetched($0) })
        let list = BoxOfficeListViewModel(
            useCase: ShowChartUseCase(repository: StubBoxOfficeRepository(), calendar: calendar),
            words: KoreanWords(), effects: .kept(in: session, prefetchingInto: { [weak detail] in detail }))
        let viewModel = PosterViewModel(
            prefetcher: prefetcher, images: images.map(ShowPosterImageUseCase.init), words: KoreanWords(),
            titlesShownAs: TerminalSafety.shown, fetched: { session.detailFetched($0) })
        return Screen(
            list: list, detail: detail, poster: viewModel, states: StateRecorder(viewModel), session: session)
    }

    @Test(arguments: [true, false])
    func theBytesComeFromTheImageRepositoryOnlyWhenTheViewDrawsImages(asImage: Bool) async {
        let images = RecordingImages(answer: .success(png))
        let screen = screen(poster: found, images: images)
        await screen.list.load(.daily, typed: nil, in: screen.session.chartSelection)
        await screen.poster.show(
            "1", among: screen.session.movieNumbers, last: screen.session.lastDetail, asImage: asImage)
        let url = "https://img.example/p.png"
        let shown: [ViewState<PosterViewData>] =
            asImage
            ? [.loading(KoreanWords().loadingPoster), .loaded(.image(png, address: url))]
            : [.loaded(.address(url, size: "510×727"))]
        #expect(screen.states.states == [.loading("영화 정보 불러오는 중…")] + shown)
        #expect(images.asked == (asImage ? [url] : []))
    }

    @Test func withNoMovieNamedItIsTheLastDetailsPosterWithoutAnotherLoad() async {
        let screen = screen(poster: found, images: nil)
        await screen.poster.show(
            nil, among: screen.session.movieNumbers, last: screen.session.lastDetail, asImage: true)
        #expect(
            screen.states.states == [.failed(ShownFailure(KoreanWords().noDetailShown, typedWrong: true))])
        await screen.list.load(.daily, typed: nil, in: screen.session.chartSelection)
        await screen.detail.show("2", among: screen.session.movieNumbers)
        screen.states.clear()
        await screen.poster.show(
            nil, among: screen.session.movieNumbers, last: screen.session.lastDetail, asImage: true)
        #expect(
            screen.states.states == [.loaded(.address("https://img.example/p.png", size: "510×727"))],
            "no image repository: the address")
    }

    @Test func aMovieWithoutAPosterSaysWhyInASentence() async {
        let screen = screen(poster: .unavailable(.demo), images: RecordingImages(answer: .success(png)))
        await screen.list.load(.daily, typed: nil, in: screen.session.chartSelection)
        await screen.poster.show(
            "1", among: screen.session.movieNumbers, last: screen.session.lastDetail, asImage: true)
        #expect(screen.states.last == .loaded(.missing("데모 자료에는 포스터가 없습니다.")))
    }

    @Test func aLookupThatFailedIsAFailureNotAMissingPoster() async {
        let refused = BoxOfficeFailure.httpStatus(401, service: .kakao)
        let screen = screen(poster: .unavailable(.failed(refused)), images: nil)
        await screen.list.load(.daily, typed: nil, in: screen.session.chartSelection)
        await screen.poster.show(
            "1", among: screen.session.movieNumbers, last: screen.session.lastDetail, asImage: false)
        let sentence = KoreanWords().posterMissingSentence(.unavailable(.failed(refused)))
        #expect(screen.states.last == .failed(ShownFailure(sentence ?? "", cause: refused)))
    }

    @Test func aNameTheListDoesNotHaveFailsBeforeAnythingLoads() async {
        let screen = screen(poster: found, images: nil)
        await screen.list.load(.daily, typed: nil, in: screen.session.chartSelection)
        await screen.poster.show(
            "11", among: screen.session.movieNumbers, last: screen.session.lastDetail, asImage: false)
        #expect(
            screen.states.states == [
                .failed(
                    ShownFailure(
                        KoreanWords().text(for: DetailSelectionError.rankOutOfRange(11, count: 3)),
                        typedWrong: true))
            ])
    }

    @Test func anImageThatCannotBeFetchedIsAFailureAndACancelledOneACancellation() async {
        let failing = screen(poster: found, images: RecordingImages(answer: .failure(.httpStatus(404))))
        await failing.list.load(.daily, typed: nil, in: failing.session.chartSelection)
        await failing.poster.show(
            "1", among: failing.session.movieNumbers, last: failing.session.lastDetail, asImage: true)
        let failure = failing.states.failures.last
        #expect(failure?.cause == .httpStatus(404))
        #expect(failure?.message.hasPrefix(KoreanWords().posterNotFetched(reason: "")) == true)
        #expect(failure?.isCancellation == false)
        let cancelled = screen(poster: found, images: RecordingImages(answer: .failure(.cancelled)))
        await cancelled.list.load(.daily, typed: nil, in: cancelled.session.chartSelection)
        await cancelled.poster.show(
            "1", among: cancelled.session.movieNumbers, last: cancelled.session.lastDetail, asImage: true)
        #expect(cancelled.states.failures.last?.isCancellation == true)
    }
}

/// Image bytes answered from a script, recording the addresses asked for.
private final class RecordingImages: PosterImageRepository, @unchecked Sendable {
    private let answer: Result<Data, BoxOfficeFailure>
    private let lock = NSLock()
    private var addresses: [String] = []

    init(answer: Result<Data, BoxOfficeFailure>) {
        self.answer = answer
    }

    /// The addresses asked for, in order.
    var asked: [String] { lock.withLock { addresses } }

    func imageData(at url: String) async throws(BoxOfficeFailure) -> Data {
        lock.withLock { addresses.append(url) }
        return try answer.get()
    }
}
