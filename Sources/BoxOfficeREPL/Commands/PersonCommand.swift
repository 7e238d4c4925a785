// person N|CODE: a person and their numbered filmography.

import BoxOfficePresentation

/// `person N|CODE`: person N of the last `people` list, or anyone by KOBIS's code, with their
/// filmography numbered so `detail N` opens a film.
public struct PersonCommand: ReplCommand, Equatable {
    /// `person`.
    public static let name = "person"
    /// `person N|CODE`.
    public static let usage = "person N|CODE"
    /// It asks KOBIS's people info when the store has no fresh copy.
    public static let mayReachKOBIS = true

    /// The number or code typed.
    public let person: String

    /// Reads the one word typed, which must be there.
    public init(arguments: CommandArguments) throws(CommandParseError) {
        person = try arguments.requiredRest()
    }

    /// The numbers and codes of the last `people` list.
    @MainActor
    public static func completions(forArgument argument: String, from sources: CompletionSources) -> [String]
    {
        firstArgument(argument) { sources.people() }
    }

    /// Asks for the person (Ctrl-C cancels).
    @MainActor
    public func run(in session: ReplSession) async -> CommandOutcome {
        guard let catalogue = Self.available(session.viewModels.catalogue, in: session) else {
            return .continueSession
        }
        await session.runCancellable { [person] in await catalogue.showPerson(person) }
        return .continueSession
    }
}
