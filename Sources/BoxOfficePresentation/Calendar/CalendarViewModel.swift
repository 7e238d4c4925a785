import BoxOfficeDomain

/// What the screen of ``CalendarViewModel`` is asked to do: its intents, all it takes.
@MainActor
public protocol CalendarIntents: AnyObject {
    /// With `nil`, the month of the day `selection` is about (shown, or asked for and failed); only a
    /// day actually shown is marked.
    func show(_ text: String?, in selection: ChartSelection)
}

/// `calendar [YYYYMM]`: the month of the day shown by default, that day marked and the days without
/// figures dimmed.
///
/// Its intents are ``CalendarIntents``; it publishes ``state``.
@MainActor
public final class CalendarViewModel: ViewModel<MonthCalendarViewData>, CalendarIntents {
    private let useCase: ShowChartUseCase
    private let words: any Words

    public init(useCase: ShowChartUseCase, words: any Words) {
        self.useCase = useCase
        self.words = words
    }

    public func show(_ text: String?, in selection: ChartSelection) {
        let shown = selection.chart?.date
        let month: CalendarMonth
        if let text {
            do throws(DateInputError) {
                month = try CalendarMonth.parse(text)
            } catch {
                state = .failed(ShownFailure(words.text(for: error), typedWrong: true))
                return
            }
        } else {
            month = CalendarMonth(containing: selection.period?.first ?? useCase.defaultDate())
        }
        state = .loaded(
            MonthCalendarViewData(
                month: month, shown: shown, words: words, hasFigures: useCase.hasFigures(on:)))
    }
}
