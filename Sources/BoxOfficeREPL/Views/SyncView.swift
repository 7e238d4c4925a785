import BoxOfficePresentation

/// `sync`: its plan, a progress bar on standard error while it runs, its summary, and the charts that
/// failed and why it stopped on standard error; in json, the plan said on standard error and one
/// document at the end.
@MainActor
final class SyncView {
    private let viewModel: SyncViewModel
    private let screen: PromptScreen
    /// Drawn only for a person at a terminal.
    private let bar: ProgressBar

    init(viewModel: SyncViewModel, screen: PromptScreen) {
        self.viewModel = viewModel
        self.screen = screen
        bar = ProgressBar(output: screen.errors, enabled: screen.interactive)
        viewModel.observe(owner: self) { [weak self] in self?.show($0) }
    }

    private func show(_ state: ViewState<SyncViewData>) {
        guard let content = screen.content(of: state) else { return }
        if screen.display.settings.format == .json {
            switch content {
            case .started(let lines): screen.note(lines)
            case .progress: break
            case .planned, .finished: screen.printLines([content.json(cleaning: TerminalText.sanitize)])
            }
            if case .finished(_, _, false, _) = content { screen.failed = true }
            return
        }
        switch content {
        case .started(let lines), .planned(let lines, _):
            screen.printLines(lines.map(screen.wrapped))
        case .progress(let done, let total, let text):
            let list = screen.display.listRenderer
            bar.draw(
                done: done, total: total, text: text, columns: screen.columns, width: list.width,
                symbols: list.symbols)
        case .finished(let lines, let problems, let succeeded, _):
            bar.clear()
            screen.printLines(lines.map(screen.wrapped))
            screen.note(problems)
            if !succeeded { screen.failed = true }
        }
    }
}

extension ReplSession {
    public func bind(_ model: SyncViewModel) { keep(SyncView(viewModel: model, screen: promptScreen)) }
}
