// company N|CODE|NAME: a company and its films, or a search of companies.

import BoxOfficePresentation

/// `company N|CODE|NAME`: company N of the last company list, any company by KOBIS's code (with
/// its filmography numbered so `detail N` opens a film), or a search of companies by name.
public struct CompanyCommand: ReplCommand, Equatable {
    /// `company`.
    public static let name = "company"
    /// `company N|CODE|NAME`.
    public static let usage = "company N|CODE|NAME"
    /// It asks KOBIS's company list or info.
    public static let mayReachKOBIS = true

    /// The number, code or name typed, spaces kept.
    public let company: String

    /// Reads the rest of the line, which must not be empty.
    public init(arguments: CommandArguments) throws(CommandParseError) {
        company = try arguments.requiredRest()
    }

    /// The numbers and codes of the last company list.
    @MainActor
    public static func completions(forArgument argument: String, from sources: CompletionSources) -> [String]
    {
        firstArgument(argument) { sources.companies() }
    }

    /// Asks for the company or the search (Ctrl-C cancels).
    @MainActor
    public func run(in session: ReplSession) async -> CommandOutcome {
        guard let catalogue = Self.available(session.viewModels.catalogue, in: session) else {
            return .continueSession
        }
        await session.runCancellable { [company] in await catalogue.showCompany(company) }
        return .continueSession
    }
}
