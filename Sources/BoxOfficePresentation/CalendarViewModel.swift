import BoxOfficeDomain

/// `calendar [YYYYMM]`: a month's calendar, the month of the day shown by default, that day
/// marked and the days without figures dimmed. The view asks with ``show(_:)`` and observes
/// ``state``.
@MainActor
public final class CalendarViewModel: ViewModel<MonthCalendarViewData> {
    private let useCase: ShowChartUseCase
    private let list: BoxOfficeListViewModel
    private let words: any Words

    /// - Parameters:
    ///   - useCase: which days have figures, and the default day.
    ///   - list: the day shown.
    ///   - words: the words of the title, weekdays and summary.
    public init(useCase: ShowChartUseCase, list: BoxOfficeListViewModel, words: any Words) {
        self.useCase = useCase
        self.list = list
        self.words = words
    }

    /// Shows the month typed (`202201`, `2022-01`), or the month of the day selected when `nil`
    /// (shown, or asked for and failed); only a day actually shown is marked. Text that is not a
    /// month fails, explained.
    public func show(_ text: String?) {
        let shown = list.shownBoxOffice?.date
        let month: CalendarMonth
        if let text {
            do throws(DateInputError) {
                month = try CalendarMonth.parse(text)
            } catch {
                state = .failed(ShownFailure(words.text(for: error)))
                return
            }
        } else {
            month = CalendarMonth(containing: list.selectedDate ?? useCase.defaultDate())
        }
        state = .loaded(
            MonthCalendarViewData(
                month: month, shown: shown, words: words, hasFigures: useCase.hasFigures(on:)))
    }
}
