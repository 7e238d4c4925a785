import BoxOfficePresentation

/// The warning when the day's KOBIS calls near the limit: on standard error, not a failure, after the
/// output of the command whose call set it off.
struct CallBudgetView: ReplView {
    func show(_ warning: String, in session: ReplSession) {
        session.warningsAfterCommand.append(warning)
    }
}

extension ReplSession {
    // Observed here, not through `bindView`: a warning set off mid-command leaves its spinner running.
    public func bind(_ model: CallBudgetViewModel) {
        model.observe(owner: self) { [weak self] state in
            guard let self, case .loaded(let warning) = state else { return }
            CallBudgetView().show(warning, in: self)
        }
    }
}
