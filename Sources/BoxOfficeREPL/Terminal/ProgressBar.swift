// A progress bar on the error stream, redrawn in place on a terminal: `[█████░░░░░] 120/356 · 18.2/s · 13s left`.

import BoxOfficePresentation

/// A progress bar on standard error, drawn only on a terminal and redrawn in place with
/// `\r\e[2K`; erased by ``clear()`` before the summary.
@MainActor
public final class ProgressBar {
    private var output: any TextOutputStream & AnyObject
    private let enabled: Bool
    private var drawn = false

    public init(output: any TextOutputStream & AnyObject, enabled: Bool) {
        self.output = output
        self.enabled = enabled
    }

    /// Draws `done` of `total` with `text` after the bar, no wider than `columns` as `width`
    /// measures (`█` and `░` are East Asian Ambiguous), in `#` and `.` with ASCII `symbols`.
    public func draw(
        done: Int, total: Int, text: String, columns: Int, width: DisplayWidth, symbols: SymbolSet
    ) {
        guard enabled else { return }
        let line = Self.line(
            done: done, total: total, text: text, columns: columns, width: width, ascii: symbols != .unicode)
        output.write("\r\u{1B}[2K" + line)
        drawn = true
    }

    public func clear() {
        guard drawn else { return }
        output.write("\r\u{1B}[2K")
        drawn = false
    }

    /// The bar's line: `[`, filled and empty cells (at most 30, fewer on a narrow terminal), `] `
    /// and `text`, cut to `columns - 1`.
    static func line(done: Int, total: Int, text: String, columns: Int, width: DisplayWidth, ascii: Bool)
        -> String
    {
        let cell = width.width(of: ascii ? "#" : "█")
        let cells = max(0, min(30, (columns - width.width(of: text) - 4) / max(1, cell)))
        let filled = total > 0 ? min(cells, cells * max(0, done) / total) : cells
        let bar =
            String(repeating: ascii ? "#" : "█", count: filled)
            + String(repeating: ascii ? "." : "░", count: cells - filled)
        return width.truncate("[" + bar + "] " + TerminalText.sanitize(text), toWidth: max(1, columns - 1))
    }
}
