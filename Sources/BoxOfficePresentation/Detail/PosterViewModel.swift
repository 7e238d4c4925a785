import BoxOfficeDomain
import Foundation

/// What `poster` shows: the image, where it is, or why there is none.
public enum PosterContent: Equatable, Sendable {
    /// The image's bytes, for a view that draws images, and its address.
    case image(Data, address: String)
    /// The image's address and size (`510×727`), for a view that does not draw it.
    case address(String, size: String)
    /// Why there is no image, as a sentence of its own: none found, none to look in (no Kakao
    /// key, the demo). A lookup that failed is published as a failure.
    case missing(String)
}

/// `poster [N|MOVIECODE|TITLE]`: the poster of the movie named, or of the last detail shown. Its
/// image is fetched (``ShowPosterImageUseCase``) only when the view says it can draw one.
@MainActor
public final class PosterViewModel: ViewModel<PosterContent> {
    private let detail: MovieDetailViewModel
    private let images: ShowPosterImageUseCase?
    private let words: any Words

    /// - Parameters:
    ///   - detail: finds the movie named (from the prefetch) and keeps the last detail.
    ///   - images: fetches image bytes; `nil`: the address is shown.
    ///   - words: the words of the sentences and messages.
    public init(detail: MovieDetailViewModel, images: ShowPosterImageUseCase?, words: any Words) {
        self.detail = detail
        self.images = images
        self.words = words
    }

    /// Shows the poster of the movie `text` names (a rank, a code or the start of a title), or of
    /// the last detail when `nil`; with `asImage` (the view draws images) its bytes are fetched.
    public func show(_ text: String?, asImage: Bool) async {
        if let text {
            let selection: DetailSelection
            do {
                selection = try detail.resolve(text)
            } catch {
                state = .failed(ShownFailure(words.text(for: error)))
                return
            }
            state = .loading(words.loadingMovie)
            if case .failure(let failure) = await detail.detail(of: selection) {
                state = .failed(failure)
                return
            }
        }
        guard let result = detail.lastResult else {
            state = .failed(ShownFailure(words.noDetailShown))
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
