/// Echoes what the user typed back in messages, safely and briefly.
enum UserText {
    /// At most `limit` characters of `text`, sanitised, with `…` when cut.
    static func excerpt(_ text: String, limit: Int = 40) -> String {
        let clean = TerminalText.sanitize(text)
        return clean.count <= limit ? clean : String(clean.prefix(limit)) + "…"
    }
}
