// `months YEAR`: each month of a year, from the local store.

import ArgumentParser
import BoxOfficePresentation

public struct MonthsCommand: SessionCommand {
    public static let configuration = shellHelp("months")
    public static let usage = "months YYYY"
    public static let mayReachKOBIS = false
    public static let assistantTool = AssistantTool.offered(changesStore: false)

    @Argument(help: ArgumentHelp("The year: YYYY.", valueName: "YEAR"))
    public var year: String
    @OptionGroup public var run: RunOptions

    public init() {}

    @MainActor
    public func run(in session: any CommandSession) async -> CommandOutcome {
        let months = session.viewModels.months
        await session.runCancellable { [year] in await months.show(year) }
        return .continueSession
    }
}
