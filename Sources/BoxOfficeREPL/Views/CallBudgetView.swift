import BoxOfficePresentation

/// The warning when the day's KOBIS calls near the limit: on standard error, not a failure.
struct CallBudgetView: ReplView {
    func show(_ warning: String, in session: ReplSession) {
        session.warn(warning)
    }
}

extension ReplSession {
    public func bind(_ model: CallBudgetViewModel) { bindView(model, to: CallBudgetView()) }
}
