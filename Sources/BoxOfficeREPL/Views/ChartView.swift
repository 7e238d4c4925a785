// The chart's view: a day in list mode, rows aligned (table), in a bordered table (box), and the
// day in every format.

import BoxOfficeDomain
import BoxOfficePresentation

/// `date`, `weekly`, `prev`, `next`, `refresh`, `filter`: the chart in the current format, and a
/// chart shown but not kept said as a failure.
@MainActor
final class ChartView {
    private let viewModel: BoxOfficeListViewModel
    private let screen: PromptScreen

    init(viewModel: BoxOfficeListViewModel, screen: PromptScreen) {
        self.viewModel = viewModel
        self.screen = screen
        viewModel.observe(owner: self) { [weak self] in self?.show($0) }
    }

    private func show(_ state: ViewState<BoxOfficeListViewData>) {
        guard let chart = screen.content(of: state) else { return }
        screen.printLines(screen.display.render(chart, columns: screen.columns))
        if let warning = chart.warning { screen.report(warning) }
    }
}

extension ReplSession {
    public func bind(_ model: BoxOfficeListViewModel) {
        keep(ChartView(viewModel: model, screen: promptScreen))
    }
}

/// Lays out a day's box office as text lines for a terminal of a given width:
/// rank, marker, title and `오늘 X / 총 Y`, aligned by display width (Hangul is two
/// columns), long titles cut with `…`. On a narrow terminal the audience line goes
/// on a line of its own.
public struct BoxOfficeListRenderer: Sendable {
    public let width: DisplayWidth
    public let style: TerminalStyle
    public let symbols: SymbolSet

    /// The narrowest title column before the audience line moves to its own line.
    static let minimumTitleWidth = 12
    /// The rank and marker columns are as wide as their widest text in a day, at least these
    /// widths and at most the caps (wider text, only seen in damaged data, is cut with `…`).
    private static let rankWidths = 2...6
    private static let markerWidths = 4...8
    private static let gap = "  "

    public init(width: DisplayWidth, style: TerminalStyle, symbols: SymbolSet = .unicode) {
        self.width = width
        self.style = style
        self.symbols = symbols
    }

    /// The heading, `2022-01-05 (수) 일별 박스오피스 · demo`: one line when it fits in `columns`,
    /// else the days on one line and what the chart is (its week, its filter) on the next, so a
    /// filter is never cut away.
    public func heading(_ content: BoxOfficeListViewData, columns: Int) -> [String] {
        heading(content.heading, title: content.title, source: content.source, columns: columns)
    }

    func heading(_ days: String, title: String, source: DataSource, columns: Int) -> [String] {
        let dot = symbols == .unicode ? "·" : "-"
        let about = "\(title.replacingOccurrences(of: " · ", with: " \(dot) ")) \(dot) \(source.rawValue)"
        guard width.width(of: days + " " + about) > columns else {
            return [style.bold(days) + " " + style.dim(about)]
        }
        return [
            width.truncate(style.bold(days), toWidth: columns),
            width.truncate(style.dim(about), toWidth: columns),
        ]
    }

    /// The lines for `content` on a terminal `columns` wide; none is wider than `columns`
    /// (down to 20 columns).
    public func render(_ content: BoxOfficeListViewData, columns: Int) -> [String] {
        let columns = max(columns, 20)
        var lines = heading(content, columns: columns)
        if let emptyText = content.emptyText {
            lines.append(width.truncate(emptyText, toWidth: columns))
            return lines
        }
        let markers = content.rows.map { $0.marker.text(in: symbols) }
        let rankWidth = columnWidth(content.rows.map { String($0.rank) }, within: Self.rankWidths)
        let markerWidth = columnWidth(markers, within: Self.markerWidths)
        let prefixWidth = rankWidth + Self.gap.count + markerWidth + Self.gap.count
        let audiences = audienceLines(content, columns: columns)
        let audienceWidth = audiences.map { width.width(of: $0) }.max() ?? 0
        let titles = content.rows.map { TerminalText.sanitize($0.title) }
        let longestTitle = titles.map { width.width(of: $0) }.max() ?? 0
        let roomForTitle = columns - prefixWidth - Self.gap.count - audienceWidth
        let oneLine = roomForTitle >= min(Self.minimumTitleWidth, longestTitle)
        let titleWidth = oneLine ? min(longestTitle, roomForTitle) : columns - prefixWidth
        for (((row, title), markerText), audienceLine) in zip(
            zip(zip(content.rows, titles), markers), audiences)
        {
            let rank = width.padLeft(width.truncate(String(row.rank), toWidth: rankWidth), toWidth: rankWidth)
            let marker = colored(
                row.marker,
                width.padRight(width.truncate(markerText, toWidth: markerWidth), toWidth: markerWidth))
            let fittedTitle = width.padRight(width.truncate(title, toWidth: titleWidth), toWidth: titleWidth)
            let audience = width.padLeft(audienceLine, toWidth: audienceWidth)
            if oneLine {
                lines.append(rank + Self.gap + marker + Self.gap + fittedTitle + Self.gap + audience)
            } else {
                lines.append(rank + Self.gap + marker + Self.gap + DisplayWidth.trimmedRight(fittedTitle))
                // Under the title when there is room; less indented rather than cut when not, and
                // `오늘 X` and `총 Y` on lines of their own when even that is too wide.
                let indentWidth = max(0, min(prefixWidth, columns - audienceWidth))
                let indent = String(repeating: " ", count: indentWidth)
                let parts =
                    width.width(of: audienceLine) <= columns - indentWidth
                    ? [audienceLine]
                    : [row.periodFigure, row.totalFigure]
                for part in parts {
                    lines.append(indent + width.truncate(part, toWidth: columns - indentWidth))
                }
            }
        }
        return lines
    }

    /// Each row's `오늘 X / 총 Y`, aligned (``BoxOfficeRowViewData/alignedAudienceLine``) when the aligned
    /// lines fit in `columns`, else as they are: padding is dropped before a figure is cut.
    private func audienceLines(_ content: BoxOfficeListViewData, columns: Int) -> [String] {
        let aligned = content.rows.map(\.alignedAudienceLine)
        let fits = aligned.allSatisfy { width.width(of: $0) <= columns }
        return fits ? aligned : content.rows.map(\.audienceLine)
    }

    private func columnWidth(_ texts: [String], within bounds: ClosedRange<Int>) -> Int {
        let widest = texts.map { width.width(of: $0) }.max() ?? bounds.lowerBound
        return min(max(widest, bounds.lowerBound), bounds.upperBound)
    }

    /// `padded` (the marker's text) in the marker's colour: ▲ red, ▼ blue, 신작 bold.
    func colored(_ marker: RankMarker, _ padded: String) -> String {
        switch marker.kind {
        case .up: style.red(padded)
        case .down: style.blue(padded)
        case .new: style.bold(padded)
        case .steady: padded
        }
    }
}

/// The `box` format: the day as a bordered table — rank, change, title, today, total — in
/// box-drawing characters (or `+-|` with ASCII symbols), the title column as wide as the
/// terminal allows. On a narrow terminal the total column is left out first, then today's.
public struct BoxOfficeTableRenderer: Sendable {
    /// The narrowest title column before a figure column is left out.
    static let minimumTitleWidth = 8
    private let list: BoxOfficeListRenderer
    private let box: BoxDrawing

    public init(list: BoxOfficeListRenderer) {
        self.list = list
        box = BoxDrawing(symbols: list.symbols, width: list.width)
    }

    /// The lines for `content` on a terminal `columns` wide; none is wider than `columns`
    /// (down to 30 columns).
    public func render(_ content: BoxOfficeListViewData, columns: Int) -> [String] {
        let columns = max(columns, 30)
        let width = list.width
        var lines = list.heading(content, columns: columns)
        if let emptyText = content.emptyText {
            lines.append(width.truncate(emptyText, toWidth: columns))
            return lines
        }
        let headings = content.tableHeadings
        let titles = content.rows.map { TerminalText.sanitize($0.title) }
        var table: [[String]] = content.rows.map { row in
            [String(row.rank), row.marker.text(in: list.symbols), "", row.audience, row.audienceTotal]
        }
        for index in table.indices { table[index][2] = titles[index] }
        // Each column measured once; dropping columns only changes which of them count.
        let measured = headings.indices.map { column in
            ([headings[column]] + table.map { $0[column] }).map(width.width(of:)).max() ?? 0
        }
        var kept = [0, 1, 2, 3, 4]
        func titleRoom() -> Int {
            let others = kept.filter { $0 != 2 }.map { measured[$0] }.reduce(0, +)
            return columns - others - 2 * kept.count - (kept.count + 1) * box.verticalWidth
        }
        while titleRoom() < Self.minimumTitleWidth, kept.count > 3 { kept.remove(at: kept.count - 1) }
        var widths = kept.map { measured[$0] }
        let titleIndex = kept.firstIndex(of: 2) ?? 2
        widths[titleIndex] = max(1, min(widths[titleIndex], titleRoom()))
        let padded = widths.map { $0 + 2 }
        lines.append(box.line(padded, left: box.topLeft, joint: box.topJoint, right: box.topRight))
        lines.append(tableRow(kept.map { headings[$0] }, widths: widths, kept: kept, marker: nil))
        lines.append(box.line(padded, left: box.middleLeft, joint: box.cross, right: box.middleRight))
        for (row, cells) in zip(content.rows, table) {
            lines.append(tableRow(kept.map { cells[$0] }, widths: widths, kept: kept, marker: row.marker))
        }
        lines.append(box.line(padded, left: box.bottomLeft, joint: box.bottomJoint, right: box.bottomRight))
        return lines
    }

    /// `│  1 │ 신작 │ 경관의 피 │ 64,050 │ 69,228 │`: numbers right-aligned, text left-aligned.
    private func tableRow(_ cells: [String], widths: [Int], kept: [Int], marker: RankMarker?) -> String {
        let width = list.width
        let parts = zip(zip(cells, widths), kept).map { pair, column -> String in
            let (text, cellWidth) = pair
            let fitted = width.truncate(text, toWidth: cellWidth)
            switch column {
            case 0, 3, 4: return width.padLeft(fitted, toWidth: cellWidth)
            case 1:
                let padded = width.padRight(fitted, toWidth: cellWidth)
                return marker.map { list.colored($0, padded) } ?? padded
            default: return width.padRight(fitted, toWidth: cellWidth)
            }
        }
        return box.vertical + parts.map { " \($0) " }.joined(separator: box.vertical) + box.vertical
    }
}

extension BoxOfficeListViewData: PrintableView {
    public func csv(cleaning clean: (String) -> String) -> String {
        DailyBoxOfficeExport.csv(
            rows: DailyBoxOfficeExport.rows(self).map { row in row.map { $0.mappingStrings(clean) } })
    }

    public func table(columns: Int, on display: ReplDisplay) -> [String] {
        let list = display.listRenderer
        return switch display.settings.preferences.layout {
        case .list: list.render(self, columns: columns)
        case .icon: BoxOfficeCardGridRenderer(list: list).render(self, columns: columns)
        }
    }

    public func box(columns: Int, on display: ReplDisplay) -> [String] {
        let list = display.listRenderer
        return switch display.settings.preferences.layout {
        case .list: BoxOfficeTableRenderer(list: list).render(self, columns: columns)
        case .icon: BoxOfficeCardGridRenderer(list: list).render(self, columns: columns)
        }
    }
}
