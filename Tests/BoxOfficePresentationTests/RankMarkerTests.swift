import BoxOfficeDomain
import BoxOfficePresentation
import Testing

@Suite("RankMarker")
struct RankMarkerTests {
    @Test("shows the app's markers")
    func markers() {
        #expect(RankMarker(.up(3), words: KoreanWords()).text == "▲3")
        #expect(RankMarker(.up(3), words: KoreanWords()).kind == .up)
        #expect(RankMarker(.down(12), words: KoreanWords()).text == "▼12")
        #expect(RankMarker(.down(12), words: KoreanWords()).kind == .down)
        #expect(RankMarker(.steady, words: KoreanWords()).text == "-")
        #expect(RankMarker(.new, words: KoreanWords()).text == "신작")
        #expect(RankMarker(.new, words: KoreanWords()).kind == .new)
    }
}
