import BoxOfficePresentation

/// `export`: the rows go to standard output as they are read; the days the store lacks are noted here.
@MainActor
final class ExportView {
    private let viewModel: ExportViewModel
    private let screen: PromptScreen

    init(viewModel: ExportViewModel, screen: PromptScreen) {
        self.viewModel = viewModel
        self.screen = screen
        viewModel.observe(owner: self) { [weak self] in self?.show($0) }
    }

    private func show(_ state: ViewState<ExportViewData>) {
        guard let summary = screen.content(of: state) else { return }
        if let note = summary.missingNote { screen.note([TerminalText.sanitize(note)]) }
    }
}

extension ReplSession {
    public func bind(_ model: ExportViewModel) { keep(ExportView(viewModel: model, screen: promptScreen)) }
}
