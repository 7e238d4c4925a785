import BoxOfficePresentation

/// `sync`: its plan, a progress bar on standard error while it runs, and its summary.
struct SyncView: ReplView {
    let bar: ProgressBar

    func show(_ content: SyncViewData, in session: ReplSession) {
        switch content {
        case .started(let lines), .planned(let lines):
            session.printLines(lines.map(session.wrapped))
        case .progress(let done, let total, let text):
            let list = session.display.listRenderer
            bar.draw(
                done: done, total: total, text: text, columns: session.options.columns(), width: list.width,
                symbols: list.symbols)
        case .finished(let lines, let succeeded):
            bar.clear()
            session.printLines(lines.map(session.wrapped))
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
