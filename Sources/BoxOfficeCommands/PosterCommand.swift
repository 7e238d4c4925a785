import ArgumentParser
import BoxOfficePresentation

public struct PosterCommand: MovieCommand {
    public static let configuration = shellHelp("poster")
    public static let usage = "poster [N|MOVIECODE|TITLE]"
    /// An image drawn in this terminal, not an answer.
    public static let assistantTool = AssistantTool.notOffered
    @OptionGroup public var movieWords: MovieWords
    @OptionGroup public var run: RunOptions

    public init() {}

    @MainActor
    public func run(in session: any CommandSession) async -> CommandOutcome {
        let (poster, shared) = (session.viewModels.poster, session.viewModels.sessionState)
        let drawsImages = session.drawsImages
        await session.runCancellable { [movie] in
            await poster.show(
                movie, among: shared.movieNumbers, last: shared.lastDetail, asImage: drawsImages)
        }
        return .continueSession
    }
}
