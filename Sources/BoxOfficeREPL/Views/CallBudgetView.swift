import BoxOfficePresentation

/// The warning when the day's KOBIS calls near the limit: on standard error, not a failure, after the
/// output of the command whose call set it off (the count is checked as the call is made).
@MainActor
final class CallBudgetView {
    private let viewModel: CallBudgetViewModel
    private let screen: PromptScreen

    init(viewModel: CallBudgetViewModel, screen: PromptScreen) {
        self.viewModel = viewModel
        self.screen = screen
        viewModel.observe(owner: self) { [weak self] in self?.show($0) }
    }

    // Not through `content(of:)`: a warning set off mid-command leaves the command's spinner running.
    private func show(_ state: ViewState<CallBudgetViewData>) {
        guard case .loaded(let budget) = state else { return }
        screen.warnAfterCommand(budget.warning)
    }
}

extension ReplSession {
    public func bind(_ model: CallBudgetViewModel) {
        keep(CallBudgetView(viewModel: model, screen: promptScreen))
    }
}
