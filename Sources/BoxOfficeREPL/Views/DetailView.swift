import BoxOfficePresentation

/// `detail`: the movie, with what the terminal can show of its poster.
@MainActor
final class DetailView {
    private let viewModel: MovieDetailViewModel
    private let screen: PromptScreen

    init(viewModel: MovieDetailViewModel, screen: PromptScreen) {
        self.viewModel = viewModel
        self.screen = screen
        viewModel.observe(owner: self) { [weak self] in self?.show($0) }
    }

    private func show(_ state: ViewState<MovieDetailViewData>) {
        guard let detail = screen.content(of: state) else { return }
        screen.printLines(
            screen.display.render(detail, columns: screen.columns, imageSupport: screen.imageSupport))
        if let warning = detail.warning { screen.report(warning) }
    }
}

extension ReplSession {
    public func bind(_ model: MovieDetailViewModel) {
        keep(DetailView(viewModel: model, screen: promptScreen))
    }
}
