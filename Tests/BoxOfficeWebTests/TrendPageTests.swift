import BoxOfficeDomain
import BoxOfficePresentation
import SnapshotTesting
import Testing

@testable import BoxOfficeWeb

@Suite("TrendPage and LinePlot: a film's run as a line")
struct TrendPageTests {
    private let korean = PageFrame(words: KoreanWords(), isDemo: false, demoDays: 0)
    private let english = PageFrame(words: EnglishWords(), isDemo: false, demoDays: 0)

    @Test("a run with a day out of the top ten and a day not stored, in Korean and English")
    func run() async throws {
        for (frame, name) in [(korean, "trend-ko"), (english, "trend-en")] {
            let trend = try await HistoryFixtures.trend(
                "20199882", in: HistoryFixtures.charts(HistoryFixtures.run), words: frame.words)
            let body = TrendPage(trend: trend).body(in: frame).markup
            assertSnapshot(of: body, as: .lines, named: name)
            // Days 1–3 a line, day 4 out of the top ten and day 5 not stored a gap, days 6–8 a line.
            #expect(body.components(separatedBy: "<polyline").count - 1 == 2, "\(name)")
            #expect(body.contains("href=\"/daily?day=2022-01-09\""), "\(name)")
            #expect(body.contains("href=\"/detail?movie=20199882\""), "\(name)")
            try WebOutput.expectInert(frame.document(TrendPage(trend: trend)))
        }
    }

    @Test("one day only: a dot in the middle, no line")
    func oneDay() async throws {
        let charts = HistoryFixtures.charts([
            [HistoryFixtures.Film(code: "20199882", title: "경관의 피", audience: 7)]
        ])
        let trend = try await HistoryFixtures.trend("20199882", in: charts, words: EnglishWords())
        let body = TrendPage(trend: trend).body(in: english).markup
        assertSnapshot(of: body, as: .lines, named: "trend-one-day-en")
        #expect(!body.contains("<polyline"))
        #expect(body.components(separatedBy: "<circle").count - 1 == 1)
    }

    @Test(
        "every day missing: the plot says it has nothing to draw (a stored run always has a day, so only a plot gets here)"
    )
    func nothingToDraw() {
        let plot = LinePlot(
            title: "t", description: "d", dayLabels: ["2022-01-05", "2022-01-06"],
            series: [LinePlot.Series(name: "t", values: [nil, nil])], emptyText: "No figures to draw"
        ).svg.markup
        assertSnapshot(of: plot, as: .lines, named: "plot-all-missing")
        #expect(plot.contains(">No figures to draw</text>"))
        #expect(!plot.contains("<polyline") && !plot.contains("<circle"))
    }

    @Test("a gap breaks the line; a lone day between gaps is a dot; a second series is dashed")
    func gapsAndSecondSeries() {
        let plot = LinePlot(
            title: "t", description: "d", dayLabels: (1...7).map(String.init),
            series: [
                LinePlot.Series(name: "one", values: [1, 2, nil, 4, nil, 6, 7]),
                LinePlot.Series(name: "two", values: [3, 3, 3, nil, nil, nil, nil]),
            ], emptyText: ""
        ).svg.markup
        #expect(plot.components(separatedBy: "<polyline").count - 1 == 3)
        #expect(plot.components(separatedBy: "<circle").count - 1 == 1)
        // The legend's sample and the line of the second series.
        #expect(plot.components(separatedBy: "stroke-dasharray=\"6 4\"").count - 1 == 2)
        #expect(plot.contains(">one</text>") && plot.contains(">two</text>"))
    }

    @Test("hostile titles are text: in the heading, the plot's title, the caption and the links' values only")
    func hostileTitles() async throws {
        for (index, title) in HistoryFixtures.hostileTitles.enumerated() {
            let film = HistoryFixtures.Film(code: "2019988\(index)", title: title, audience: 1_000)
            let trend = try await HistoryFixtures.trend(
                film.code, in: HistoryFixtures.charts([[film], [film]]), words: KoreanWords())
            let page = korean.document(TrendPage(trend: trend))
            try WebOutput.expectInert(page)
            #expect(page.contains("<bdi>" + HTML.escaped(title) + "</bdi>"), "\(title)")
        }
        let film = HistoryFixtures.Film(
            code: "20199880", title: HistoryFixtures.hostileTitles[0], audience: 1)
        let trend = try await HistoryFixtures.trend(
            film.code, in: HistoryFixtures.charts([[film], [film]]), words: EnglishWords())
        assertSnapshot(
            of: TrendPage(trend: trend).body(in: english).markup, as: .lines, named: "trend-hostile-en")
    }

    /// The bound: 1,000 days in 160 KiB. The table (the plot's text alternative) costs about 130 bytes a
    /// day and the line about 14 (a point), so a run of years stays a page a phone loads at once, and a
    /// drawing that grew an element a day (a dot, a label) would break it.
    @Test("a 1,000-day run: the page stays under 160 KiB, its plot under 24 KiB, one line and a few labels")
    func thousandDays() async throws {
        let days: [[HistoryFixtures.Film]?] = (0..<1_000).map { day in
            [HistoryFixtures.Film(code: "20199882", title: "경관의 피", audience: 100_000_000 - day * 99_000)]
        }
        let trend = try await HistoryFixtures.trend(
            "20199882", in: HistoryFixtures.charts(days), words: KoreanWords())
        let page = korean.document(TrendPage(trend: trend))
        let plot = LinePlot(
            title: "", description: "", dayLabels: trend.days.map(\.date),
            series: [LinePlot.Series(name: "", values: trend.days.map(\.audience))], emptyText: ""
        ).svg.markup
        #expect(page.utf8.count < 160 * 1_024, "\(page.utf8.count) bytes")
        #expect(plot.utf8.count < 24 * 1_024, "\(plot.utf8.count) bytes")
        #expect(plot.components(separatedBy: "<polyline").count - 1 == 1)
        #expect(plot.components(separatedBy: "<text").count - 1 < 20)
        #expect(plot.contains(">100,000,000</text>"))
        try WebOutput.expectInert(page)
    }
}
