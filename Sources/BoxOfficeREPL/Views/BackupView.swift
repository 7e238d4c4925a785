import BoxOfficePresentation

/// `backup`: where the copy went.
@MainActor
final class BackupView {
    private let viewModel: StoreBackupViewModel
    private let screen: PromptScreen

    init(viewModel: StoreBackupViewModel, screen: PromptScreen) {
        self.viewModel = viewModel
        self.screen = screen
        viewModel.observe(owner: self) { [weak self] in self?.show($0) }
    }

    private func show(_ state: ViewState<String>) {
        guard let confirmation = screen.content(of: state) else { return }
        screen.printLines([screen.wrapped(TerminalText.sanitize(confirmation))])
    }
}

extension ReplSession {
    public func bind(_ model: StoreBackupViewModel) {
        keep(BackupView(viewModel: model, screen: promptScreen))
    }
}
