import ArgumentParser
import BoxOfficePresentation

public struct AppStatusCommand: SessionCommand {
    public static let configuration = shellHelp("status")
    @OptionGroup public var run: RunOptions
    public static let mayReachKOBIS = false
    public static let assistantTool = AssistantTool.offered(changesStore: false)

    public init() {}

    @MainActor
    public func run(in session: any CommandSession) async -> CommandOutcome {
        let status = session.viewModels.status
        await status.showStatus()
        return .continueSession
    }
}
