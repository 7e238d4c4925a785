import ArgumentParser

public struct RefreshCommand: SessionCommand {
    public static let configuration = shellHelp("refresh")
    @OptionGroup public var run: RunOptions
    public static let mayReachKOBIS = true
    public static let assistantTool = AssistantTool.notOffered

    public init() {}

    @MainActor
    public func run(in session: any CommandSession) async -> CommandOutcome {
        let viewModels = session.viewModels
        await session.runCancellable {
            await viewModels.list.refresh(in: viewModels.sessionState.chartSelection)
        }
        return .continueSession
    }
}
