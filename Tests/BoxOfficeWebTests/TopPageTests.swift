import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeTestSupport
import Foundation
import SnapshotTesting
import Testing

@testable import BoxOfficeWeb

@Suite("TopPage and BarPlot: a period's top films as bars")
struct TopPageTests {
    private let korean = PageFrame(words: KoreanWords(), isDemo: false, demoDays: 0)
    private let english = PageFrame(words: EnglishWords(), isDemo: false, demoDays: 0)

    /// Three films over the eight days of the run fixture.
    private func top(_ words: any Words, films: [[HistoryFixtures.Film]?] = HistoryFixtures.run)
        async throws
        -> TopViewData
    {
        try await HistoryFixtures.top(HistoryFixtures.charts(films), days: 8, words: words)
    }

    @Test("the top films in Korean and English: a bar and a row each, titles linked to their detail")
    func top() async throws {
        let days: [[HistoryFixtures.Film]?] =
            HistoryFixtures.run.map { films in
                films.map {
                    $0 + [HistoryFixtures.Film(code: "20228797", title: "스파이더맨: 노 웨이 홈", audience: 25_000)]
                }
            }
        for (frame, name) in [(korean, "top-ko"), (english, "top-en")] {
            let view = try await top(frame.words, films: days)
            let body = TopPage(top: view).body(in: frame).markup
            assertSnapshot(of: body, as: .lines, named: name)
            #expect(body.components(separatedBy: "<rect").count - 1 == 3, "\(name)")
            #expect(body.contains("href=\"/detail?movie=20228797\""), "\(name)")
            try WebOutput.expectInert(frame.document(TopPage(top: view)))
        }
    }

    @Test("a period with no film stored: the sentence saying so, no plot")
    func empty() async throws {
        let view = try await HistoryFixtures.top(
            HistoryFixtures.charts(
                from: HistoryFixtures.firstDay.adding(days: 30), [[HistoryFixtures.run[0]![0]]]),
            days: 8, words: EnglishWords())
        let body = TopPage(top: view).body(in: english).markup
        assertSnapshot(of: body, as: .lines, named: "top-empty-en")
        #expect(!body.contains("<svg"))
        #expect(body.contains(view.emptyText))
    }

    @Test("hostile titles are text, in the bars' labels and the table")
    func hostileTitles() async throws {
        let films = HistoryFixtures.hostileTitles.enumerated().map { index, title in
            HistoryFixtures.Film(code: "2019988\(index)", title: title, audience: 1_000 * (index + 1))
        }
        let view = try await top(KoreanWords(), films: [films])
        let page = korean.document(TopPage(top: view))
        try WebOutput.expectInert(page)
        for title in HistoryFixtures.hostileTitles {
            #expect(page.contains("<bdi>" + HTML.escaped(title) + "</bdi>"), "\(title)")
        }
        assertSnapshot(
            of: TopPage(top: view).body(in: korean).markup, as: .lines, named: "top-hostile-ko")
    }

    @Test(
        "every nasty text of the fuzz corpus as a title: the page holds no element but ours, every title in <bdi>"
    )
    func nastyTitles() async throws {
        let titles = HostileText.nastyCases.filter {
            !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        }
        for start in stride(from: 0, to: titles.count, by: 10) {
            let films = titles[start..<min(start + 10, titles.count)].enumerated().map { index, title in
                HistoryFixtures.Film(code: "2019990\(index)", title: title, audience: 1_000 * (index + 1))
            }
            let view = try await top(EnglishWords(), films: [films])
            let page = english.document(TopPage(top: view))
            try WebOutput.expectInert(page)
            #expect(WebOutput.count("<bdi>", in: page) == films.count, "from \(start)")
        }
    }

    @Test("figures of 10⁸: the longest bar is the whole width, its figure inside its end")
    func hugeFigures() {
        let plot = BarPlot(
            title: "t", description: "d",
            bars: [BarPlot.Bar(label: "a", value: 150_000_000), BarPlot.Bar(label: "b", value: 1)],
            emptyText: ""
        ).svg.markup
        #expect(plot.contains("width=\"352\""))
        #expect(plot.contains(">150,000,000</text>"))
        #expect(plot.contains("fill=\"#fff\""))
    }

    @Test("a title too long for the plot is cut with an ellipsis there, whole in the table")
    func longTitle() {
        let title = String(repeating: "가", count: 60)
        let plot = BarPlot(
            title: "t", description: "d", bars: [BarPlot.Bar(label: title, value: 5)], emptyText: ""
        )
        .svg.markup
        #expect(!plot.contains(title))
        #expect(plot.contains("가…</text>"))
    }
}
