// more: the next page of the last search.

import ArgumentParser
import BoxOfficePresentation

public struct MoreCommand: SessionCommand {
    public static let configuration = shellHelp("more")
    @OptionGroup public var run: RunOptions
    public static let mayReachKOBIS = true
    public static let assistantTool = AssistantTool.notOffered

    public init() {}

    @MainActor
    public func run(in session: any CommandSession) async -> CommandOutcome {
        let catalogue = session.viewModels.catalogue
        await session.runCancellable { await catalogue.more() }
        return .continueSession
    }
}
