/// `refresh`: fetches the day shown again, the app's pull-to-refresh.
public struct RefreshCommand: ReplCommand, Equatable {
    /// `refresh`.
    public static let name = "refresh"
    /// `refresh`.
    public static let usage = "refresh"
    /// The day is fetched again.
    public static let mayReachKOBIS = true

    /// Takes no argument.
    public init(arguments: CommandArguments) throws(CommandParseError) {
        try arguments.none()
    }

    /// Loads the day shown again (Ctrl-C cancels).
    @MainActor
    public func run(in session: ReplSession) async -> CommandOutcome {
        await session.runCancellable { await session.viewModel.refresh() }
        return .continueSession
    }
}
