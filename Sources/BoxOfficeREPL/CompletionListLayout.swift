/// Lays out completion candidates in columns below the line being edited, as `ls` does:
/// down the first column, then the next.
enum CompletionListLayout {
    /// The space between two columns.
    static let gap = 2

    /// Candidates beyond this many are kept to half the width each, so a long title does not
    /// put every candidate on a row of its own.
    static let manyCandidates = 8

    /// The text to print: a line break to leave the edited line, then the rows, each ending
    /// with a line break. Candidates are sanitised and cut with `…` where they would not fit (the
    /// whole candidate is still what Tab inserts): to the width of the screen, or to half of it
    /// when there are many; the longest left sets the column width.
    static func render(_ candidates: [String], columns: Int, displayWidth: DisplayWidth) -> String {
        let limit =
            candidates.count > manyCandidates ? max(12, columns / 2 - gap) : max(1, columns)
        let cells = candidates.map { displayWidth.truncate(TerminalText.sanitize($0), toWidth: limit) }
        guard !cells.isEmpty else { return "" }
        let cellWidth = (cells.map(displayWidth.width(of:)).max() ?? 0) + gap
        let perRow = max(1, (columns + gap) / cellWidth)
        let rowCount = (cells.count + perRow - 1) / perRow
        var text = "\n"
        for row in 0..<rowCount {
            let indices = stride(from: row, to: cells.count, by: rowCount)
            let line = indices.map { index in
                index + rowCount < cells.count
                    ? displayWidth.padRight(cells[index], toWidth: cellWidth) : cells[index]
            }
            text += line.joined() + "\n"
        }
        return text
    }
}
