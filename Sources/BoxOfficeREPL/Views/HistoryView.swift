// `trend`, `top`, `compare`: a film's days as bars or a sparkline, a period's top films, two runs side
// by side, in every format (csv and json beside the view data in Presentation).

import BoxOfficeDomain
import BoxOfficePresentation

/// `trend`, `top`, `compare`: the answer in the current format on standard output, then its notes
/// (the days the store lacks, other matches) on standard error.
@MainActor
final class HistoryView {
    private let viewModel: FilmHistoryViewModel
    private let screen: PromptScreen

    init(viewModel: FilmHistoryViewModel, screen: PromptScreen) {
        self.viewModel = viewModel
        self.screen = screen
        viewModel.observe(owner: self) { [weak self] in self?.show($0) }
    }

    private func show(_ state: ViewState<FilmHistoryViewData>) {
        guard let content = screen.content(of: state) else { return }
        let (display, columns) = (screen.display, screen.columns)
        switch content {
        case .trend(let view): screen.printLines(display.render(view, columns: columns))
        case .top(let view): screen.printLines(display.render(view, columns: columns))
        case .comparison(let view): screen.printLines(display.render(view, columns: columns))
        }
        screen.note(content.notes.map(TerminalText.sanitize))
    }
}

extension ReplSession {
    public func bind(_ model: FilmHistoryViewModel) {
        keep(HistoryView(viewModel: model, screen: promptScreen))
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
