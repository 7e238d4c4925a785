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

    func cards(of day: BoxOfficeChart, columns: Int) -> [String] {
        let words = EnglishWords()
        let display = ReplDisplay(
            settings: DisplaySettings(preferences: UserPreferences(choosing: ListLayout.icon), words: words),
            colorEnabled: false)
        return display.render(BoxOfficeListViewData(boxOffice: day, words: words), columns: columns)
    }

    @Test("`today X / total Y` exactly as wide as a card's inside stays on one line; one wider is split")
    func aFigureLineExactlyAsWideAsTheCardStaysWhole() {
        // 38 columns: one card, 34 columns inside its borders and their spaces.
        let exact = cards(
            of: .stub(entries: [.stub(audience: 1_234_567, audienceTotal: 99_999_999)]), columns: 38)
        #expect(exact.contains { $0.contains("today 1,234,567 / total 99,999,999") }, "\(exact)")
        let wider = cards(
            of: .stub(entries: [.stub(audience: 1_234_567, audienceTotal: 100_000_000)]), columns: 38)
        #expect(!wider.contains { $0.contains("today 1,234,567 / total") }, "\(wider)")
        #expect(wider.contains { $0.contains("total 100,000,000") }, "\(wider)")
    }

    @Test("a card whose figures take two lines makes every card of its row as tall, its last lines kept")
    func theCardsOfARowAreAsTallAsTheTallest() {
        let day = BoxOfficeChart.stub(entries: [
            .stub(rank: 1, title: "램", audience: 291, audienceTotal: 12_197),
            .stub(rank: 2, title: "경관의 피", audience: 1_234_567, audienceTotal: 100_000_000),
        ])
        let lines = cards(of: day, columns: 80)
        let text = lines.joined(separator: "\n")
        #expect(!text.contains("today 1,234,567 / total"), "the second card's figures are split\n\(text)")
        #expect(text.contains("total 100,000,000"), "\(text)")
        let firstCard = lines.filter { $0.contains("today 291 / total 12,197") }
        #expect(firstCard.count == 1, "\(text)")
        // Both cards end on the same line: the last is the two cards' bottom borders, the same twice.
        let last = lines.last ?? ""
        let border = String(last.prefix(BoxOfficeCardGridRenderer.cardWidth))
        #expect(last == border + "  " + border, "\(text)")
    }
}
