import BoxOfficeDomain
import BoxOfficePresentation
import Testing

@Suite("RankMarker")
struct RankMarkerTests {
    @Test("shows the app's markers")
    func markers() {
        #expect(RankMarker(.up(3)).text == "▲3")
        #expect(RankMarker(.up(3)).kind == .up)
        #expect(RankMarker(.down(12)).text == "▼12")
        #expect(RankMarker(.down(12)).kind == .down)
        #expect(RankMarker(.steady).text == "-")
        #expect(RankMarker(.new).text == "신작")
        #expect(RankMarker(.new).kind == .new)
    }
}
