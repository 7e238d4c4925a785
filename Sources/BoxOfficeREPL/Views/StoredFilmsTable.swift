// The table `top` and `openings` draw alike: the films the store holds for a period, a row each.

import BoxOfficeDomain
import BoxOfficePresentation

/// A bold heading, the dim line saying how many days the store holds, then a row a film under dim
/// column names (or the empty text); the title column takes what the other columns leave.
struct StoredFilmsTable {
    enum Column {
        /// Padded on the right: a date, a name.
        case left
        /// Padded on the left: a figure.
        case right
        /// Padded on the right, and cut to the room the other columns leave.
        case title
    }

    let heading: String
    let storedLine: String
    let emptyText: String
    let header: [String]
    /// One a column of `header`: how each is laid out.
    let layout: [Column]
    /// As many cells as `header`; titles already sanitised.
    let rows: [[String]]

    @MainActor func lines(columns: Int, on display: ReplDisplay) -> [String] {
        let columns = max(columns, 20)
        let list = display.listRenderer
        let width = list.width
        let lines = [
            width.truncate(list.style.bold(heading), toWidth: columns),
            width.truncate(list.style.dim(storedLine), toWidth: columns),
        ]
        guard !rows.isEmpty else { return lines + [width.truncate(emptyText, toWidth: columns)] }
        let all = [header] + rows
        let widths = layout.indices.map { column in all.map { width.width(of: $0[column]) }.max() ?? 0 }
        let titleWidths = zip(layout, widths).filter { $0.0 == .title }.map(\.1)
        let fixed = widths.reduce(0, +) - titleWidths.reduce(0, +) + 2 * (layout.count - 1)
        let titleWidth = max(1, min(titleWidths.max() ?? 0, columns - fixed))
        return lines
            + all.enumerated().map { index, row in
                let cells = zip(layout, zip(row, widths)).map { column, cell in
                    switch column {
                    case .left: width.padRight(cell.0, toWidth: cell.1)
                    case .right: width.padLeft(cell.0, toWidth: cell.1)
                    case .title:
                        width.padRight(width.truncate(cell.0, toWidth: titleWidth), toWidth: titleWidth)
                    }
                }
                let fitted = width.truncate(cells.joined(separator: "  "), toWidth: columns)
                return index == 0 ? list.style.dim(fitted) : fitted
            }
    }
}
