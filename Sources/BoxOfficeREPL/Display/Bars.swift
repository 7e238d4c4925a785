// Bars and sparklines scaled to the columns given, in Unicode blocks or ASCII, measured with the ambiguous width.

import BoxOfficePresentation

struct Bars {
    private let block: String
    private let blocks: Int
    private let largest: Double

    /// Bars for `values` in `columns` columns, the block measured with `width` (`█` is East Asian
    /// Ambiguous: two columns in a terminal set up for CJK).
    init(symbols: SymbolSet, width: DisplayWidth, columns: Int, shares: [Double]) {
        block = symbols == .unicode ? "█" : "#"
        blocks = max(0, columns) / max(1, width.width(of: block))
        largest = shares.filter { $0.isFinite && $0 > 0 }.max() ?? 0
    }

    /// The bar of `share`: none for a value that is not a positive number.
    func bar(for share: Double) -> String {
        guard largest > 0, share.isFinite, share > 0 else { return "" }
        let count = Int((share / largest * Double(blocks)).rounded())
        return String(repeating: block, count: min(max(count, 0), blocks))
    }
}

/// A sparkline: one cell a day (or a bucket of days when there are more days than cells), its
/// height of eight levels `▁…█` (or `_.-:=+*#` in ASCII) scaled to the largest value.
struct Sparkline {
    private static let unicodeLevels = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    private static let asciiLevels = ["_", ".", "-", ":", "=", "+", "*", "#"]

    /// The line, at most `columns` columns wide: each cell the mean of its days; a day with no
    /// figures counts as 0, and a cell with no figures at all is a space.
    static func line(_ values: [Int?], symbols: SymbolSet, width: DisplayWidth, columns: Int) -> String {
        let levels = symbols == .unicode ? unicodeLevels : asciiLevels
        let cellWidth = max(1, levels.map { width.width(of: $0) }.max() ?? 1)
        let cells = max(1, columns / cellWidth)
        guard !values.isEmpty else { return "" }
        let perCell = (values.count + cells - 1) / cells
        let buckets = stride(from: 0, to: values.count, by: perCell).map { start in
            values[start..<min(start + perCell, values.count)]
        }
        let means = buckets.map { bucket -> Double? in
            guard bucket.contains(where: { $0 != nil }) else { return nil }
            return Double(bucket.reduce(0) { $0 + ($1 ?? 0) }) / Double(bucket.count)
        }
        let largest = means.compactMap { $0 }.max() ?? 0
        return means.map { mean in
            guard let mean else { return String(repeating: " ", count: cellWidth) }
            guard largest > 0 else { return levels[0] }
            let level = Int((mean / largest * Double(levels.count - 1)).rounded())
            return levels[min(max(level, 0), levels.count - 1)]
        }.joined()
    }
}
