import BoxOfficeDomain
import Foundation

/// What the screen of ``PosterViewModel`` is asked to do: its intents, all it takes.
@MainActor
public protocol PosterIntents: AnyObject {
    /// With `nil`, the poster of `last`, the last detail fetched; `text` is read against `numbers`, the
    /// movies a number means now. Its bytes are fetched only with `asImage`.
    func show(_ text: String?, among numbers: MovieNumbers, last: MovieDetailResult?, asImage: Bool) async
}

/// `poster [N|MOVIECODE|TITLE]`: the image is fetched only when the view says it can draw one.
///
/// Its intents are ``PosterIntents``; it publishes ``state``.
@MainActor
public final class PosterViewModel: ViewModel<PosterViewData>, PosterIntents {
    private let prefetcher: DetailPrefetcher
    private let images: ShowPosterImageUseCase?
    private let words: any Words
    private let shown: (String) -> String
    private let fetched: @MainActor (MovieDetailResult) -> Void

    /// Without `images`, the address is shown; `fetched` is told each detail fetched for a poster
    /// (the session keeps the last).
    public init(
        prefetcher: DetailPrefetcher, images: ShowPosterImageUseCase?, words: any Words,
        titlesShownAs shown: @escaping (String) -> String,
        fetched: @escaping @MainActor (MovieDetailResult) -> Void
    ) {
        self.fetched = fetched
        self.prefetcher = prefetcher
        self.images = images
        self.words = words
        self.shown = shown
    }

    public func show(_ text: String?, among numbers: MovieNumbers, last: MovieDetailResult?, asImage: Bool)
        async
    {
        var last = last
        if let text {
            let selection: DetailSelection
            do {
                selection = try numbers.movie(text, titlesShownAs: shown)
            } catch {
                // As for `detail`: a movie the list shown lacks is typed wrong (64).
                state = .failed(ShownFailure(words.text(for: error), typedWrong: true))
                return
            }
            state = .loading(words.loadingMovie)
            switch await prefetcher.detail(for: selection.movie) {
            case .success(let result):
                fetched(result)
                last = result
            case .failure(let failure):
                state = .failed(ShownFailure(failure, words: words))
                return
            }
        }
        guard let result = last else {
            // No movie named and none shown: typed wrong (64), as `detail` alone is.
            state = .failed(ShownFailure(words.noDetailShown, typedWrong: true))
            return
        }
        guard let poster = result.poster.poster else {
            let sentence = words.posterMissingSentence(result.poster) ?? ""
            if case .unavailable(.failed(let failure)) = result.poster {
                state = .failed(ShownFailure(sentence, cause: failure))
            } else {
                state = .loaded(.missing(sentence))
            }
            return
        }
        guard asImage, let images else {
            state = .loaded(.address(poster.imageURL, size: words.size(of: poster)))
            return
        }
        state = .loading(words.loadingPoster)
        do throws(BoxOfficeFailure) {
            state = .loaded(.image(try await images.execute(poster), address: poster.imageURL))
        } catch {
            state = .failed(
                error == .cancelled
                    ? ShownFailure(error, words: words)
                    : ShownFailure(words.posterNotFetched(reason: words.text(for: error)), cause: error))
        }
    }
}

public enum PosterViewData: Equatable, Sendable {
    case image(Data, address: String)
    case address(String, size: String)
    /// Why there is no image, as a sentence of its own: none found, none to look in (no Kakao
    /// key, the demo). A lookup that failed is published as a failure.
    case missing(String)
}
