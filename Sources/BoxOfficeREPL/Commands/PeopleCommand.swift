// people NAME: a page of KOBIS's people by name, numbered for person N.

import BoxOfficePresentation

/// `people NAME`: KOBIS's people whose name holds the text, numbered so `person N` opens one.
public struct PeopleCommand: ReplCommand, Equatable {
    /// `people`.
    public static let name = "people"
    /// `people NAME`.
    public static let usage = "people NAME"
    /// It asks KOBIS's people list.
    public static let mayReachKOBIS = true

    /// The name typed, spaces kept.
    public let personName: String

    /// Reads the rest of the line, which must not be empty.
    public init(arguments: CommandArguments) throws(CommandParseError) {
        personName = try arguments.requiredRest()
    }

    /// Asks for the first page of people (Ctrl-C cancels).
    @MainActor
    public func run(in session: ReplSession) async -> CommandOutcome {
        guard let catalogue = Self.available(session.viewModels.catalogue, in: session) else {
            return .continueSession
        }
        await session.runCancellable { [personName] in await catalogue.searchPeople(personName) }
        return .continueSession
    }
}
