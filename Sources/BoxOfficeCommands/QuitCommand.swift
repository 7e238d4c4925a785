import ArgumentParser

public struct QuitCommand: SessionCommand {
    public static let configuration = shellHelp("quit", aliases: ["exit"])
    @OptionGroup public var run: RunOptions
    public static let mayReachKOBIS = false
    public static let assistantTool = AssistantTool.notOffered

    public init() {}

    @MainActor
    public func run(in session: any CommandSession) async -> CommandOutcome {
        .endSession
    }
}
