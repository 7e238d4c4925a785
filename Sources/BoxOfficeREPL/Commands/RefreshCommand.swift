/// `refresh`: fetches the day shown again, the app's pull-to-refresh.
public struct RefreshCommand: CommandWithoutArguments, Equatable {
    /// `refresh`.
    public static let name = "refresh"
    /// The day is fetched again.
    public static let mayReachKOBIS = true

    /// The command.
    public init() {}

    /// Loads the day shown again (Ctrl-C cancels).
    @MainActor
    public func run(in session: ReplSession) async -> CommandOutcome {
        await session.runCancellable { await session.viewModels.list.refresh() }
        return .continueSession
    }
}
