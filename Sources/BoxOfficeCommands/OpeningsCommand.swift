// `openings MONTH`: the films that opened in a month, from the local store.

import ArgumentParser
import BoxOfficePresentation

public struct OpeningsCommand: SessionCommand {
    public static let configuration = shellHelp("openings")
    public static let usage = "openings YYYYMM"
    public static let mayReachKOBIS = false
    public static let assistantTool = AssistantTool.offered(changesStore: false)

    @Argument(help: ArgumentHelp("The month: YYYYMM or YYYY-MM.", valueName: "MONTH"))
    public var month: String
    @OptionGroup public var run: RunOptions

    public init() {}

    @MainActor
    public func run(in session: any CommandSession) async -> CommandOutcome {
        let openings = session.viewModels.openings
        await session.runCancellable { [month] in await openings.show(month) }
        return .continueSession
    }
}
