// `codes GROUP`: a group of KOBIS's common codes (nations, kinds of film, regions).

import ArgumentParser
import BoxOfficeDomain
import BoxOfficePresentation

public struct CodesCommand: SessionCommand {
    public static let configuration = shellHelp("codes", help: CodeListWords(.english).help)
    public static let usage = "codes GROUP"
    public static let mayReachKOBIS = true
    public static let assistantTool = AssistantTool.offered(changesStore: false)

    @Argument(help: ArgumentHelp("The KOBIS code group: digits, e.g. 2204 (nations).", valueName: "GROUP"))
    public var group: String
    @OptionGroup public var run: RunOptions

    public init() {}

    public static func help(in language: Language) -> CommandHelp? { CodeListWords(language).help }

    @MainActor
    public static func completions(forArgument argument: String, from sources: CompletionSources) -> [String]
    {
        firstArgument(argument) { CodeGroup.known.map(\.rawValue) }
    }

    @MainActor
    public func run(in session: any CommandSession) async -> CommandOutcome {
        let codes = session.viewModels.codes
        await session.runCancellable { [group] in await codes.show(group) }
        return .continueSession
    }
}
