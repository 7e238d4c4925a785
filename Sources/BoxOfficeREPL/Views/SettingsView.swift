import BoxOfficePresentation

/// `settings`, `mode`, `format`, `width`, `symbols`: the settings, and the display following a change.
struct SettingsView: ReplView {
    func show(_ content: SettingsViewData, in session: ReplSession) {
        let display = session.display
        let columns = session.options.columns()
        switch content {
        case .rows(let rows):
            session.printLines(LabelColumn.lines(rows, width: display.listRenderer.width, columns: columns))
        case .changed(let preferences, let format, let warning):
            display.settings.preferences = preferences
            display.settings.format = format
            session.warn(warning)
            if session.options.interactive { session.viewModels.list.showAgain() }
        }
    }
}

extension ReplSession {
    public func bind(_ model: SettingsViewModel) { bindView(model, to: SettingsView()) }
}
