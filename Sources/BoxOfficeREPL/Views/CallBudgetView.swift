import BoxOfficePresentation

/// The warning when the day's KOBIS calls near the limit: on standard error, not a failure.
@MainActor
final class CallBudgetView {
    private let viewModel: CallBudgetViewModel
    private let screen: PromptScreen

    init(viewModel: CallBudgetViewModel, screen: PromptScreen) {
        self.viewModel = viewModel
        self.screen = screen
        viewModel.observe(owner: self) { [weak self] in self?.show($0) }
    }

    private func show(_ state: ViewState<String>) {
        guard let warning = screen.content(of: state) else { return }
        screen.warn(warning)
    }
}

extension ReplSession {
    public func bind(_ model: CallBudgetViewModel) {
        keep(CallBudgetView(viewModel: model, screen: promptScreen))
    }
}
