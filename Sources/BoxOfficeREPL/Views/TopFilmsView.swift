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
        let columns = max(columns, 20)
        let list = display.listRenderer
        let width = list.width
        var lines = [
            width.truncate(list.style.bold(heading), toWidth: columns),
            width.truncate(list.style.dim(storedLine), toWidth: columns),
        ]
        guard !films.isEmpty else { return lines + [width.truncate(emptyText, toWidth: columns)] }
        let rows = films.map { film in
            [
                String(film.place), TerminalText.sanitize(film.title),
                NumberFormatting.grouped(film.audience),
                String(film.days), String(film.bestRank),
            ]
        }
        let widths = (0..<header.count).map { column in
            ([header] + rows).map { width.width(of: $0[column]) }.max() ?? 0
        }
        let fixed = widths[0] + widths[2] + widths[3] + widths[4] + 8
        let titleWidth = max(1, min(widths[1], columns - fixed))
        for (index, row) in ([header] + rows).enumerated() {
            let line = [
                width.padLeft(row[0], toWidth: widths[0]),
                width.padRight(width.truncate(row[1], toWidth: titleWidth), toWidth: titleWidth),
                width.padLeft(row[2], toWidth: widths[2]), width.padLeft(row[3], toWidth: widths[3]),
                width.padLeft(row[4], toWidth: widths[4]),
            ].joined(separator: "  ")
            let fitted = width.truncate(line, toWidth: columns)
            lines.append(index == 0 ? list.style.dim(fitted) : fitted)
        }
        return lines
    }

    public var setsOffHeading: Bool { true }
}
