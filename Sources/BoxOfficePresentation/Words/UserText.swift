// What the user typed, quoted back in a message with every character that cannot be seen written out.

/// Quotes what the user typed back in messages, briefly and visibly: every character that
/// cannot be seen is written out as Swift writes it in a string, `\u{` and its hexadecimal code
/// `}`, so two words that look the same never print the same, and the sanitising that every
/// printed message goes through (which removes such characters) finds nothing left to remove.
public enum UserText {
    /// At most `limit` characters of `text`, each invisible character written out, with `…` when
    /// cut; a written-out character is never cut in half. `"date\u{0}"` is shown as `date\u{0}`,
    /// `ESC [ 2 J` as `\u{1B}[2J`.
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

    /// Controls (C0, DEL and C1: tabs, line breaks, ESC), line and paragraph separators, and
    /// format characters (bidi controls, the zero-width space and joiners, word joiner, byte order
    /// mark), which the terminal's sanitising removes.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator, .format: true
        default: false
        }
    }
}
