import BoxOfficePresentation

/// `status`: where figures come from, the store, the KOBIS calls of today.
@MainActor
final class StatusView {
    private let viewModel: StatusViewModel
    private let screen: PromptScreen

    init(viewModel: StatusViewModel, screen: PromptScreen) {
        self.viewModel = viewModel
        self.screen = screen
        viewModel.observe(owner: self) { [weak self] in self?.show($0) }
    }

    private func show(_ state: ViewState<StatusViewData>) {
        guard let status = screen.content(of: state) else { return }
        let display = screen.display
        var lines = display.render(status, columns: screen.columns)
        if let warning = status.warning.map(TerminalText.sanitize) {
            if display.isMachineReadable {
                screen.warn(warning)
            } else {
                lines.append(screen.words.warningPrefix + warning)
            }
        }
        screen.printLines(lines)
    }
}

extension ReplSession {
    public func bind(_ model: StatusViewModel) { keep(StatusView(viewModel: model, screen: promptScreen)) }
}
