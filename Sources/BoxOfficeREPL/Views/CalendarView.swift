import BoxOfficePresentation

/// `calendar`: the month with the days that have figures marked.
@MainActor
final class CalendarView {
    private let viewModel: CalendarViewModel
    private let screen: PromptScreen

    init(viewModel: CalendarViewModel, screen: PromptScreen) {
        self.viewModel = viewModel
        self.screen = screen
        viewModel.observe(owner: self) { [weak self] in self?.show($0) }
    }

    private func show(_ state: ViewState<MonthCalendarViewData>) {
        guard let calendar = screen.content(of: state) else { return }
        screen.printLines(screen.display.render(calendar, columns: screen.columns))
    }
}

extension ReplSession {
    public func bind(_ model: CalendarViewModel) {
        keep(CalendarView(viewModel: model, screen: promptScreen))
    }
}
