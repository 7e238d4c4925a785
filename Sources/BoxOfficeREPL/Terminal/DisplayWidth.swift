// How wide text is on a terminal: measured, cut and padded in columns, by Unicode's width tables.

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
    public static let ellipsis: Character = "…"

    public var ambiguousIsWide: Bool

    public init(ambiguousIsWide: Bool = false) {
        self.ambiguousIsWide = ambiguousIsWide
    }

    public func width(of text: String) -> Int {
        var total = 0
        for case .text(let run) in TerminalText.segments(of: text) {
            for character in run {
                total += width(of: character)
            }
        }
        return total
    }

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
        let ellipsisWidth = width(of: Self.ellipsis)
        let ellipsisFits = ellipsisWidth <= maxWidth
        let budget = ellipsisFits ? maxWidth - ellipsisWidth : maxWidth
        // One pass that stops once the text is known not to fit: `kept` is what fits the
        // budget, `used` all measured so far.
        var kept = ""
        var keptWidth = 0
        var used = 0
        var keptEscape = false
        var full = true
        scan: for segment in TerminalText.segments(of: text) {
            switch segment {
            case .escape(let sequence):
                if full { kept += sequence }
                keptEscape = keptEscape || full
            case .text(let run):
                for character in run {
                    let characterWidth = width(of: character)
                    used += characterWidth
                    if used > maxWidth { break scan }
                    if full, keptWidth + characterWidth <= budget {
                        kept.append(character)
                        keptWidth += characterWidth
                    } else {
                        full = false
                    }
                }
            }
        }
        guard used > maxWidth else { return text }
        if ellipsisFits { kept.append(Self.ellipsis) }
        if keptEscape { kept += "\u{1B}[0m" }
        return kept
    }

    /// `text` without the spaces at its end (a padded last cell leaves no trailing blanks).
    public static func trimmedRight(_ text: String) -> String {
        var result = Substring(text)
        while result.last == " " { result = result.dropLast() }
        return String(result)
    }

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

/// The East Asian Width ranges ``DisplayWidth`` needs, from Unicode's `EastAsianWidth.txt`
/// (Unicode 14). Combining, enclosing and format marks are left out (they are zero width);
/// unassigned code points between two ranges are folded in to keep the table short. Box
/// drawing and block elements (U+2500–259F) count as ambiguous throughout, as terminals set
/// up for CJK treat them. Generated once; both tables are sorted for binary search.
enum EastAsianWidthTable {
    /// East Asian Wide and Fullwidth (Hangul, CJK, fullwidth forms, emoji), marks excluded.
    static let wide: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0,
        0x23F3...0x23F3, 0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F,
        0x2693...0x2693, 0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5,
        0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5,
        0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728,
        0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797,
        0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
        0x2E80...0x3029, 0x302E...0x303E, 0x3041...0x3096, 0x309B...0x3247, 0x3250...0x4DBF,
        0x4E00...0xA4C6, 0xA960...0xA97C, 0xAC00...0xD7A3, 0xF900...0xFAD9, 0xFE10...0xFE19,
        0xFE30...0xFE6B, 0xFF01...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE3, 0x16FF0...0x1B2FB,
        0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F320,
        0x1F32D...0x1F335, 0x1F337...0x1F37C, 0x1F37E...0x1F393, 0x1F3A0...0x1F3CA, 0x1F3CF...0x1F3D3,
        0x1F3E0...0x1F3F0, 0x1F3F4...0x1F3F4, 0x1F3F8...0x1F43E, 0x1F440...0x1F440, 0x1F442...0x1F4FC,
        0x1F4FF...0x1F53D, 0x1F54B...0x1F54E, 0x1F550...0x1F567, 0x1F57A...0x1F57A, 0x1F595...0x1F596,
        0x1F5A4...0x1F5A4, 0x1F5FB...0x1F64F, 0x1F680...0x1F6C5, 0x1F6CC...0x1F6CC, 0x1F6D0...0x1F6D2,
        0x1F6D5...0x1F6DF, 0x1F6EB...0x1F6EC, 0x1F6F4...0x1F6FC, 0x1F7E0...0x1F7F0, 0x1F90C...0x1F93A,
        0x1F93C...0x1F945, 0x1F947...0x1F9FF, 0x1FA70...0x1FAF6, 0x20000...0x3134A,
    ]

    /// East Asian Ambiguous (▲ ▼ ● … ’ ·, box drawing, blocks, Greek, Cyrillic), marks excluded.
    static let ambiguous: [ClosedRange<UInt32>] = [
        0x00A1...0x00A1, 0x00A4...0x00A4, 0x00A7...0x00A8, 0x00AA...0x00AA, 0x00AE...0x00AE,
        0x00B0...0x00B4, 0x00B6...0x00BA, 0x00BC...0x00BF, 0x00C6...0x00C6, 0x00D0...0x00D0,
        0x00D7...0x00D8, 0x00DE...0x00E1, 0x00E6...0x00E6, 0x00E8...0x00EA, 0x00EC...0x00ED,
        0x00F0...0x00F0, 0x00F2...0x00F3, 0x00F7...0x00FA, 0x00FC...0x00FC, 0x00FE...0x00FE,
        0x0101...0x0101, 0x0111...0x0111, 0x0113...0x0113, 0x011B...0x011B, 0x0126...0x0127,
        0x012B...0x012B, 0x0131...0x0133, 0x0138...0x0138, 0x013F...0x0142, 0x0144...0x0144,
        0x0148...0x014B, 0x014D...0x014D, 0x0152...0x0153, 0x0166...0x0167, 0x016B...0x016B,
        0x01CE...0x01CE, 0x01D0...0x01D0, 0x01D2...0x01D2, 0x01D4...0x01D4, 0x01D6...0x01D6,
        0x01D8...0x01D8, 0x01DA...0x01DA, 0x01DC...0x01DC, 0x0251...0x0251, 0x0261...0x0261,
        0x02C4...0x02C4, 0x02C7...0x02C7, 0x02C9...0x02CB, 0x02CD...0x02CD, 0x02D0...0x02D0,
        0x02D8...0x02DB, 0x02DD...0x02DD, 0x02DF...0x02DF, 0x0391...0x03A9, 0x03B1...0x03C1,
        0x03C3...0x03C9, 0x0401...0x0401, 0x0410...0x044F, 0x0451...0x0451, 0x2010...0x2010,
        0x2013...0x2016, 0x2018...0x2019, 0x201C...0x201D, 0x2020...0x2022, 0x2024...0x2027,
        0x2030...0x2030, 0x2032...0x2033, 0x2035...0x2035, 0x203B...0x203B, 0x203E...0x203E,
        0x2074...0x2074, 0x207F...0x207F, 0x2081...0x2084, 0x20AC...0x20AC, 0x2103...0x2103,
        0x2105...0x2105, 0x2109...0x2109, 0x2113...0x2113, 0x2116...0x2116, 0x2121...0x2122,
        0x2126...0x2126, 0x212B...0x212B, 0x2153...0x2154, 0x215B...0x215E, 0x2160...0x216B,
        0x2170...0x2179, 0x2189...0x2189, 0x2190...0x2199, 0x21B8...0x21B9, 0x21D2...0x21D2,
        0x21D4...0x21D4, 0x21E7...0x21E7, 0x2200...0x2200, 0x2202...0x2203, 0x2207...0x2208,
        0x220B...0x220B, 0x220F...0x220F, 0x2211...0x2211, 0x2215...0x2215, 0x221A...0x221A,
        0x221D...0x2220, 0x2223...0x2223, 0x2225...0x2225, 0x2227...0x222C, 0x222E...0x222E,
        0x2234...0x2237, 0x223C...0x223D, 0x2248...0x2248, 0x224C...0x224C, 0x2252...0x2252,
        0x2260...0x2261, 0x2264...0x2267, 0x226A...0x226B, 0x226E...0x226F, 0x2282...0x2283,
        0x2286...0x2287, 0x2295...0x2295, 0x2299...0x2299, 0x22A5...0x22A5, 0x22BF...0x22BF,
        0x2312...0x2312, 0x2460...0x24E9, 0x24EB...0x25A1, 0x25A3...0x25A9, 0x25B2...0x25B3,
        0x25B6...0x25B7, 0x25BC...0x25BD, 0x25C0...0x25C1, 0x25C6...0x25C8, 0x25CB...0x25CB,
        0x25CE...0x25D1, 0x25E2...0x25E5, 0x25EF...0x25EF, 0x2605...0x2606, 0x2609...0x2609,
        0x260E...0x260F, 0x261C...0x261C, 0x261E...0x261E, 0x2640...0x2640, 0x2642...0x2642,
        0x2660...0x2661, 0x2663...0x2665, 0x2667...0x266A, 0x266C...0x266D, 0x266F...0x266F,
        0x269E...0x269F, 0x26BF...0x26BF, 0x26C6...0x26CD, 0x26CF...0x26D3, 0x26D5...0x26E1,
        0x26E3...0x26E3, 0x26E8...0x26E9, 0x26EB...0x26F1, 0x26F4...0x26F4, 0x26F6...0x26F9,
        0x26FB...0x26FC, 0x26FE...0x26FF, 0x273D...0x273D, 0x2776...0x277F, 0x2B56...0x2B59,
        0x3248...0x324F, 0xFFFD...0xFFFD, 0x1F100...0x1F10A, 0x1F110...0x1F12D, 0x1F130...0x1F169,
        0x1F170...0x1F18D, 0x1F18F...0x1F190, 0x1F19B...0x1F1AC,
    ]

    /// Whether `value` lies in one of the sorted, disjoint `ranges`.
    static func contains(_ value: UInt32, in ranges: [ClosedRange<UInt32>]) -> Bool {
        var low = 0
        var high = ranges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = ranges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}
