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

    var content: BoxOfficeListViewData {
        BoxOfficeListViewData(
            boxOffice: .stub(
                entries: titles.enumerated().map { index, title in
                    .stub(
                        rank: index + 1, title: title, rankChange: [.new, .down(1), .up(12), .steady][index])
                }), words: KoreanWords())
    }

    @Test(
        "no line is wider than the terminal, and the audience lines end in one column",
        arguments: [40, 60, 80, 120, 200])
    func fitsAndAligns(columns: Int) {
        let renderer = BoxOfficeListRenderer(
            width: width, style: TerminalStyle(colorEnabled: false))
        let lines = renderer.render(content, columns: columns)
        for line in lines { #expect(width.width(of: line) <= columns, "\(line)") }
        let audienceLines = lines.filter { $0.contains("오늘") }
        #expect(audienceLines.count == titles.count)
        let ends = Set(audienceLines.map { width.width(of: $0) })
        #expect(ends.count == 1, "audience lines end at \(ends)")
    }

    @Test(
        "the figures of `오늘 X / 총 Y` line up from row to row: 오늘, the slash and 총 in one column each",
        arguments: [40, 80, 200])
    func figuresLineUp(columns: Int) {
        let figures = [(64_050, 69_228), (748, 6_252_827), (9, 12), (1_213, 2_984)]
        let day = BoxOfficeListViewData(
            boxOffice: .stub(
                entries: figures.enumerated().map { index, pair in
                    .stub(rank: index + 1, audience: pair.0, audienceTotal: pair.1)
                }), words: KoreanWords())
        let renderer = BoxOfficeListRenderer(
            width: width, style: TerminalStyle(colorEnabled: false))
        let rows = renderer.render(day, columns: columns).filter { $0.contains("오늘") }
        #expect(rows.count == figures.count)
        for marker in ["오늘", " / ", "총"] {
            let starts = Set(
                rows.compactMap { row in
                    row.range(of: marker).map { width.width(of: String(row[..<$0.lowerBound])) }
                })
            #expect(starts.count == 1, "'\(marker)' starts at columns \(starts): \(rows)")
        }
        #expect(rows[2].contains("오늘      9 / 총        12"), "\(rows[2])")
    }

    @Test("on a terminal too narrow for the audience line under the title, it is indented less, not cut")
    func narrowKeepsFigures() {
        let renderer = BoxOfficeListRenderer(
            width: width, style: TerminalStyle(colorEnabled: false))
        let day = BoxOfficeListViewData(
            boxOffice: .stub(entries: [.stub(rank: 1, audience: 64_050, audienceTotal: 6_252_827)]),
            words: KoreanWords())
        for columns in [20, 22, 25, 28, 30, 34] {
            let lines = renderer.render(day, columns: columns)
            let text = lines.joined(separator: "\n")
            #expect(text.contains("오늘 64,050") && text.contains("총 6,252,827"), "\(columns): \(lines)")
            let headingLines = renderer.heading(day, columns: columns).count
            #expect(
                !lines.dropFirst(headingLines).joined().contains("…"), "only the heading may be cut: \(lines)"
            )
            for line in lines { #expect(width.width(of: line) <= columns, "\(line)") }
        }
    }

    @Test("a long title is cut with …")
    func truncates() {
        let renderer = BoxOfficeListRenderer(
            width: width, style: TerminalStyle(colorEnabled: false))
        let lines = renderer.render(content, columns: 80)
        #expect(lines.contains { $0.contains("…") })
        #expect(!lines.contains { $0.contains("Forty Columns") })
    }

    @Test("markers: ▲ in red, ▼ in blue, 신작 and - plain colours")
    func colours() {
        let renderer = BoxOfficeListRenderer(
            width: width, style: TerminalStyle(colorEnabled: true))
        let lines = renderer.render(content, columns: 100)
        #expect(lines[2].contains("\u{1B}[34m▼1"))
        #expect(lines[3].contains("\u{1B}[31m▲12"))
        #expect(lines[1].contains("신작"))
        #expect(lines[4].contains(" -  "))
        for line in lines { #expect(width.width(of: line) <= 100) }
    }

    @Test("an empty day says so")
    func emptyDay() {
        let renderer = BoxOfficeListRenderer(
            width: width, style: TerminalStyle(colorEnabled: false))
        let lines = renderer.render(
            BoxOfficeListViewData(boxOffice: .stub(entries: []), words: KoreanWords()), columns: 80)
        #expect(lines.count == 2)
        #expect(lines[1] == KoreanWords().noFigures)
    }
}
