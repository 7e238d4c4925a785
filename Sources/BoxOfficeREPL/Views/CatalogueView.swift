import BoxOfficePresentation

/// `search`, `more`, `people`, `person`, `company`: a numbered page, a person or a company.
@MainActor
final class CatalogueView {
    private let viewModel: CatalogueViewModel
    private let screen: PromptScreen

    init(viewModel: CatalogueViewModel, screen: PromptScreen) {
        self.viewModel = viewModel
        self.screen = screen
        viewModel.observe(owner: self) { [weak self] in self?.show($0) }
    }

    private func show(_ state: ViewState<CatalogueViewData>) {
        guard let content = screen.content(of: state) else { return }
        screen.printLines(screen.display.render(content, columns: screen.columns))
    }
}

extension ReplSession {
    public func bind(_ model: CatalogueViewModel) {
        keep(CatalogueView(viewModel: model, screen: promptScreen))
    }
}
