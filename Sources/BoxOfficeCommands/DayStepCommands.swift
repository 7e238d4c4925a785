import ArgumentParser

public struct PreviousDayCommand: SessionCommand {
    public static let configuration = shellHelp("prev")
    @OptionGroup public var run: RunOptions
    public static let mayReachKOBIS = true
    public static let assistantTool = AssistantTool.notOffered

    public init() {}

    @MainActor
    public func run(in session: any CommandSession) async -> CommandOutcome {
        let viewModels = session.viewModels
        await session.runCancellable {
            await viewModels.list.showPrevious(in: viewModels.sessionState.chartSelection)
        }
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
        let viewModels = session.viewModels
        await session.runCancellable {
            await viewModels.list.showNext(in: viewModels.sessionState.chartSelection)
        }
        return .continueSession
    }
}
