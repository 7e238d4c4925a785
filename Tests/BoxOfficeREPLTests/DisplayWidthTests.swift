import BoxOfficeREPL
import Testing

@Suite("DisplayWidth")
struct DisplayWidthTests {
    let narrow = DisplayWidth()
    let wide = DisplayWidth(ambiguousIsWide: true)

    @Test("ASCII takes one column per character")
    func ascii() {
        #expect(narrow.width(of: "Parasite 2019") == 13)
    }

    @Test("Hangul syllables take two columns each")
    func hangul() {
        #expect(narrow.width(of: "기생충") == 6)
        #expect(narrow.width(of: "서울의 봄") == 9)
    }

    @Test("Conjoining Hangul jamo form one two-column syllable")
    func conjoiningJamo() {
        #expect(narrow.width(of: "\u{1100}\u{1161}\u{11A8}") == 2)  // 각, decomposed
    }

    @Test("CJK ideographs and fullwidth forms take two columns")
    func cjkAndFullwidth() {
        #expect(narrow.width(of: "映画") == 4)
        #expect(narrow.width(of: "ＡＢ") == 4)
    }

    @Test("Emoji take two columns, sequences included")
    func emoji() {
        #expect(narrow.width(of: "🎬") == 2)
        #expect(narrow.width(of: "👍🏽") == 2)
        #expect(narrow.width(of: "👩‍👩‍👧") == 2)
        #expect(narrow.width(of: "🇰🇷") == 2)
        #expect(narrow.width(of: "❤️") == 2)
    }

    @Test("Combining marks and joiners take no room")
    func combining() {
        #expect(narrow.width(of: "e\u{301}") == 1)
        #expect(narrow.width(of: "a\u{200B}b") == 2)
        #expect(narrow.width(of: "\u{200D}") == 0)
    }

    @Test("Escape sequences are not counted")
    func escapesStripped() {
        #expect(narrow.width(of: "\u{1B}[1;31m▲\u{1B}[0m 3") == 3)
        #expect(narrow.width(of: "\u{1B}]0;title\u{07}한") == 2)
    }

    @Test("Ambiguous characters take one column by default, two when set wide")
    func ambiguous() {
        let text = "▲▼●─█…’"
        #expect(narrow.width(of: text) == 7)
        #expect(wide.width(of: text) == 14)
    }

    @Test("Text that fits is not truncated")
    func truncateFits() {
        #expect(narrow.truncate("기생충", toWidth: 6) == "기생충")
    }

    @Test("Truncated text ends with an ellipsis and fits the width")
    func truncateCuts() {
        #expect(narrow.truncate("Parasite", toWidth: 5) == "Para…")
        #expect(narrow.truncate("서울의 봄", toWidth: 6) == "서울…")
    }

    @Test("A wide character that does not fit is dropped whole")
    func truncateNeverSplitsWide() {
        #expect(narrow.truncate("기생충", toWidth: 4) == "기…")
        #expect(narrow.truncate("e\u{301}e\u{301}e\u{301}", toWidth: 2) == "e\u{301}…")
    }

    @Test("The ellipsis is two columns when ambiguous characters are wide")
    func truncateWideEllipsis() {
        #expect(wide.truncate("Parasite", toWidth: 5) == "Par…")
        #expect(wide.truncate("Parasite", toWidth: 1) == "P")
    }

    @Test("Truncation never exceeds the width", arguments: 0...12)
    func truncateBound(width: Int) {
        let samples = ["기생충 (Parasite)", "👩‍👩‍👧 가족 ▲3", "abcdefghijklmnop", "▲▼●─"]
        for sample in samples {
            #expect(narrow.width(of: narrow.truncate(sample, toWidth: width)) <= width)
            #expect(wide.width(of: wide.truncate(sample, toWidth: width)) <= width)
        }
    }

    @Test("Colours before the cut are kept and reset after it")
    func truncateKeepsColours() {
        let cut = narrow.truncate("\u{1B}[31m기생충\u{1B}[0m", toWidth: 4)
        #expect(cut == "\u{1B}[31m기…\u{1B}[0m")
    }

    @Test("Padding counts display columns")
    func padding() {
        #expect(narrow.padRight("기생충", toWidth: 8) == "기생충  ")
        #expect(narrow.padLeft("1,234", toWidth: 8) == "   1,234")
        #expect(narrow.padRight("\u{1B}[31m한\u{1B}[0m", toWidth: 3) == "\u{1B}[31m한\u{1B}[0m ")
    }

    @Test("Padding never cuts")
    func paddingNeverCuts() {
        #expect(narrow.padRight("Parasite", toWidth: 3) == "Parasite")
        #expect(narrow.padLeft("12345", toWidth: 2) == "12345")
    }
}
