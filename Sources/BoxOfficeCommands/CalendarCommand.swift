import ArgumentParser
import BoxOfficePresentation

public struct CalendarCommand: SessionCommand {
    public static let configuration = shellHelp("calendar", aliases: ["cal"])
    public static let usage = "calendar [YYYYMM]"
    public static let mayReachKOBIS = false
    public static let assistantTool = AssistantTool.offered(changesStore: false)

    @Argument(
        help: ArgumentHelp("The month: YYYYMM or YYYY-MM (default: the month shown).", valueName: "MONTH"))
    public var month: String?
    @OptionGroup public var run: RunOptions

    public init() {}

    @MainActor
    public func run(in session: any CommandSession) async -> CommandOutcome {
        let viewModels = session.viewModels
        viewModels.calendar.show(month, in: viewModels.sessionState.chartSelection)
        return .continueSession
    }
}
