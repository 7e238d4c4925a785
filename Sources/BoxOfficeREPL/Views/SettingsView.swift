import BoxOfficePresentation

/// `settings`, `mode`, `format`, `width`, `symbols`: the settings, and a change handed to the screen,
/// which every view draws with from then on.
@MainActor
final class SettingsView {
    private let viewModel: SettingsViewModel
    private let screen: PromptScreen

    init(viewModel: SettingsViewModel, screen: PromptScreen) {
        self.viewModel = viewModel
        self.screen = screen
        viewModel.observe(owner: self) { [weak self] in self?.show($0) }
    }

    private func show(_ state: ViewState<SettingsViewData>) {
        guard let content = screen.content(of: state) else { return }
        let display = screen.display
        switch content {
        case .rows(let rows):
            screen.printLines(
                LabelColumn.lines(rows, width: display.listRenderer.width, columns: screen.columns))
        case .changed(let preferences, let format, let warning, let notSaved):
            display.settings.preferences = preferences
            display.settings.format = format
            screen.warn(warning)
            if let notSaved { screen.report(notSaved) }
        }
    }
}
