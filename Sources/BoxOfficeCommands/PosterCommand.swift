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
        let poster = session.viewModels.poster
        let drawsImages = session.drawsImages
        await session.runCancellable { [movie] in await poster.show(movie, asImage: drawsImages) }
        return .continueSession
    }
}
