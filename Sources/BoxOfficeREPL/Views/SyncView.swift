import BoxOfficePresentation

/// `sync`: its plan, a progress bar on standard error while it runs, its summary, and the charts that
/// failed and why it stopped on standard error; in json, the plan said on standard error and one
/// document at the end.
struct SyncView: ReplView {
    let bar: ProgressBar

    func show(_ content: SyncViewData, in session: ReplSession) {
        if session.display.settings.format == .json {
            switch content {
            case .started(let lines): session.note(lines)
            case .progress: break
            case .planned, .finished: session.printLines([content.json(cleaning: TerminalText.sanitize)])
            }
            if case .finished(_, _, false, _) = content { session.failed = true }
            return
        }
        switch content {
        case .started(let lines), .planned(let lines, _):
            session.printLines(lines.map(session.wrapped))
        case .progress(let done, let total, let text):
            let list = session.display.listRenderer
            bar.draw(
                done: done, total: total, text: text, columns: session.options.columns(), width: list.width,
                symbols: list.symbols)
        case .finished(let lines, let problems, let succeeded, _):
            bar.clear()
            session.printLines(lines.map(session.wrapped))
            session.note(problems)
            if !succeeded { session.failed = true }
        }
    }
}

extension ReplSession {
    /// The progress bar is drawn only for a person at a terminal.
    public func bind(_ model: SyncViewModel) {
        bindView(model, to: SyncView(bar: ProgressBar(output: errors, enabled: options.interactive)))
    }
}
