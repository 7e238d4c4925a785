// company N|CODE|NAME: a company and its films, or a search of companies.

import ArgumentParser
import BoxOfficePresentation

public struct CompanyCommand: SessionCommand {
    public static let configuration = shellHelp("company")
    public static let usage = "company N|CODE|NAME"
    public static let mayReachKOBIS = true
    public static let assistantTool = AssistantTool.offered(changesStore: false)

    @Argument(
        help: ArgumentHelp(
            "The row of the list shown, the KOBIS company code, or a name to search.", valueName: "NAME"))
    public var words: [String]
    @OptionGroup public var pageOption: PageOption
    @OptionGroup public var run: RunOptions

    public init() {}

    public var company: String { words.joined(separator: " ") }

    @MainActor
    public static func completions(forArgument argument: String, from sources: CompletionSources) -> [String]
    {
        firstArgument(argument) { sources.companies() }
    }

    @MainActor
    public func run(in session: any CommandSession) async -> CommandOutcome {
        let catalogue = session.viewModels.catalogue
        await session.runCancellable { [company, page = pageOption.page] in
            // A later page is a page of the companies a name finds; the first is what `company` shows.
            if page > 1 {
                await catalogue.searchCompanies(company, page: page)
            } else {
                await catalogue.showCompany(company)
            }
        }
        return .continueSession
    }
}
