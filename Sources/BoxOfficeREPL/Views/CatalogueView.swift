import BoxOfficePresentation

/// `search`, `more`, `people`, `person`, `company`: a numbered page, a person or a company.
struct CatalogueView: ReplView {
    func show(_ content: CatalogueViewData, in session: ReplSession) {
        session.printLines(session.display.render(content, columns: session.options.columns()))
    }
}

extension ReplSession {
    public func bind(_ model: CatalogueViewModel) { bindView(model, to: CatalogueView()) }
}
