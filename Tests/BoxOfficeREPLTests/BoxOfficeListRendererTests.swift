import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeREPL
import BoxOfficeTestSupport
import Testing

@Suite("BoxOfficeListRenderer")
struct BoxOfficeListRendererTests {
    let width = DisplayWidth()
    let titles = [
        "경관의 피", "스파이더맨: 노 웨이 홈", "A Very Long English Title That Will Never Fit In Forty Columns", "램",
    ]

    var content: BoxOfficeListContent {
        BoxOfficeListContent(
            boxOffice: .stub(
                entries: titles.enumerated().map { index, title in
                    .stub(
                        rank: index + 1, title: title, rankChange: [.new, .down(1), .up(12), .steady][index])
                }))
    }

    @Test(
        "no line is wider than the terminal, and the audience lines end in one column",
        arguments: [40, 60, 80, 120, 200])
    func fitsAndAligns(columns: Int) {
        let renderer = BoxOfficeListRenderer(width: width, style: TerminalStyle(colorEnabled: false))
        let lines = renderer.render(content, columns: columns)
        for line in lines { #expect(width.width(of: line) <= columns, "\(line)") }
        let audienceLines = lines.filter { $0.contains("오늘") }
        #expect(audienceLines.count == titles.count)
        let ends = Set(audienceLines.map { width.width(of: $0) })
        #expect(ends.count == 1, "audience lines end at \(ends)")
    }

    @Test("a long title is cut with …")
    func truncates() {
        let renderer = BoxOfficeListRenderer(width: width, style: TerminalStyle(colorEnabled: false))
        let lines = renderer.render(content, columns: 80)
        #expect(lines.contains { $0.contains("…") })
        #expect(!lines.contains { $0.contains("Forty Columns") })
    }

    @Test("markers: ▲ in red, ▼ in blue, 신작 and - plain colours")
    func colours() {
        let renderer = BoxOfficeListRenderer(width: width, style: TerminalStyle(colorEnabled: true))
        let lines = renderer.render(content, columns: 100)
        #expect(lines[2].contains("\u{1B}[34m▼1"))
        #expect(lines[3].contains("\u{1B}[31m▲12"))
        #expect(lines[1].contains("신작"))
        #expect(lines[4].contains(" -  "))
        for line in lines { #expect(width.width(of: line) <= 100) }
    }

    @Test("an empty day says so")
    func emptyDay() {
        let renderer = BoxOfficeListRenderer(width: width, style: TerminalStyle(colorEnabled: false))
        let lines = renderer.render(BoxOfficeListContent(boxOffice: .stub(entries: [])), columns: 80)
        #expect(lines.count == 2)
        #expect(lines[1] == Labels(.korean).noFigures)
    }
}
