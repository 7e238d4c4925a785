import BoxOfficePresentation

/// `calendar [YYYYMM]` (or `cal`): a month's calendar, the month of the day shown by default.
public struct CalendarCommand: ReplCommand, Equatable {
    /// `calendar`.
    public static let name = "calendar"
    /// `cal`.
    public static let aliases = ["cal"]
    /// `calendar [YYYYMM]`.
    public static let usage = "calendar [YYYYMM]"
    /// Which days have figures is known without asking.
    public static let mayReachKOBIS = false

    /// The month as typed (`202201`, `2022-01`); `nil`: the month of the day shown.
    public let month: String?

    /// Reads one optional month.
    public init(arguments: CommandArguments) throws(CommandParseError) {
        month = try arguments.optionalWord()
    }

    /// Asks for the month; a month that cannot be read is explained.
    @MainActor
    public func run(in session: ReplSession) async -> CommandOutcome {
        session.viewModels.calendar.show(month)
        return .continueSession
    }

    /// Prints the month in the current format.
    @MainActor
    static func show(_ calendar: MonthCalendarViewData, in session: ReplSession) {
        session.printLines(session.display.render(calendar, columns: session.options.columns()))
    }
}
