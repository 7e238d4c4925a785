import BoxOfficePresentation

/// A command about one movie, named by its rank in the list shown, its KOBIS code or the start
/// of its title (`detail`, `poster`): it takes the rest of the line, so a title may have spaces,
/// and Tab offers the movies of the list shown.
public protocol MovieCommand: ReplCommand {
    /// The rank, code or title typed; `nil` when nothing follows the name.
    var movie: String? { get }
    /// The command for `movie`.
    init(movie: String?)
}

extension MovieCommand {
    /// A detail not prefetched is fetched.
    public static var mayReachKOBIS: Bool { true }

    /// Reads the rest of the line.
    public init(arguments: CommandArguments) throws(CommandParseError) {
        self.init(movie: arguments.rest)
    }

    /// The ranks, codes and titles of the list shown.
    @MainActor
    public static func completions(forArgument argument: String, from sources: CompletionSources) -> [String]
    {
        sources.movies(argument)
    }
}

/// `detail N|MOVIECODE|TITLE`: a movie's detail, answered from the prefetch when it is ready.
public struct MovieDetailCommand: MovieCommand, Equatable {
    /// `detail`.
    public static let name = "detail"
    /// `detail N|MOVIECODE|TITLE`.
    public static let usage = "detail N|MOVIECODE|TITLE"
    /// The movie typed; `nil`: none, which the detail ViewModel explains.
    public let movie: String?

    /// The detail of `movie`.
    public init(movie: String?) {
        self.movie = movie
    }

    /// Asks for the movie's detail (Ctrl-C cancels).
    @MainActor
    public func run(in session: ReplSession) async -> CommandOutcome {
        guard let detail = Self.available(session.viewModels.detail, in: session) else {
            return .continueSession
        }
        await session.runCancellable { [movie] in await detail.show(movie) }
        return .continueSession
    }

    /// Prints the detail in the current format, with what the terminal can show of its poster.
    @MainActor
    static func show(_ detail: MovieDetailViewData, in session: ReplSession) {
        session.printLines(
            session.display.render(
                detail, columns: session.options.columns(), imageSupport: session.options.imageSupport))
        if let warning = detail.warning { session.report(warning) }
    }
}
