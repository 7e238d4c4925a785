import BoxOfficeDomain
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

    /// Prints the month in the current format; a month that cannot be read is explained.
    @MainActor
    public func run(in session: ReplSession) async -> CommandOutcome {
        let viewModel = session.viewModel
        let shownMonth: CalendarMonth
        if let month {
            do throws(DateInputError) {
                shownMonth = try CalendarMonth.parse(month)
            } catch {
                session.report(session.words.text(for: error))
                return .continueSession
            }
        } else {
            shownMonth = CalendarMonth(containing: viewModel.selectedDate ?? viewModel.defaultDate)
        }
        let calendar = MonthCalendarViewData(
            month: shownMonth, shown: viewModel.selectedDate, words: session.words,
            hasFigures: viewModel.hasFigures(on:))
        session.printLines(session.display.render(calendar, columns: session.options.columns()))
        return .continueSession
    }
}
