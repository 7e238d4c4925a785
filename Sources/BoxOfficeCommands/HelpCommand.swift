import ArgumentParser
import BoxOfficePresentation

public struct HelpCommand: SessionCommand {
    public static let configuration = shellHelp("help")
    public static let usage = "help [COMMAND]"
    public static let mayReachKOBIS = false
    public static let assistantTool = AssistantTool.notOffered

    @Argument(help: ArgumentHelp("A command's name or alias.", valueName: "COMMAND"))
    public var topic: String?
    @OptionGroup public var run: RunOptions

    public init() {}

    @MainActor
    public static func completions(forArgument argument: String, from sources: CompletionSources) -> [String]
    {
        firstArgument(argument) { CommandList.allNames }
    }

    @MainActor
    public func run(in session: any CommandSession) async -> CommandOutcome {
        do throws(CommandParseError) {
            session.showHelp(
                for: try topic.map { word throws(CommandParseError) in try CommandList.typed(word) })
        } catch {
            session.reportUsage(error.message(in: session.words))
        }
        return .continueSession
    }
}
