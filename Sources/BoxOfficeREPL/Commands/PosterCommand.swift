import BoxOfficeDomain
import BoxOfficePresentation
import Foundation

/// `poster [N|MOVIECODE|TITLE]`: shows the poster of the movie named, or of the last detail
/// shown, in the terminal when it can (kitty, iTerm2), else its address.
public struct PosterCommand: MovieCommand, Equatable {
    /// `poster`.
    public static let name = "poster"
    /// `poster [N|MOVIECODE|TITLE]`.
    public static let usage = "poster [N|MOVIECODE|TITLE]"
    /// The movie typed; `nil`: the last detail shown.
    public let movie: String?

    /// The poster of `movie`.
    public init(movie: String?) {
        self.movie = movie
    }

    /// Shows the poster, or its address and how to see it.
    @MainActor
    public func run(in session: ReplSession) async -> CommandOutcome {
        guard let details = Self.details(in: session) else { return .continueSession }
        if let movie, case .failed = await MovieDetailCommand.load(movie, details: details, in: session) {
            return .continueSession
        }
        guard let result = details.viewModel.lastResult else {
            session.report(session.words.noDetailShown)
            return .continueSession
        }
        guard let poster = result.poster.poster else {
            session.printLines([
                TerminalText.sanitize(session.words.posterMissingSentence(result.poster) ?? "")
            ])
            return .continueSession
        }
        let url = TerminalText.sanitize(poster.imageURL)
        switch details.imageSupport {
        case .iTerm2, .kitty:
            await showInline(poster, url: url, details: details, in: session)
        case .sixel where InlineImage.isShellSafe(url):
            session.printLines([url, session.words.sixelHint(url: url)])
        case .sixel, .none:
            session.printLines([url + " (\(session.words.size(of: poster)))"])
        }
        return .continueSession
    }

    @MainActor
    private func showInline(_ poster: Poster, url: String, details: ReplDetails, in session: ReplSession)
        async
    {
        guard let images = details.images else {
            session.printLines([url])
            return
        }
        var fetched: Result<Data, BoxOfficeFailure> = .failure(.cancelled)
        await session.withSpinner(session.words.loadingPoster) {
            await session.runCancellable {
                do throws(BoxOfficeFailure) {
                    fetched = .success(try await images.imageData(at: poster.imageURL))
                } catch {
                    fetched = .failure(error)
                }
            }
        }
        let words = session.words
        switch fetched {
        case .failure(.cancelled):
            session.errors.write(words.cancelled + "\n")
        case .failure(let failure):
            session.report(words.posterNotFetched(reason: session.words.text(for: failure)))
        case .success(let data):
            if details.imageSupport == .iTerm2 {
                session.output.write(InlineImage.iTerm2(data) + "\n")
            } else if let sequence = InlineImage.kitty(png: data) {
                session.output.write(sequence + "\n")
            } else if InlineImage.isShellSafe(url) {
                session.printLines([url, words.kittyPNGOnly(url: url)])
            } else {
                session.printLines([url])
            }
        }
    }
}
