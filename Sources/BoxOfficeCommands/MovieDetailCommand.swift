import ArgumentParser
import BoxOfficePresentation

public protocol MovieCommand: SessionCommand {
    var movieWords: MovieWords { get }
}

/// The rank, code or start of a title typed after a movie command (a title may have spaces).
public struct MovieWords: ParsableArguments, Sendable {
    @Argument(
        help: ArgumentHelp(
            "The rank in the list shown, the KOBIS movie code or the start of the title.", valueName: "MOVIE")
    )
    public var words: [String] = []

    public init() {}
}

extension MovieCommand {
    public static var mayReachKOBIS: Bool { true }

    /// The rank, code or title typed; `nil` when nothing follows the name.
    public var movie: String? { movieWords.words.typedText }

    @MainActor
    public static func completions(forArgument argument: String, from sources: CompletionSources) -> [String]
    {
        sources.movies(argument)
    }
}

public struct MovieDetailCommand: MovieCommand {
    public static let configuration = shellHelp("detail")
    public static let usage = "detail N|MOVIECODE|TITLE"
    public static let assistantTool = AssistantTool.offered(changesStore: false)
    @OptionGroup public var movieWords: MovieWords
    @OptionGroup public var run: RunOptions

    public init() {}

    @MainActor
    public func run(in session: any CommandSession) async -> CommandOutcome {
        let (detail, shared) = (session.viewModels.detail, session.viewModels.sessionState)
        await session.runCancellable { [movie] in await detail.show(movie, among: shared.movieNumbers) }
        return .continueSession
    }
}
