/// Measures, truncates and pads text in terminal columns.
///
/// Widths are counted per grapheme cluster (what the user sees as one character): Hangul,
/// CJK ideographs, fullwidth forms and most emoji take 2 columns; combining marks, joiners
/// and other format characters take 0; letters, digits and ASCII punctuation take 1.
/// East Asian *Ambiguous* characters — ▲ ▼ ● … ’ ·, box drawing, block elements — take 1
/// column in most terminals and 2 in terminals set up for CJK; ``ambiguousIsWide`` picks.
/// Escape sequences (colours) take no room and are skipped when measuring.
///
/// The tables are carried here rather than asked of the C library, so the answer does not
/// depend on the machine or its locale.
public struct DisplayWidth: Sendable, Equatable {
    /// The character a truncated text ends with.
    public static let ellipsis: Character = "…"

    /// Whether East Asian Ambiguous characters take 2 columns instead of 1.
    public var ambiguousIsWide: Bool

    /// Creates a measure; by default ambiguous characters take 1 column.
    public init(ambiguousIsWide: Bool = false) {
        self.ambiguousIsWide = ambiguousIsWide
    }

    /// The number of columns `text` takes, escape sequences not counted.
    public func width(of text: String) -> Int {
        var total = 0
        for case .text(let run) in TerminalText.segments(of: text) {
            for character in run {
                total += width(of: character)
            }
        }
        return total
    }

    /// The number of columns one grapheme cluster takes: 0, 1 or 2.
    public func width(of character: Character) -> Int {
        var widest = 0
        var emojiPresentation = false
        var textPresentation = false
        var regionalIndicators = 0
        for scalar in character.unicodeScalars {
            switch scalar.value {
            case 0xFE0F: emojiPresentation = true
            case 0xFE0E: textPresentation = true
            case 0x1F1E6...0x1F1FF: regionalIndicators += 1
            default: break
            }
            widest = max(widest, width(of: scalar))
        }
        if regionalIndicators >= 2 { return 2 }  // a flag
        // A presentation selector changes the width of an emoji only: after a space or a
        // Hangul syllable (`" \u{FE0F}"`, `"한\u{FE0E}"`) it is ignored, as terminals do.
        guard let base = character.unicodeScalars.first, base.properties.isEmoji else { return widest }
        if textPresentation { return min(widest, 1) }
        if emojiPresentation && widest > 0 { return 2 }
        return widest
    }

    /// `text` cut to at most `maxWidth` columns, ending with `…` when something was cut.
    ///
    /// A grapheme cluster is never split, so the result can be one column narrower than
    /// asked when a wide character did not fit. Text that fits is returned unchanged. When
    /// `text` holds escape sequences, those before the cut are kept and a reset (`ESC [0m`)
    /// is appended so a colour does not run on.
    public func truncate(_ text: String, toWidth maxWidth: Int) -> String {
        guard maxWidth > 0 else { return "" }
        guard width(of: text) > maxWidth else { return text }
        let ellipsisWidth = width(of: Self.ellipsis)
        let ellipsisFits = ellipsisWidth <= maxWidth
        let budget = ellipsisFits ? maxWidth - ellipsisWidth : maxWidth
        var result = ""
        var used = 0
        var keptEscape = false
        scan: for segment in TerminalText.segments(of: text) {
            switch segment {
            case .escape(let sequence):
                result += sequence
                keptEscape = true
            case .text(let run):
                for character in run {
                    let characterWidth = width(of: character)
                    if used + characterWidth > budget { break scan }
                    result.append(character)
                    used += characterWidth
                }
            }
        }
        if ellipsisFits { result.append(Self.ellipsis) }
        if keptEscape { result += "\u{1B}[0m" }
        return result
    }

    /// `text` without the spaces at its end (a padded last cell leaves no trailing blanks).
    public static func trimmedRight(_ text: String) -> String {
        var result = Substring(text)
        while result.last == " " { result = result.dropLast() }
        return String(result)
    }

    /// `text` followed by spaces up to `targetWidth` columns (left-aligned); never cut.
    public func padRight(_ text: String, toWidth targetWidth: Int) -> String {
        text + padding(for: text, toWidth: targetWidth)
    }

    /// Spaces and then `text`, up to `targetWidth` columns (right-aligned, for numbers);
    /// never cut.
    public func padLeft(_ text: String, toWidth targetWidth: Int) -> String {
        padding(for: text, toWidth: targetWidth) + text
    }

    // MARK: - Private

    private func padding(for text: String, toWidth targetWidth: Int) -> String {
        String(repeating: " ", count: max(0, targetWidth - width(of: text)))
    }

    /// The width of one scalar standing alone.
    private func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return value >= 0x20 ? 1 : 0 }  // ASCII; C0 controls print nothing
        if value < 0xA0 { return 0 }  // DEL and C1 controls
        if isZeroWidth(scalar) { return 0 }
        if EastAsianWidthTable.contains(value, in: EastAsianWidthTable.wide) { return 2 }
        if scalar.properties.isEmojiPresentation { return 2 }
        if EastAsianWidthTable.contains(value, in: EastAsianWidthTable.ambiguous) {
            return ambiguousIsWide ? 2 : 1
        }
        return 1
    }

    /// Marks that draw on the character before them, format characters such as the
    /// zero-width joiner, and the Hangul vowels and final consonants that join a syllable.
    private func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00AD: return false  // the soft hyphen is shown as a hyphen
        case 0x1160...0x11FF, 0xD7B0...0xD7FF: return true
        default: break
        }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return true
        default: return false
        }
    }
}
