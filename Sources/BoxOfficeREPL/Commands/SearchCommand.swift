// search TITLE: a page of KOBIS's movies by title, numbered for detail N.

import BoxOfficePresentation

/// `search TITLE`: KOBIS's movies whose title holds the text, numbered so `detail N` opens one.
public struct SearchCommand: ReplCommand, Equatable {
    /// `search`.
    public static let name = "search"
    /// `search TITLE`.
    public static let usage = "search TITLE"
    /// It asks KOBIS's movie list.
    public static let mayReachKOBIS = true

    /// The title typed, spaces kept.
    public let title: String

    /// Reads the rest of the line, which must not be empty.
    public init(arguments: CommandArguments) throws(CommandParseError) {
        title = try arguments.requiredRest()
    }

    /// Asks for the first page of movies (Ctrl-C cancels).
    @MainActor
    public func run(in session: ReplSession) async -> CommandOutcome {
        guard let catalogue = Self.available(session.viewModels.catalogue, in: session) else {
            return .continueSession
        }
        await session.runCancellable { [title] in await catalogue.searchMovies(title) }
        return .continueSession
    }

    /// Prints a list or a profile of the catalogue in the current format.
    @MainActor
    static func show(_ content: CatalogueViewData, in session: ReplSession) {
        session.printLines(session.display.render(content, columns: session.options.columns()))
    }
}
