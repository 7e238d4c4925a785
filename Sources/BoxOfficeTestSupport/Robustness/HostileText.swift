/// Text meant to break things: hand-picked nasty cases and seeded random strings built from
/// pieces a user, a file or a server might send (control characters, escape sequences,
/// combining marks, bidi marks, emoji, Hangul jamo, full-width digits, huge numbers…).
public enum HostileText {
    /// Inputs worth trying on anything that reads text, each for a reason.
    public static let nastyCases: [String] = [
        "", " ", "   ", "\t", "\n", "\r\n", "\u{3000}", "\u{00A0}",
        "\u{0}", "date\u{0}20220105", "\u{7}", "\u{8}\u{8}\u{8}", "\u{7F}",
        "\u{1B}", "\u{1B}[", "\u{1B}[31mred\u{1B}[0m", "\u{1B}[2J\u{1B}[H", "\u{1B}]0;title\u{7}",
        "\u{1B}]8;;https://example.com\u{1B}\\link\u{1B}]8;;\u{1B}\\", "\u{1B}P+q\u{1B}\\", "\u{1B}(0lqk",
        "\u{9B}31m", "\u{9D}0;x\u{9C}", "\u{85}", "\u{2028}", "\u{2029}",
        "e\u{301}\u{301}\u{301}", "\u{301}", "\u{20DD}", "a\u{200D}b", "\u{FEFF}date", "\u{00AD}",
        "\u{202E}etad", "\u{2067}date\u{2069}", "\u{200F}date", "\u{061C}",
        "👍", "👨‍👩‍👧", "🇰🇷", "🇰", "❤️", "☺︎", "기생충", "\u{1100}\u{1161}\u{11A8}", "\u{1100}\u{1100}\u{1100}",
        "\u{1161}", "ㄱ", "２０２２０１０５", "２０２２-０１-０５", "１/５", "-０",
        "-0", "-", "--1", "-00000", "-99999", "-999999", "+3", "1/32", "2/29", "2/30", "13/1", "0/0", "1/",
        "/",
        "20230229", "20240229", "2023-02-29", "00000000", "99999999", "20221305", "2022-1-05",
        "9999999999999999999", "-9223372036854775808", "-9223372036854775809", "18446744073709551616",
        "1e309", "NaN", "-inf", "0x10", "٢٠٢٢٠١٠٥", "२०२२",
        "date 2022 01 05", "date -9999999999999999999", "date 1/32", "mode ICON", "mode\tIcon",
        "format 🎬", "detail", "detail 0", "detail -1", "detail 9999999999999999999", "source",
        "help help help",
        "dtae", "D", "ｄａｔｅ", "\u{1B}[31mdate\u{1B}[0m", "date\u{1B}[31m", "quit\u{0}",
        String(repeating: "a", count: 10_000), String(repeating: "가", count: 5_000),
        String(repeating: "\u{301}", count: 2_000), String(repeating: "\u{1B}[", count: 1_000),
        String(repeating: "date ", count: 2_000), String(repeating: "9", count: 400),
    ]

    public static let pieces: [String] = [
        "", " ", "  ", "\t", "\n", "\r", "\r\n", "\u{0}", "\u{7}", "\u{8}", "\u{1B}", "\u{7F}",
        "\u{1B}[31m", "\u{1B}[0m", "\u{1B}[2J", "\u{1B}[?25l", "\u{1B}[", "\u{1B}[1;", "\u{1B}]0;x\u{7}",
        "\u{1B}]8;;http://x\u{1B}\\", "\u{1B}]", "\u{1B}P", "\u{1B}\\", "\u{1B}(B", "\u{1B}7", "\u{1B}#8",
        "\u{9B}", "\u{9B}1m", "\u{90}", "\u{9C}", "\u{9D}", "\u{85}", "\u{2028}", "\u{2029}",
        "\u{202A}", "\u{202E}", "\u{2066}", "\u{2069}", "\u{200E}", "\u{200F}", "\u{061C}",
        "\u{200B}", "\u{200D}", "\u{FEFF}", "\u{00AD}", "\u{301}", "\u{20DD}", "\u{0600}",
        "\u{FE0F}", "\u{FE0E}", "e\u{301}", "한", "글", "기생충", "스파이더맨: 노 웨이 홈", "\u{1100}", "\u{1161}",
        "\u{11A8}", "\u{1100}\u{1161}\u{11A8}", "ㄱ", "１", "２", "０", "ｄ", "👍", "👨‍👩‍👧", "🇰", "🇷", "❤️",
        "☺︎", "▲", "▼", "…", "·", "─", "𝕏", "\u{E000}", "\u{10FFFF}", "\u{FFFD}", "中", "ｶ",
        "date", "prev", "mode", "icon", "format", "width", "symbols", "source", "detail", "help", "quit",
        "calendar", "2022", "01", "05", "20220105", "2022-01-05", "1/5", "/", "-", "-3", "-0", "1/32", "2/29",
        "9999999999999999999", "-9223372036854775808", "0", "99", "yesterday", "어제", "오늘",
        "#", "\"", "'", "\\", "~", "~/", "%n", "{", "}", "[", "]", ",", ":", ".", "a", "Z",
    ]

    /// A random string of up to `maxPieces` ``pieces``, sometimes separated by spaces, and
    /// now and then a run of arbitrary Unicode scalars.
    public static func random(using generator: inout SeededGenerator, maxPieces: Int = 10) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 0...maxPieces, using: &generator) {
            if generator.oneIn(8) {
                text += arbitraryScalars(count: Int.random(in: 1...6, using: &generator), using: &generator)
            } else {
                text += pieces.randomElement(using: &generator) ?? ""
            }
            if generator.oneIn(3) { text += " " }
        }
        return text
    }

    /// `count` scalars from anywhere in Unicode, control characters and unassigned ones
    /// included (surrogates cannot be scalars).
    public static func arbitraryScalars(count: Int, using generator: inout SeededGenerator) -> String {
        var scalars = String.UnicodeScalarView()
        while scalars.count < count {
            let value: UInt32 =
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: UInt32.random(in: 0...0xFF, using: &generator)
                case 1: UInt32.random(in: 0x100...0x3000, using: &generator)
                case 2: UInt32.random(in: 0x3000...0xFFFF, using: &generator)
                default: UInt32.random(in: 0x1_0000...0x10_FFFF, using: &generator)
                }
            if let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
        }
        return String(scalars)
    }

    /// The nasty cases followed by `count` random strings from `seed`: the inputs of one
    /// property test.
    public static func cases(seed: UInt64, count: Int, maxPieces: Int = 10) -> [String] {
        var generator = SeededGenerator(seed: seed)
        return nastyCases + (0..<count).map { _ in random(using: &generator, maxPieces: maxPieces) }
    }
}
