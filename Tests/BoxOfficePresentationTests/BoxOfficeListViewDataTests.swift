import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeTestSupport
import Testing

@Suite("Box-office rows and content")
struct BoxOfficeRowViewDataTests {
    @Test("the audience line reads 오늘 X / 총 Y with thousands separators")
    func audienceLine() {
        let row = BoxOfficeRowViewData(entry: SampleEntries.spiderMan, words: KoreanWords())
        #expect(row.audienceLine == "오늘 50,399 / 총 6,252,827")
        #expect(row.marker.text == "▼1")
        #expect(row.rank == 2)
    }

    @Test(
        "rows carry their figures worded and, aligned, right-aligned to the chart's widest: the view words nothing"
    )
    func alignedFigures() {
        let chart = BoxOfficeChart.stub(entries: [
            .stub(rank: 1, audience: 64_050, audienceTotal: 69_228),
            .stub(rank: 2, audience: 5_399, audienceTotal: 6_252_827),
        ])
        let rows = BoxOfficeListViewData(boxOffice: chart, words: KoreanWords()).rows
        #expect(rows.map(\.alignedAudienceLine) == ["오늘 64,050 / 총    69,228", "오늘  5,399 / 총 6,252,827"])
        #expect(rows.map(\.audienceLine) == ["오늘 64,050 / 총 69,228", "오늘 5,399 / 총 6,252,827"])
        #expect(rows.map(\.periodFigure) == ["오늘 64,050", "오늘 5,399"])
        #expect(rows.map(\.totalFigure) == ["총 69,228", "총 6,252,827"])
    }

    @Test("the heading carries the Korean weekday")
    func heading() {
        let content = BoxOfficeListViewData(boxOffice: SampleEntries.day, words: KoreanWords())
        #expect(content.heading == "2022-01-05 (수)")
        #expect(content.rows.map(\.rank) == [1, 2, 3])
    }
}

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

    @Test("its meaning in words, one sentence for the screen reader's row and the web's hidden text")
    func meanings() {
        let changes: [RankChange] = [.up(3), .down(12), .steady, .new]
        #expect(
            changes.map { RankMarker($0, words: KoreanWords()).meaning } == [
                "3계단 상승", "12계단 하락", "변동 없음", "신작",
            ])
        #expect(
            changes.map { RankMarker($0, words: EnglishWords()).meaning } == [
                "up 3", "down 12", "no change", "new",
            ])
    }
}

@Suite("The screen reader's sentences")
struct BoxOfficeSentencesTests {
    let day = BoxOfficeChart.stub(
        source: .demo,
        entries: [
            .stub(rank: 1, rankChange: .new), .stub(rank: 2, title: "스파이더맨: 노 웨이 홈", rankChange: .down(1)),
            .stub(rank: 3, title: "특송", rankChange: .up(6)), .stub(rank: 4, title: "램", rankChange: .steady),
        ])

    @Test("each movie reads as one Korean sentence")
    func korean() {
        let lines = BoxOfficeListViewData(boxOffice: day, words: KoreanWords()).sentences
        #expect(lines[0] == "2022-01-05 (수) 일별 박스오피스, demo 자료.")
        #expect(lines[1] == "1위, 신작, 경관의 피, 오늘 64,050명, 누적 69,228명")
        #expect(lines[2] == "2위, 1계단 하락, 스파이더맨: 노 웨이 홈, 오늘 64,050명, 누적 69,228명")
        #expect(lines[3].hasPrefix("3위, 6계단 상승, 특송"))
        #expect(lines[4].hasPrefix("4위, 변동 없음, 램"))
    }

    @Test("and as English sentences with --lang en")
    func english() {
        let lines = BoxOfficeListViewData(boxOffice: day, words: EnglishWords()).sentences
        #expect(lines[0] == "Daily box office of 2022-01-05 (Wed), demo data.")
        #expect(lines[1] == "Rank 1, new, 경관의 피, 64,050 today, 69,228 in total")
        #expect(lines[2].hasPrefix("Rank 2, down 1,"))
        #expect(lines[3].hasPrefix("Rank 3, up 6,"))
    }

    @Test("no symbols: nothing but letters, digits and punctuation a screen reader says")
    func noSymbols() {
        let text = BoxOfficeListViewData(boxOffice: day, words: KoreanWords()).sentences.joined()
        #expect(!text.contains("▲") && !text.contains("▼") && !text.contains("/"))
    }
}
