import BoxOfficeREPL
import Testing

@testable import BoxOfficeREPL

@Suite("TextWrapping")
struct TextWrappingTests {
    let width = DisplayWidth()

    @Test("breaks at spaces, never wider than asked, Hangul counted as two columns")
    func breaksAtSpaces() {
        let lines = TextWrapping.wrap(
            "2위, 12계단 상승, 슈퍼 마리오 브라더스, 오늘 89,690명, 누적 112,856명", columns: 20, maxLines: .max,
            width: width)
        #expect(lines == ["2위, 12계단 상승,", "슈퍼 마리오", "브라더스, 오늘", "89,690명, 누적", "112,856명"])
        for line in lines { #expect(width.width(of: line) <= 20) }
    }

    @Test("a word wider than the line is split; the last allowed line is cut with …")
    func splitsAndCuts() {
        #expect(
            TextWrapping.wrap("abcdefghij", columns: 4, maxLines: .max, width: width) == [
                "abcd", "efgh", "ij",
            ])
        #expect(
            TextWrapping.wrap("one two three four", columns: 8, maxLines: 2, width: width) == [
                "one two", "three f…",
            ])
        #expect(TextWrapping.wrap("short", columns: 8, maxLines: 2, width: width) == ["short"])
    }
}

/// Messages are broken at spaces by display width; a word wider than a line stays whole.
struct MessageWrappingTests {
    @Test func aMessageThatFitsIsUnchanged() {
        #expect(MessageWrapping.wrap("짧은 말입니다.", columns: 80) == "짧은 말입니다.")
        #expect(MessageWrapping.wrap("a  b", columns: 4) == "a  b")
        #expect(MessageWrapping.wrap("anything at all", columns: 0) == "anything at all")
    }

    @Test func hangulIsTwoColumnsWide() {
        // 있는 날: 2022-01-05, 2022-12-14 — at 20 columns `있는 날:` is 7 wide.
        let text = "있는 날: 2022-01-05, 2022-12-14, 2023-04-23"
        #expect(MessageWrapping.wrap(text, columns: 20) == "있는 날: 2022-01-05,\n2022-12-14,\n2023-04-23")
        #expect(MessageWrapping.wrap("가나다 라마", columns: 6) == "가나다\n라마")
    }

    @Test func aWordLongerThanALineIsLeftWhole() {
        #expect(
            MessageWrapping.wrap("see https://example.com/a/long/path now", columns: 10)
                == "see\nhttps://example.com/a/long/path\nnow")
    }

    @Test func theMessagesOwnLineBreaksAreKept() {
        #expect(MessageWrapping.wrap("one two\nthree four", columns: 7) == "one two\nthree\nfour")
    }

    @Test func wideAmbiguousCharactersCountTwo() {
        let wide = DisplayWidth(ambiguousIsWide: true)
        #expect(MessageWrapping.wrap("※※ ※※", columns: 5, width: wide) == "※※\n※※")
        #expect(MessageWrapping.wrap("※※ ※※", columns: 5) == "※※ ※※")
    }
}
