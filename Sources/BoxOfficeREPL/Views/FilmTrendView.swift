// `trend`: a film's days as bars or a sparkline, in every format (csv and json beside the view data in
// Presentation).

import BoxOfficeDomain
import BoxOfficePresentation

/// `trend`: the answer in the current format on standard output, then its notes (the days the store
/// lacks, other films the title matched) on standard error.
@MainActor
final class FilmTrendView {
    private let viewModel: FilmTrendViewModel
    private let screen: PromptScreen

    init(viewModel: FilmTrendViewModel, screen: PromptScreen) {
        self.viewModel = viewModel
        self.screen = screen
        viewModel.observe(owner: self) { [weak self] in self?.show($0) }
    }

    private func show(_ state: ViewState<TrendViewData>) {
        guard let content = screen.content(of: state) else { return }
        screen.printLines(screen.display.render(content, columns: screen.columns))
        screen.note(content.notes.map(TerminalText.sanitize))
    }
}

extension ReplSession {
    public func bind(_ model: FilmTrendViewModel) {
        keep(FilmTrendView(viewModel: model, screen: promptScreen))
    }
}

/// A film's trend: a bar a day or a sparkline.
extension TrendViewData: PrintableView {

    public func table(columns: Int, on display: ReplDisplay) -> [String] {
        let columns = max(columns, 20)
        let list = display.listRenderer
        let width = list.width
        let labels = LabelColumn(labels: summary.map(\.label), width: width)
        var lines = [width.truncate(list.style.bold(TerminalText.sanitize(heading)), toWidth: columns)]
        lines += summary.map {
            width.truncate(labels.padded($0.label) + LabelColumn.gap + $0.value, toWidth: columns)
        }
        if sparkline {
            let values = days.map(\.audience)
            lines.append(Sparkline.line(values, symbols: list.symbols, width: width, columns: columns))
            let first = days.first?.date ?? ""
            let last = days.last?.date ?? ""
            lines.append(width.truncate("\(first)~\(last)", toWidth: columns))
            return lines
        }
        let figures = days.map { $0.audience.map(NumberFormatting.grouped) }
        let figureWidth = figures.compactMap { $0.map { width.width(of: $0) } }.max() ?? 0
        let dateWidth = 10
        let barWidth = max(1, columns - dateWidth - figureWidth - 4)
        let bars = Bars(
            symbols: list.symbols, width: width, columns: barWidth,
            shares: days.map { Double($0.audience ?? 0) })
        for (day, figure) in zip(days, figures) {
            let middle =
                day.audience.map { bars.bar(for: Double($0)) }
                ?? list.style.dim(width.truncate(day.absence ?? "", toWidth: barWidth))
            let line =
                day.date + "  " + width.padRight(middle, toWidth: barWidth) + "  "
                + width.padLeft(figure ?? "", toWidth: figureWidth)
            lines.append(width.truncate(line, toWidth: columns))
        }
        return lines
    }

    public var setsOffHeading: Bool { true }
}
