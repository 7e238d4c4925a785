import BoxOfficePresentation

/// `backup`: where the copy went.
struct BackupView: ReplView {
    func show(_ confirmation: String, in session: ReplSession) {
        session.printLines([session.wrapped(TerminalText.sanitize(confirmation))])
    }
}

extension ReplSession {
    public func bind(_ model: StoreBackupViewModel) { bindView(model, to: BackupView()) }
}
