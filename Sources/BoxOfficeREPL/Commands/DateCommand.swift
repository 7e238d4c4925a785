/// `date [DAY]`: shows a day's box office; the latest day with figures when no day is given.
public struct DateCommand: ReplCommand, Equatable {
    /// `date`.
    public static let name = "date"
    /// `date [DAY]`.
    public static let usage = "date [DAY]"
    /// A day is fetched, and its details prefetched.
    public static let mayReachKOBIS = true

    /// The day as typed (`20220105`, `2022-01-05`, `1/5`, `yesterday`, `-3`); `nil`: the default day.
    public let day: String?

    init(day: String?) {
        self.day = day
    }

    /// Reads one optional day.
    public init(arguments: CommandArguments) throws(CommandParseError) {
        day = try arguments.optionalWord()
    }

    /// Recent days.
    @MainActor
    public static func completions(forArgument argument: String, from sources: CompletionSources) -> [String]
    {
        firstArgument(argument, sources.suggestedDates)
    }

    /// Loads the day (Ctrl-C cancels); a day that cannot be read is explained without a request.
    @MainActor
    public func run(in session: ReplSession) async -> CommandOutcome {
        let list = session.viewModels.list
        await session.runCancellable { [day] in await list.load(typed: day) }
        return .continueSession
    }
}
