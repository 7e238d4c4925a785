import ArgumentParser
import BoxOfficeDomain
import BoxOfficePresentation

public struct SharesCommand: SessionCommand {
    public static let configuration = shellHelp("shares")
    @OptionGroup public var run: RunOptions
    public static let mayReachKOBIS = false
    public static let assistantTool = AssistantTool.offered(changesStore: false)

    public init() {}

    @MainActor
    public func run(in session: any CommandSession) async -> CommandOutcome {
        let viewModels = session.viewModels
        viewModels.shares.show(viewModels.sessionState.chart)
        return .continueSession
    }
}
