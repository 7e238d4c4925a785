import ArgumentParser
import BoxOfficePresentation

public struct SourceCommand: SessionCommand {
    public static let configuration = shellHelp("source")
    public static let usage = "source FILE"
    public static let mayReachKOBIS = false
    public static let assistantTool = AssistantTool.notOffered
    public static let depthLimit = 8

    @Argument(help: ArgumentHelp("A file of commands, one a line.", valueName: "FILE"))
    public var words: [String]
    @OptionGroup public var run: RunOptions

    public init() {}

    public var path: String { words.joined(separator: " ") }

    @MainActor
    public func run(in session: any CommandSession) async -> CommandOutcome {
        await session.runCommands(inFile: path)
    }
}
