import BoxOfficePresentation
import Testing

/// What the user typed, quoted in a message: every character that cannot be seen written out
/// (the zero-width joiners too, which the terminal's sanitising removes), letters and emoji kept,
/// cut short without cutting a written-out character.
struct UserTextTests {
    @Test(arguments: [
        ("date\u{0}", "date\\u{0}"), ("\u{1B}[2J", "\\u{1B}[2J"), ("2022\u{7}01", "2022\\u{7}01"),
        ("a\tb\r\n", "a\\u{9}b\\u{D}\\u{A}"), ("\u{9B}31m", "\\u{9B}31m"), ("x\u{7F}", "x\\u{7F}"),
        ("abc\u{202E}fed", "abc\\u{202E}fed"), ("\u{2066}x\u{2069}", "\\u{2066}x\\u{2069}"),
        ("da\u{200B}te", "da\\u{200B}te"), ("\u{FEFF}date", "\\u{FEFF}date"), ("a\u{2028}b", "a\\u{2028}b"),
        ("a\u{200C}b", "a\\u{200C}b"), ("a\u{200D}b", "a\\u{200D}b"), ("a\u{2060}b", "a\\u{2060}b"),
    ])
    func anInvisibleCharacterIsWrittenOut(typed: String, shown: String) {
        #expect(UserText.excerpt(typed) == shown)
    }

    @Test func lettersAndEmojiAreKept() {
        let text = "경관의 피 — ‘마석도’ 👊🏻 👩 e\u{301} क्ष"
        #expect(UserText.excerpt(text, limit: 100) == text)
    }

    @Test func aLongTextIsCutWithoutCuttingAWrittenOutCharacter() {
        let forty = String(repeating: "가", count: 40)
        #expect(UserText.excerpt(forty + "가") == forty + "…")
        #expect(UserText.excerpt(forty) == forty)
        #expect(UserText.excerpt("abcd\u{1B}[2J", limit: 8) == "abcd…")
        #expect(UserText.excerpt("abc\u{1B}[2J", limit: 9) == "abc\\u{1B}…")
    }
}
