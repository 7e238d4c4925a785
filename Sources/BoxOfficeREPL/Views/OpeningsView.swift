// `openings`: a month's openings in every format (table, box, plain, csv, json), then the days the store lacks.

import BoxOfficeDomain
import BoxOfficePresentation

@MainActor
final class OpeningsView {
    private let viewModel: OpeningsViewModel
    private let screen: PromptScreen

    init(viewModel: OpeningsViewModel, screen: PromptScreen) {
        self.viewModel = viewModel
        self.screen = screen
        viewModel.observe(owner: self) { [weak self] in self?.show($0) }
    }

    private func show(_ state: ViewState<OpeningsViewData>) {
        guard let content = screen.content(of: state) else { return }
        screen.printLines(screen.display.render(content, columns: screen.columns))
        screen.note(content.notes.map(TerminalText.sanitize))
    }
}

extension OpeningsViewData: PrintableView {

    public func table(columns: Int, on display: ReplDisplay) -> [String] {
        let rows = films.map { film in
            [
                film.openDate, TerminalText.sanitize(film.title), String(film.bestRank),
                NumberFormatting.grouped(film.audienceTotal),
            ]
        }
        return StoredFilmsTable(
            heading: heading, storedLine: storedLine, emptyText: emptyText, header: header,
            layout: [.left, .title, .right, .right], rows: rows
        ).lines(columns: columns, on: display)
    }

    public var setsOffHeading: Bool { true }
}

extension ReplSession {
    public func bind(_ model: OpeningsViewModel) {
        keep(OpeningsView(viewModel: model, screen: promptScreen))
    }
}
