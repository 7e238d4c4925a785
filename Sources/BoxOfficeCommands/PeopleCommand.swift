// people NAME: a page of KOBIS's people by name, numbered for person N.

import ArgumentParser
import BoxOfficePresentation

public struct PeopleCommand: SessionCommand {
    public static let configuration = shellHelp("people")
    public static let usage = "people NAME"
    public static let mayReachKOBIS = true
    public static let assistantTool = AssistantTool.offered(changesStore: false)

    @Argument(help: ArgumentHelp("A name, or the start of one.", valueName: "NAME"))
    public var words: [String]
    @OptionGroup public var pageOption: PageOption
    @OptionGroup public var run: RunOptions

    public init() {}

    public var personName: String { words.joined(separator: " ") }

    @MainActor
    public func run(in session: any CommandSession) async -> CommandOutcome {
        let catalogue = session.viewModels.catalogue
        await session.runCancellable { [personName, page = pageOption.page] in
            await catalogue.searchPeople(personName, page: page)
        }
        return .continueSession
    }
}
