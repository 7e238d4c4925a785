import BoxOfficePresentation

/// `status`: where figures come from, the store, the KOBIS calls of today.
struct StatusView: ReplView {
    func show(_ status: StatusViewData, in session: ReplSession) {
        let display = session.display
        var lines = display.render(status, columns: session.options.columns())
        if let warning = status.warning.map(TerminalText.sanitize) {
            if display.isMachineReadable {
                session.warn(warning)
            } else {
                lines.append(session.words.warningPrefix + warning)
            }
        }
        session.printLines(lines)
    }
}

extension ReplSession {
    public func bind(_ model: StatusViewModel) { bindView(model, to: StatusView()) }
}
