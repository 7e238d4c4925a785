// Each ViewModel's one view in the protocol server: what it keeps of each content for the tool's answer
// (one generic view for a content that is a document; the others below keep what is their own).

import BoxOfficePresentation

extension MCPSession: ViewBinding {
    /// Any ViewModel whose content is a document: the document, its sentences and its notes are the
    /// answer, so a new one needs no line here (the compiler still checks its content is a document).
    func bind<Model: ViewModel<Content>, Content: ContentDocument>(_ model: Model) {
        keep(model) { $0.notes }
    }
    func bind(_ model: BoxOfficeListViewModel) { keep(model, failure: \.warning) { _ in [] } }
    func bind(_ model: MovieDetailViewModel) { keep(model, failure: \.warning) { _ in [] } }
    func bind(_ model: StatusViewModel) { keep(model) { $0.warning.map { [$0] } ?? [] } }
    /// The plan first, then the one document; progress is for a screen and is not kept.
    func bind(_ model: SyncViewModel) {
        keep(model) { session, content in
            switch content {
            case .started(let plan): session.printLines(plan)
            case .progress: break
            case .planned, .finished:
                session.keepDocument(content.document(cleaning: session.cleaning))
                session.printLines(content.sentences)
                if case .finished(_, _, succeeded: false, _) = content { session.keepUnfinished() }
            }
        }
    }

    // Not offered as tools (a screen's settings, files on this machine), kept as text if ever run.
    func bind(_ model: SettingsViewModel) { keep(model) { _, _ in } }
    func bind(_ model: PosterViewModel) {
        keep(model) { session, poster in
            switch poster {
            case .image(_, let address), .address(let address, _): session.printLines([address])
            case .missing(let reason): session.note([reason])
            }
        }
    }
    func bind(_ model: CallBudgetViewModel) {
        keep(model) { session, budget in session.warningsAfterCommand.append(budget.warning) }
    }
    func bind(_ model: ExportViewModel) {
        keep(model) { session, summary in session.note(summary.missingNote.map { [$0] } ?? []) }
    }
    func bind(_ model: StoreBackupViewModel) {
        keep(model) { session, copy in session.printLines([copy.confirmation]) }
    }
}
