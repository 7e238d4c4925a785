import BoxOfficePresentation

/// `shares`: the sales shares of the chart shown, as bars.
@MainActor
final class SharesView {
    private let viewModel: SalesSharesViewModel
    private let screen: PromptScreen

    init(viewModel: SalesSharesViewModel, screen: PromptScreen) {
        self.viewModel = viewModel
        self.screen = screen
        viewModel.observe(owner: self) { [weak self] in self?.show($0) }
    }

    private func show(_ state: ViewState<SalesSharesViewData>) {
        guard let shares = screen.content(of: state) else { return }
        screen.printLines(screen.display.render(SalesShares(content: shares), columns: screen.columns))
    }
}

struct SalesShares: PrintableView {
    private static let gap = "  "

    let content: SalesSharesViewData

    private var entries: [SalesSharesViewData.Row] { content.rows }

    func csv(cleaning clean: (String) -> String) -> String { content.csv(cleaning: clean) }

    nonisolated func document(cleaning clean: (String) -> String) -> JSONValue? {
        content.document(cleaning: clean)
    }
    nonisolated var sentences: [String] { content.sentences }

    func table(columns: Int, on display: ReplDisplay) -> [String] {
        let columns = max(columns, 20)
        let list = display.listRenderer
        let width = list.width
        var lines = list.heading(
            content.heading, title: content.label, source: content.source, columns: columns)
        if let empty = content.emptyText { return lines + [width.truncate(empty, toWidth: columns)] }
        let rows = entries.map { entry in
            (
                rank: String(entry.rank), title: TerminalText.sanitize(entry.title), share: entry.share,
                percent: entry.percent
            )
        }
        let rankWidth = min(max(rows.map { width.width(of: $0.rank) }.max() ?? 0, 2), 4)
        let percentWidth = min(rows.map { width.width(of: $0.percent) }.max() ?? 0, 7)
        let room = columns - rankWidth - percentWidth - 3 * Self.gap.count
        let titleWidth = max(1, min(rows.map { width.width(of: $0.title) }.max() ?? 0, room / 2))
        let barWidth = room - titleWidth
        let bars = Bars(symbols: list.symbols, width: width, columns: barWidth, shares: rows.map(\.share))
        for row in rows {
            let fields = [
                width.padLeft(width.truncate(row.rank, toWidth: rankWidth), toWidth: rankWidth),
                width.padRight(width.truncate(row.title, toWidth: titleWidth), toWidth: titleWidth),
                width.padRight(bars.bar(for: row.share), toWidth: barWidth),
                width.padLeft(width.truncate(row.percent, toWidth: percentWidth), toWidth: percentWidth),
            ]
            lines.append(fields.joined(separator: Self.gap))
        }
        return lines
    }

    var setsOffHeading: Bool { true }
}

extension ReplSession {
    public func bind(_ model: SalesSharesViewModel) {
        keep(SharesView(viewModel: model, screen: promptScreen))
    }
}
