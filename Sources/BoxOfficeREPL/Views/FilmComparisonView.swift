// `compare`: two runs side by side in every format (csv and json beside the view data in Presentation).

import BoxOfficeDomain
import BoxOfficePresentation

/// `compare`: the answer in the current format on standard output, then its notes (the days the store
/// lacks around either run, other films a title matched) on standard error.
@MainActor
final class FilmComparisonView {
    private let viewModel: FilmComparisonViewModel
    private let screen: PromptScreen

    init(viewModel: FilmComparisonViewModel, screen: PromptScreen) {
        self.viewModel = viewModel
        self.screen = screen
        viewModel.observe(owner: self) { [weak self] in self?.show($0) }
    }

    private func show(_ state: ViewState<ComparisonViewData>) {
        guard let content = screen.content(of: state) else { return }
        screen.printLines(screen.display.render(content, columns: screen.columns))
        screen.note(content.notes.map(TerminalText.sanitize))
    }
}

extension ReplSession {
    public func bind(_ model: FilmComparisonViewModel) {
        keep(FilmComparisonView(viewModel: model, screen: promptScreen))
    }
}

/// Two runs side by side: aligned bars.
extension ComparisonViewData: PrintableView {

    /// The heading, the legend, then `day n  bar 1 audience │ bar 2 audience` a day, both films'
    /// bars scaled to the larger of their best days.
    public func table(columns: Int, on display: ReplDisplay) -> [String] {
        let columns = max(columns, 30)
        let list = display.listRenderer
        let width = list.width
        let fit = { (line: String) in width.truncate(line, toWidth: columns) }
        var lines = [fit(list.style.bold(TerminalText.sanitize(heading)))]
        lines += legend.map { fit(TerminalText.sanitize($0)) }
        let labels = rows.map(\.label)
        let labelWidth = labels.map { width.width(of: $0) }.max() ?? 0
        let figures = rows.flatMap { [$0.first, $0.second] }.compactMap(\.audience)
        let figureWidth = figures.map { NumberFormatting.grouped($0).count }.max() ?? 0
        let separator = list.symbols == .unicode ? "│" : "|"
        let half = max(2, (columns - labelWidth - 2 - width.width(of: separator) - 2) / 2)
        let barWidth = max(1, half - figureWidth - 1)
        let bars = Bars(
            symbols: list.symbols, width: width, columns: barWidth, shares: figures.map(Double.init))
        func side(_ side: Side) -> String {
            guard let audience = side.audience else {
                return width.padRight(
                    list.style.dim(width.truncate(side.absence, toWidth: half)), toWidth: half)
            }
            let figure = width.padLeft(NumberFormatting.grouped(audience), toWidth: figureWidth)
            return width.padRight(bars.bar(for: Double(audience)), toWidth: barWidth) + " " + figure
        }
        for (label, row) in zip(labels, rows) {
            let line =
                width.padRight(label, toWidth: labelWidth) + "  "
                + width.padRight(side(row.first), toWidth: half)
                + " " + separator + " " + side(row.second)
            lines.append(fit(line))
        }
        return lines
    }

    public var setsOffHeading: Bool { true }
}
