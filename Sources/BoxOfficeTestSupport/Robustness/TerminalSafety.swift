import BoxOfficeREPL

/// What a test checks of text bound for the terminal: that no character in it could act as
/// a terminal command.
///
/// It also lets test targets that do not link the REPL (the Data tests) see text as the REPL
/// would show it.
public enum TerminalSafety {
    public static func shown(_ text: String) -> String {
        TerminalText.sanitize(text)
    }

    /// The characters in `text` that a terminal could act on: C0 controls (ESC and NUL
    /// included), DEL, C1 controls, and the bidi embeddings, overrides and isolates; and the
    /// zero-width characters, which hide text (U+200B–U+200D, U+2060, U+FEFF).
    public static func unsafeScalars(in text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { scalar in
            switch scalar.value {
            case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
            case 0x200B...0x200D, 0x2060, 0xFEFF: true
            default: false
            }
        }
    }

    /// `text` with every character outside printable ASCII written as `\u{…}`, for a
    /// failure message that does not itself disturb the terminal.
    public static func visible(_ text: String, limit: Int = 120) -> String {
        let escaped = text.unicodeScalars.prefix(limit).map { $0.escaped(asASCII: true) }.joined()
        return text.unicodeScalars.count > limit ? escaped + "…" : escaped
    }
}
