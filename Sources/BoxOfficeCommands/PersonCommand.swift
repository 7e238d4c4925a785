// person N|CODE|NAME: a person and their numbered filmography, or the people a name finds.

import ArgumentParser
import BoxOfficePresentation

public struct PersonCommand: SessionCommand {
    public static let configuration = shellHelp("person")
    public static let usage = "person N|CODE|NAME"
    public static let mayReachKOBIS = true
    public static let assistantTool = AssistantTool.offered(changesStore: false)

    @Argument(
        help: ArgumentHelp(
            "The row of the list shown, the KOBIS person code, or a name to search for.", valueName: "PERSON")
    )
    public var words: [String]
    @OptionGroup public var run: RunOptions

    public init() {}

    public var person: String { words.joined(separator: " ") }

    @MainActor
    public static func completions(forArgument argument: String, from sources: CompletionSources) -> [String]
    {
        firstArgument(argument) { sources.people() }
    }

    @MainActor
    public func run(in session: any CommandSession) async -> CommandOutcome {
        let catalogue = session.viewModels.catalogue
        await session.runCancellable { [person] in await catalogue.showPerson(person) }
        return .continueSession
    }
}
