/// `quit` (or `exit`): ends the session.
public struct QuitCommand: CommandWithoutArguments, Equatable {
    /// `quit`.
    public static let name = "quit"
    /// `exit`.
    public static let aliases = ["exit"]
    /// It only leaves.
    public static let mayReachKOBIS = false

    /// The command.
    public init() {}

    /// Ends the session.
    @MainActor
    public func run(in session: ReplSession) async -> CommandOutcome {
        .endSession
    }
}
