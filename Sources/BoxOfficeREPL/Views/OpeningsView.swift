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
                film.openDate, TerminalText.sanitize(film.title), String(film.bestRank),
                NumberFormatting.grouped(film.audienceTotal),
            ]
        }
        let widths = (0..<header.count).map { column in
            ([header] + rows).map { width.width(of: $0[column]) }.max() ?? 0
        }
        let titleWidth = max(1, min(widths[1], columns - widths[0] - widths[2] - widths[3] - 6))
        for (index, row) in ([header] + rows).enumerated() {
            let line = [
                width.padRight(row[0], toWidth: widths[0]),
                width.padRight(width.truncate(row[1], toWidth: titleWidth), toWidth: titleWidth),
                width.padLeft(row[2], toWidth: widths[2]), width.padLeft(row[3], toWidth: widths[3]),
            ].joined(separator: "  ")
            let fitted = width.truncate(line, toWidth: columns)
            lines.append(index == 0 ? list.style.dim(fitted) : fitted)
        }
        return lines
    }

    public var setsOffHeading: Bool { true }
}

extension ReplSession {
    public func bind(_ model: OpeningsViewModel) {
        keep(OpeningsView(viewModel: model, screen: promptScreen))
    }
}
