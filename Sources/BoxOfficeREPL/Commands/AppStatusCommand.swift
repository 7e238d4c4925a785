import ArgumentParser
import BoxOfficePresentation

public struct AppStatusCommand: ReplCommand {
    public static let configuration = shellHelp("status")
    @OptionGroup public var run: RunOptions
    public static let mayReachKOBIS = false

    public init() {}

    @MainActor
    public func run(in session: ReplSession) async -> CommandOutcome {
        let status = session.viewModels.status
        await status.showStatus()
        return .continueSession
    }
}
