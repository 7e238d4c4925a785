import BoxOfficePresentation

/// `trend`, `top`, `compare`: the answer in the current format on standard output, then its notes
/// (the days the store lacks, other matches) on standard error.
@MainActor
final class HistoryView {
    private let viewModel: FilmHistoryViewModel
    private let screen: PromptScreen

    init(viewModel: FilmHistoryViewModel, screen: PromptScreen) {
        self.viewModel = viewModel
        self.screen = screen
        viewModel.observe(owner: self) { [weak self] in self?.show($0) }
    }

    private func show(_ state: ViewState<FilmHistoryViewData>) {
        guard let content = screen.content(of: state) else { return }
        let (display, columns) = (screen.display, screen.columns)
        switch content {
        case .trend(let view): screen.printLines(display.render(view, columns: columns))
        case .top(let view): screen.printLines(display.render(view, columns: columns))
        case .comparison(let view): screen.printLines(display.render(view, columns: columns))
        }
        screen.note(content.notes.map(TerminalText.sanitize))
    }
}

extension ReplSession {
    public func bind(_ model: FilmHistoryViewModel) {
        keep(HistoryView(viewModel: model, screen: promptScreen))
    }
}
