import BoxOfficePresentation

/// `detail N|MOVIECODE|TITLE`: a movie's detail, answered from the prefetch when it is ready.
public struct MovieDetailCommand: ReplCommand, Equatable {
    /// `detail`.
    public static let name = "detail"
    /// `detail N|MOVIECODE|TITLE`.
    public static let usage = "detail N|MOVIECODE|TITLE"
    /// A detail not prefetched is fetched.
    public static let mayReachKOBIS = true

    /// The rank, code or title typed (a title may have spaces); `nil` when nothing follows,
    /// which the detail ViewModel explains.
    public let movie: String?

    /// Reads the rest of the line.
    public init(arguments: CommandArguments) throws(CommandParseError) {
        movie = arguments.rest
    }

    /// The ranks, codes and titles of the list shown.
    @MainActor
    public static func completions(forArgument argument: String, from sources: CompletionSources) -> [String]
    {
        sources.movies(argument)
    }

    /// Shows the movie's detail in the current format.
    @MainActor
    public func run(in session: ReplSession) async -> CommandOutcome {
        guard let details = session.details else {
            session.report(session.messages.notAvailable(command: Self.name))
            return .continueSession
        }
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
        await session.withSpinner(session.display.settings.labels.loadingMovie) {
            await session.runCancellable { await details.viewModel.show(movie) }
        }
        let state = details.viewModel.state
        if case .failed(let message, let cancelled) = state {
            if cancelled {
                session.errors.write(session.messages.cancelled + "\n")
            } else {
                session.report(message)
            }
        }
        return state
    }
}
