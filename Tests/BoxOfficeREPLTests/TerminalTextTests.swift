import BoxOfficePresentation
import BoxOfficeREPL
import BoxOfficeTestSupport
import Testing

@Suite("TerminalText")
struct TerminalTextTests {
    @Test("Colour and cursor sequences are removed whole")
    func csiRemoved() {
        #expect(TerminalText.sanitize("\u{1B}[31m빨강\u{1B}[0m") == "빨강")
        #expect(TerminalText.sanitize("a\u{1B}[2J\u{1B}[Hb") == "ab")
        #expect(TerminalText.sanitize("x\u{1B}[?25ly") == "xy")
    }

    @Test("Title and hyperlink strings are removed up to their terminator")
    func oscRemoved() {
        #expect(TerminalText.sanitize("\u{1B}]0;pwned\u{07}영화") == "영화")
        #expect(TerminalText.sanitize("\u{1B}]8;;http://x\u{1B}\\link\u{1B}]8;;\u{1B}\\") == "link")
    }

    @Test("Short escape sequences and a lone ESC are removed")
    func shortEscapes() {
        #expect(TerminalText.sanitize("a\u{1B}7b\u{1B}(Bc\u{1B}") == "abc")
    }

    @Test("C1 controls, including the 8-bit CSI, are removed")
    func c1Removed() {
        #expect(TerminalText.sanitize("a\u{9B}31mb\u{90}payload\u{9C}c\u{85}d") == "abc d")
    }

    @Test("C0 controls and DEL are removed")
    func c0Removed() {
        #expect(TerminalText.sanitize("a\u{0}b\u{7}c\u{8}d\u{7F}e") == "abcde")
    }

    @Test("Bidi overrides and isolates are removed")
    func bidiRemoved() {
        #expect(TerminalText.sanitize("abc\u{202E}fed\u{202C}") == "abcfed")
        #expect(TerminalText.sanitize("\u{2066}x\u{2069}\u{202A}y") == "xy")
    }

    @Test("Tabs and line breaks become one space")
    func breaksBecomeSpace() {
        #expect(TerminalText.sanitize("기생충\t(2019)") == "기생충 (2019)")
        #expect(TerminalText.sanitize("one\r\ntwo\n\nthree") == "one two three")
    }

    @Test("Hangul, emoji and typographic punctuation are kept")
    func keepsText() {
        let text = "범죄도시4 — ‘마석도’의 귀환 👊🏻 👩 e\u{301}"
        #expect(TerminalText.sanitize(text) == text)
    }

    @Test(
        "A character to remove is found wherever it is, the first or the last of the text",
        arguments: ["\u{1B}", "\u{9B}", "\u{7F}", "\t", "\u{2028}", "\u{202E}", "\u{FEFF}"])
    func oneCharacterToRemoveAtEitherEnd(character: String) {
        let kept = character == "\t" || character == "\u{2028}" ? " " : ""
        #expect(TerminalText.sanitize(character + "경관의 피") == kept + "경관의 피")
        #expect(TerminalText.sanitize("경관의 피" + character) == "경관의 피" + kept)
        #expect(TerminalText.sanitize(character) == kept)
    }

    @Test(
        "Zero-width characters are removed, a joined emoji falling apart into its pieces",
        arguments: ["\u{200B}", "\u{200C}", "\u{200D}", "\u{2060}", "\u{FEFF}"])
    func zeroWidthRemoved(character: String) {
        #expect(TerminalText.sanitize("\(character)경관\(character)의 피\(character)") == "경관의 피")
        #expect(TerminalText.sanitize("👩\(character)👧") == "👩👧")
    }

    @Test("what the user typed, quoted in a message, has nothing left for sanitising to remove")
    func quotedTypedTextSurvivesSanitising() {
        for input in HostileText.cases(seed: 0x7E47, count: 300) {
            let quoted = UserText.excerpt(input, limit: .max)
            #expect(TerminalText.sanitize(quoted) == quoted, "\(TerminalSafety.visible(input))")
        }
    }
}
