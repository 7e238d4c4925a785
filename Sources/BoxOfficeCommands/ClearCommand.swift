import ArgumentParser

public struct ClearCommand: SessionCommand {
    public static let configuration = shellHelp("clear")
    @OptionGroup public var run: RunOptions
    public static let mayReachKOBIS = false
    public static let assistantTool = AssistantTool.notOffered

    public init() {}

    @MainActor
    public func run(in session: any CommandSession) async -> CommandOutcome {
        session.clearScreen()
        return .continueSession
    }
}
