import BoxOfficePresentation

/// `trend`, `top`, `compare`: the answer in the current format on standard output, then its notes
/// (the days the store lacks, other matches) on standard error.
struct HistoryView: ReplView {
    func show(_ content: FilmHistoryViewData, in session: ReplSession) {
        let columns = session.options.columns()
        switch content {
        case .trend(let view): session.printLines(session.display.render(view, columns: columns))
        case .top(let view): session.printLines(session.display.render(view, columns: columns))
        case .comparison(let view): session.printLines(session.display.render(view, columns: columns))
        }
        session.note(content.notes.map(TerminalText.sanitize))
    }
}

extension ReplSession {
    public func bind(_ model: FilmHistoryViewModel) { bindView(model, to: HistoryView()) }
}
