/// `prev`: shows the day before the one shown.
public struct PreviousDayCommand: CommandWithoutArguments, Equatable {
    /// `prev`.
    public static let name = "prev"
    /// The day before is fetched.
    public static let mayReachKOBIS = true

    /// The command.
    public init() {}

    /// Loads the day before (Ctrl-C cancels).
    @MainActor
    public func run(in session: ReplSession) async -> CommandOutcome {
        await session.runCancellable { await session.viewModels.list.showPrevious() }
        return .continueSession
    }
}

/// `next`: shows the day after the one shown, up to the latest day with figures.
public struct NextDayCommand: CommandWithoutArguments, Equatable {
    /// `next`.
    public static let name = "next"
    /// The day after is fetched.
    public static let mayReachKOBIS = true

    /// The command.
    public init() {}

    /// Loads the day after (Ctrl-C cancels).
    @MainActor
    public func run(in session: ReplSession) async -> CommandOutcome {
        await session.runCancellable { await session.viewModels.list.showNext() }
        return .continueSession
    }
}
