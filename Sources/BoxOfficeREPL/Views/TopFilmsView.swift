// `top`: a period's top films in every format (csv and json beside the view data in Presentation).

import BoxOfficeDomain
import BoxOfficePresentation

/// `top`: the answer in the current format on standard output, then the days the store lacks on
/// standard error.
@MainActor
final class TopFilmsView {
    private let viewModel: TopFilmsViewModel
    private let screen: PromptScreen

    init(viewModel: TopFilmsViewModel, screen: PromptScreen) {
        self.viewModel = viewModel
        self.screen = screen
        viewModel.observe(owner: self) { [weak self] in self?.show($0) }
    }

    private func show(_ state: ViewState<TopViewData>) {
        guard let content = screen.content(of: state) else { return }
        screen.printLines(screen.display.render(content, columns: screen.columns))
        screen.note(content.notes.map(TerminalText.sanitize))
    }
}

extension ReplSession {
    public func bind(_ model: TopFilmsViewModel) {
        keep(TopFilmsView(viewModel: model, screen: promptScreen))
    }
}

/// A period's top films: a ranked table.
extension TopViewData: PrintableView {

    public func table(columns: Int, on display: ReplDisplay) -> [String] {
        let rows = films.map { film in
            [
                String(film.place), TerminalText.sanitize(film.title),
                NumberFormatting.grouped(film.audience),
                String(film.days), String(film.bestRank),
            ]
        }
        return StoredFilmsTable(
            heading: heading, storedLine: storedLine, emptyText: emptyText, header: header,
            layout: [.right, .title, .right, .right, .right], rows: rows
        ).lines(columns: columns, on: display)
    }

    public var setsOffHeading: Bool { true }
}
