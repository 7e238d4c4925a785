import ArgumentParser

public struct PreviousDayCommand: ReplCommand {
    public static let configuration = shellHelp("prev")
    @OptionGroup public var run: RunOptions
    public static let mayReachKOBIS = true

    public init() {}

    @MainActor
    public func run(in session: ReplSession) async -> CommandOutcome {
        await session.runCancellable { await session.viewModels.list.showPrevious() }
        return .continueSession
    }
}

public struct NextDayCommand: ReplCommand {
    public static let configuration = shellHelp("next")
    @OptionGroup public var run: RunOptions
    public static let mayReachKOBIS = true

    public init() {}

    @MainActor
    public func run(in session: ReplSession) async -> CommandOutcome {
        await session.runCancellable { await session.viewModels.list.showNext() }
        return .continueSession
    }
}
