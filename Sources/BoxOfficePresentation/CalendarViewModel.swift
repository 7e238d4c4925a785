import BoxOfficeDomain

/// `calendar [YYYYMM]`: a month's calendar, the month of the day shown by default, that day
/// marked and the days without figures dimmed.
///
/// Intent: ``show(_:)``; it publishes ``state``.
@MainActor
public final class CalendarViewModel: ViewModel<MonthCalendarViewData> {
    private let useCase: ShowChartUseCase
    private let session: SessionState
    private let words: any Words

    /// - Parameters:
    ///   - useCase: which days have figures, and the default day.
    ///   - session: the chart shown, and the period the session is about.
    ///   - words: the words of the title, weekdays and summary.
    public init(useCase: ShowChartUseCase, session: SessionState, words: any Words) {
        self.useCase = useCase
        self.session = session
        self.words = words
    }

    /// Shows the month typed (`202201`, `2022-01`), or the month of the day selected when `nil`
    /// (shown, or asked for and failed); only a day actually shown is marked. Text that is not a
    /// month fails, explained.
    public func show(_ text: String?) {
        let shown = session.chart?.date
        let month: CalendarMonth
        if let text {
            do throws(DateInputError) {
                month = try CalendarMonth.parse(text)
            } catch {
                state = .failed(ShownFailure(words.text(for: error)))
                return
            }
        } else {
            month = CalendarMonth(containing: session.period?.first ?? useCase.defaultDate())
        }
        state = .loaded(
            MonthCalendarViewData(
                month: month, shown: shown, words: words, hasFigures: useCase.hasFigures(on:)))
    }
}
