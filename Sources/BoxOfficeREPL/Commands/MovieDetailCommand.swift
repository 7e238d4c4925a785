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

    /// The session's detail ViewModel and images, or `nil` after saying that the command is not
    /// available in this session.
    @MainActor
    static func details(in session: ReplSession) -> ReplDetails? {
        guard let details = session.details else {
            session.report(session.words.notAvailable(command: name))
            return nil
        }
        return details
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

    /// Shows the movie's detail in the current format.
    @MainActor
    public func run(in session: ReplSession) async -> CommandOutcome {
        guard let details = Self.details(in: session) else { return .continueSession }
        guard case .loaded(let detail) = await Self.load(movie, details: details, in: session) else {
            return .continueSession
        }
        session.printLines(
            session.display.render(
                detail, columns: session.options.columns(), imageSupport: details.imageSupport))
        return .continueSession
    }

    /// Has the detail ViewModel show `movie` (Ctrl-C cancels, the spinner turns meanwhile) and
    /// reports a failure; `poster N` loads its movie the same way.
    /// - Returns: the detail ViewModel's state after it.
    @MainActor
    static func load(_ movie: String?, details: ReplDetails, in session: ReplSession) async
        -> MovieDetailState
    {
        await session.withSpinner(session.words.loadingMovie) {
            await session.runCancellable { await details.viewModel.show(movie) }
        }
        let state = details.viewModel.state
        if case .failed(let message, let cancelled) = state {
            if cancelled {
                session.errors.write(session.words.cancelled + "\n")
            } else {
                session.report(message)
            }
        }
        return state
    }
}
