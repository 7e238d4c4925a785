// Each ViewModel's one view in the protocol server: what it keeps of each content for the tool's answer.

import BoxOfficePresentation

extension MCPSession: ViewBinding {
    func bind(_ model: BoxOfficeListViewModel) { keep(model, failure: \.warning) { _ in [] } }
    func bind(_ model: CalendarViewModel) { keep(model) { _ in [] } }
    func bind(_ model: MovieDetailViewModel) { keep(model, failure: \.warning) { _ in [] } }
    func bind(_ model: StatusViewModel) { keep(model) { $0.warning.map { [$0] } ?? [] } }
    func bind(_ model: CatalogueViewModel) { keep(model) { _ in [] } }
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
    func bind(_ model: FilmTrendViewModel) { keep(model) { $0.notes } }
    func bind(_ model: TopFilmsViewModel) { keep(model) { $0.notes } }
    func bind(_ model: FilmComparisonViewModel) { keep(model) { $0.notes } }
    func bind(_ model: OpeningsViewModel) { keep(model) { $0.notes } }
    func bind(_ model: MonthsViewModel) { keep(model) { $0.notes } }
    func bind(_ model: SalesSharesViewModel) { keep(model) { _ in [] } }

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
