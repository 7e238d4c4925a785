// The icon layout at the narrowest widths: a figure goes to a line of its own, never cut.

import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeREPL
import BoxOfficeTestSupport
import Testing

@MainActor
@Suite("Cards at the narrowest widths")
struct NarrowCardTests {
    nonisolated static let day = BoxOfficeChart.stub(entries: [
        .stub(rank: 1, title: "경관의 피", audience: 1_234_567, audienceTotal: 99_999_999),
        .stub(rank: 2, title: "램", rankChange: .down(3), audience: 291, audienceTotal: 12_197),
        .stub(rank: 10, title: "스파이더맨: 노 웨이 홈", audience: 50_399, audienceTotal: 6_252_827),
    ])

    @Test(
        "every figure is shown whole and no line is wider than the cards allow, at and past the edge widths",
        arguments: [10, 19, 20, 21, 37, 38, 39], [AmbiguousWidth.narrow, .wide])
    func figuresAreNeverCut(columns: Int, ambiguous: AmbiguousWidth) {
        for words in [KoreanWords(), EnglishWords()] as [any Words] {
            let display = ReplDisplay(
                settings: DisplaySettings(
                    preferences: UserPreferences(choosing: ListLayout.icon, ambiguous), words: words),
                colorEnabled: false)
            let lines = display.render(
                BoxOfficeListViewData(boxOffice: Self.day, words: words), columns: columns)
            let width = DisplayWidth(ambiguousIsWide: ambiguous == .wide)
            for line in lines {
                #expect(width.width(of: line) <= max(columns, 20), "\(columns): \(line)")
            }
            let text = lines.joined(separator: "\n")
            for entry in Self.day.entries {
                for figure in [entry.audience, entry.audienceTotal].map(NumberFormatting.grouped) {
                    #expect(text.contains(figure), "\(columns) \(ambiguous): \(figure) cut in\n\(text)")
                }
            }
            #expect(!lines.contains { $0.contains("…") && $0.contains(",") }, "\(text)")
        }
    }
}
