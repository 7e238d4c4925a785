// `search`, `more`, `people`, `person`, `company`: numbered columns fitted to the width, a profile, and every format.

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

/// A numbered list of the catalogue as the REPL prints it: the heading, the labels, one line a
/// row (cells sanitised, the widest cut with `…` until the line fits), then what the list says
/// under it.
struct PrintableCatalogueList: PrintableView {
    let list: CatalogueListViewData

    func csv(cleaning clean: (String) -> String) -> String {
        list.csv(cleaning: clean)
    }

    nonisolated func document(cleaning clean: (String) -> String) -> JSONValue? { list.json(cleaning: clean) }
    nonisolated var sentences: [String] { list.sentences }

    func table(columns: Int, on display: ReplDisplay) -> [String] {
        let renderer = display.listRenderer
        let width = renderer.width
        let columns = max(columns, 20)
        var lines = [
            width.truncate(renderer.style.bold(TerminalText.sanitize(list.heading)), toWidth: columns)
        ]
        if !list.rows.isEmpty {
            let cells = list.rows.map { [String($0.number)] + $0.cells.map(TerminalText.sanitize) }
            let fitted = Self.widths(of: [list.columns] + cells, columns: columns, width: width)
            lines.append(renderer.style.dim(Self.line(list.columns, widths: fitted, width: width)))
            lines += cells.map { Self.line($0, widths: fitted, width: width) }
        }
        for note in [list.emptyText, list.footer].compactMap({ $0 }) {
            lines.append(width.truncate(renderer.style.dim(TerminalText.sanitize(note)), toWidth: columns))
        }
        return lines
    }

    var setsOffHeading: Bool { true }

    /// Each column's width: its widest cell, the widest columns narrowed (down to 4) until the
    /// line, gaps included, fits `columns`.
    static func widths(of table: [[String]], columns: Int, width: DisplayWidth) -> [Int] {
        let count = table.map(\.count).max() ?? 0
        var widths = (0..<count).map { index in
            table.map { $0.indices.contains(index) ? width.width(of: $0[index]) : 0 }.max() ?? 0
        }
        let room = columns - 2 * max(count - 1, 0)
        while widths.reduce(0, +) > room, let widest = widths.indices.max(by: { widths[$0] < widths[$1] }),
            widths[widest] > 4
        {
            widths[widest] -= 1
        }
        return widths
    }

    /// `cells` cut and padded to `widths`, the number right-aligned, two spaces apart.
    static func line(_ cells: [String], widths: [Int], width: DisplayWidth) -> String {
        zip(cells, widths).enumerated().map { index, pair in
            let cut = width.truncate(pair.0, toWidth: pair.1)
            return index == 0 ? width.padLeft(cut, toWidth: pair.1) : width.padRight(cut, toWidth: pair.1)
        }
        .joined(separator: "  ").trimmingTrailingSpaces
    }
}

/// A person or a company as the REPL prints it: the name, the `label  value` facts, then the
/// numbered filmography.
struct PrintableCatalogueProfile: PrintableView {
    let profile: CatalogueProfileViewData

    func csv(cleaning clean: (String) -> String) -> String {
        profile.csv(cleaning: clean)
    }

    nonisolated func document(cleaning clean: (String) -> String) -> JSONValue? {
        profile.json(cleaning: clean)
    }
    nonisolated var sentences: [String] { profile.sentences }

    func table(columns: Int, on display: ReplDisplay) -> [String] {
        let renderer = display.listRenderer
        return [
            renderer.width.truncate(
                renderer.style.bold(TerminalText.sanitize(profile.heading)), toWidth: columns)
        ]
            + LabelColumn.lines(profile.facts, width: renderer.width, columns: columns) + [""]
            + PrintableCatalogueList(list: profile.filmography).table(columns: columns, on: display)
    }

    var setsOffHeading: Bool { true }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}

extension ReplDisplay {
    public func render(_ content: CatalogueViewData, columns: Int) -> [String] {
        switch content {
        case .list(let list): render(PrintableCatalogueList(list: list), columns: columns)
        case .profile(let profile): render(PrintableCatalogueProfile(profile: profile), columns: columns)
        }
    }
}
