import ArgumentParser

public struct PreviousDayCommand: SessionCommand {
    public static let configuration = shellHelp("prev")
    @OptionGroup public var run: RunOptions
    public static let mayReachKOBIS = true
    public static let assistantTool = AssistantTool.notOffered

    public init() {}

    @MainActor
    public func run(in session: any CommandSession) async -> CommandOutcome {
        await session.runCancellable { await session.viewModels.list.showPrevious() }
        return .continueSession
    }
}

public struct NextDayCommand: SessionCommand {
    public static let configuration = shellHelp("next")
    @OptionGroup public var run: RunOptions
    public static let mayReachKOBIS = true
    public static let assistantTool = AssistantTool.notOffered

    public init() {}

    @MainActor
    public func run(in session: any CommandSession) async -> CommandOutcome {
        await session.runCancellable { await session.viewModels.list.showNext() }
        return .continueSession
    }
}
