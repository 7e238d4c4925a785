// What the user typed, quoted back in a message with every character that cannot be seen written out.

/// Quotes typed text back visibly: each invisible character is written out as Swift writes it
/// (`\u{1B}`), so two words that look the same never print the same.
public enum UserText {
    /// At most `limit` characters, with `…` when cut; a written-out character is never cut in half.
    public static func excerpt(_ text: String, limit: Int = 40) -> String {
        var shown = ""
        for scalar in text.unicodeScalars {
            let code = String(scalar.value, radix: 16, uppercase: true)
            let piece = isInvisible(scalar) ? "\\u{\(code)}" : String(scalar)
            guard shown.count + piece.count <= limit else { return shown + "…" }
            shown += piece
        }
        return shown
    }

    // Controls, line and paragraph separators, and format characters (bidi controls, zero-width
    // joiners, byte order mark): what the terminal's sanitising removes.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator, .format: true
        default: false
        }
    }
}
