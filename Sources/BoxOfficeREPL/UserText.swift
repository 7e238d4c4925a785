/// Echoes what the user typed back in messages, safely and briefly.
enum UserText {
    /// At most `limit` characters of `text` as ``TerminalText/visiblePieces(of:)`` shows it (every
    /// invisible character written as `\u{0}`, `\u{1B}`…, so the echo shows what was typed and
    /// cannot act on the terminal), with `…` when cut; an escape is never cut in half.
    static func excerpt(_ text: String, limit: Int = 40) -> String {
        var shown = ""
        for piece in TerminalText.visiblePieces(of: text) {
            guard shown.count + piece.count <= limit else { return shown + "…" }
            shown += piece
        }
        return shown
    }
}
