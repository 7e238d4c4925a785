import ArgumentParser
import BoxOfficePresentation

public struct AppStatusCommand: ReplCommand {
    public static let configuration = shellHelp("status")
    @OptionGroup public var run: RunOptions
    public static let mayReachKOBIS = false

    public init() {}

    @MainActor
    public func run(in session: ReplSession) async -> CommandOutcome {
        guard let status = Self.available(session.viewModels.status, in: session) else {
            return .continueSession
        }
        await status.showStatus()
        return .continueSession
    }
}
