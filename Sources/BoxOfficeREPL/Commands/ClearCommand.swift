/// `clear`: clears the screen at a terminal (the day shown stays the one `detail N` goes by).
public struct ClearCommand: CommandWithoutArguments, Equatable {
    /// `clear`.
    public static let name = "clear"
    /// It only writes to the screen.
    public static let mayReachKOBIS = false

    /// The command.
    public init() {}

    /// Home, then erase the screen: only for a person at a terminal, never into a pipe.
    @MainActor
    public func run(in session: ReplSession) async -> CommandOutcome {
        if session.options.interactive { session.output.write("\u{1B}[H\u{1B}[2J") }
        return .continueSession
    }
}
