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
