// more: the next page of the last search.

import BoxOfficePresentation

/// `more`: the next page of the last `search`, `people` or `company NAME`.
public struct MoreCommand: CommandWithoutArguments, Equatable {
    /// `more`.
    public static let name = "more"
    /// It asks KOBIS for the next page.
    public static let mayReachKOBIS = true

    /// The command.
    public init() {}

    /// Asks for the next page (Ctrl-C cancels).
    @MainActor
    public func run(in session: ReplSession) async -> CommandOutcome {
        guard let catalogue = Self.available(session.viewModels.catalogue, in: session) else {
            return .continueSession
        }
        await session.runCancellable { await catalogue.more() }
        return .continueSession
    }
}
