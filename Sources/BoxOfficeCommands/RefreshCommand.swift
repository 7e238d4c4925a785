import ArgumentParser

public struct RefreshCommand: SessionCommand {
    public static let configuration = shellHelp("refresh")
    @OptionGroup public var run: RunOptions
    public static let mayReachKOBIS = true
    public static let assistantTool = AssistantTool.notOffered

    public init() {}

    @MainActor
    public func run(in session: any CommandSession) async -> CommandOutcome {
        await session.runCancellable { await session.viewModels.list.refresh() }
        return .continueSession
    }
}
