import ArgumentParser

public struct RefreshCommand: ReplCommand {
    public static let configuration = shellHelp("refresh")
    @OptionGroup public var run: RunOptions
    public static let mayReachKOBIS = true

    public init() {}

    @MainActor
    public func run(in session: ReplSession) async -> CommandOutcome {
        await session.runCancellable { await session.viewModels.list.refresh() }
        return .continueSession
    }
}
