/// `prev`: shows the day before the one shown.
public struct PreviousDayCommand: ReplCommand, Equatable {
    /// `prev`.
    public static let name = "prev"
    /// `prev`.
    public static let usage = "prev"
    /// The day before is fetched.
    public static let mayReachKOBIS = true

    /// Takes no argument.
    public init(arguments: CommandArguments) throws(CommandParseError) {
        try arguments.none()
    }

    /// Loads the day before (Ctrl-C cancels).
    @MainActor
    public func run(in session: ReplSession) async -> CommandOutcome {
        await session.runCancellable { await session.viewModel.showPrevious() }
        return .continueSession
    }
}

/// `next`: shows the day after the one shown, up to the latest day with figures.
public struct NextDayCommand: ReplCommand, Equatable {
    /// `next`.
    public static let name = "next"
    /// `next`.
    public static let usage = "next"
    /// The day after is fetched.
    public static let mayReachKOBIS = true

    /// Takes no argument.
    public init(arguments: CommandArguments) throws(CommandParseError) {
        try arguments.none()
    }

    /// Loads the day after (Ctrl-C cancels).
    @MainActor
    public func run(in session: ReplSession) async -> CommandOutcome {
        await session.runCancellable { await session.viewModel.showNext() }
        return .continueSession
    }
}
