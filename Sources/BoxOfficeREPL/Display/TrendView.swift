// A film's trend as the REPL prints it: a bar a day or a sparkline (table, box), sentences (plain), a record a day (csv, json: beside the view data in Presentation).

import BoxOfficeDomain
import BoxOfficePresentation

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
