/// `quit` (or `exit`): ends the session.
public struct QuitCommand: ReplCommand, Equatable {
    /// `quit`.
    public static let name = "quit"
    /// `exit`.
    public static let aliases = ["exit"]
    /// `quit`.
    public static let usage = "quit"
    /// It only leaves.
    public static let mayReachKOBIS = false

    /// Takes no argument.
    public init(arguments: CommandArguments) throws(CommandParseError) {
        try arguments.none()
    }

    /// Ends the session.
    @MainActor
    public func run(in session: ReplSession) async -> CommandOutcome {
        .endSession
    }
}
