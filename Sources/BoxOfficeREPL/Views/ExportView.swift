import BoxOfficePresentation

/// `export`: the rows go to standard output as they are read; the days the store lacks are noted here.
struct ExportView: ReplView {
    func show(_ summary: ExportViewData, in session: ReplSession) {
        if let note = summary.missingNote { session.note([TerminalText.sanitize(note)]) }
    }
}

extension ReplSession {
    public func bind(_ model: ExportViewModel) { bindView(model, to: ExportView()) }
}
