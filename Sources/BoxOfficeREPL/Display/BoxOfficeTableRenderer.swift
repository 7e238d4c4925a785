import BoxOfficePresentation

/// The `box` format: the day as a bordered table — rank, change, title, today, total — in
/// box-drawing characters (or `+-|` with ASCII symbols), the title column as wide as the
/// terminal allows. On a narrow terminal the total column is left out first, then today's.
public struct BoxOfficeTableRenderer: Sendable {
    /// The narrowest title column before a figure column is left out.
    static let minimumTitleWidth = 8
    private let list: BoxOfficeListRenderer
    private let box: BoxDrawing

    /// - Parameter list: the terminal's width, colours and symbols (its heading is reused).
    public init(list: BoxOfficeListRenderer) {
        self.list = list
        box = BoxDrawing(symbols: list.symbols, width: list.width)
    }

    /// The lines for `content` on a terminal `columns` wide; none is wider than `columns`
    /// (down to 30 columns).
    public func render(_ content: BoxOfficeListContent, columns: Int) -> [String] {
        let columns = max(columns, 30)
        let width = list.width
        var lines = [list.heading(content, columns: columns)]
        guard !content.rows.isEmpty else {
            lines.append(width.truncate(content.words.noFigures, toWidth: columns))
            return lines
        }
        let headings = content.words.tableHeadings
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
