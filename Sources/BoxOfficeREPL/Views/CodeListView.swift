// `codes`: a group of KOBIS's common codes in every format (table, box, plain, csv, json).

import BoxOfficeDomain
import BoxOfficePresentation

@MainActor
final class CodeListView {
    private let viewModel: CodeListViewModel
    private let screen: PromptScreen

    init(viewModel: CodeListViewModel, screen: PromptScreen) {
        self.viewModel = viewModel
        self.screen = screen
        viewModel.observe(owner: self) { [weak self] in self?.show($0) }
    }

    private func show(_ state: ViewState<CodeListViewData>) {
        guard let content = screen.content(of: state) else { return }
        screen.printLines(screen.display.render(content, columns: screen.columns))
    }
}

extension CodeListViewData: PrintableView {
    public func table(columns: Int, on display: ReplDisplay) -> [String] {
        let columns = max(columns, 20)
        let list = display.listRenderer
        let width = list.width
        let lines = [width.truncate(list.style.bold(heading), toWidth: columns)]
        guard !rows.isEmpty else { return lines + [width.truncate(emptyText, toWidth: columns)] }
        let cells = [header] + rows.map { [$0.code, $0.name, $0.nameEnglish].map(TerminalText.sanitize) }
        let codeWidth = cells.map { width.width(of: $0[0]) }.max() ?? 0
        let nameWidth = cells.map { width.width(of: $0[1]) }.max() ?? 0
        // The English name goes last, where a narrow screen cuts it.
        let table = cells.map { row in
            let padded =
                width.padRight(row[0], toWidth: codeWidth) + "  " + width.padRight(row[1], toWidth: nameWidth)
            return width.truncate(padded + "  " + row[2], toWidth: columns)
        }
        return lines + [list.style.dim(table[0])] + table.dropFirst()
    }

    public var setsOffHeading: Bool { true }
}

extension ReplSession {
    public func bind(_ model: CodeListViewModel) {
        keep(CodeListView(viewModel: model, screen: promptScreen))
    }
}
