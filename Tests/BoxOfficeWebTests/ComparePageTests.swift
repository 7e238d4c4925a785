import BoxOfficeDomain
import BoxOfficePresentation
import SnapshotTesting
import Testing

@testable import BoxOfficeWeb

@Suite("ComparePage: two runs on one plot")
struct ComparePageTests {
    private let korean = PageFrame(words: KoreanWords(), isDemo: false, demoDays: 0)
    private let english = PageFrame(words: EnglishWords(), isDemo: false, demoDays: 0)

    @Test(
        "two runs in Korean and English: a solid and a dashed line, the legend in text, the days linked"
    )
    func twoRuns() async throws {
        let days: [[HistoryFixtures.Film]?] = HistoryFixtures.run.enumerated().map { offset, films in
            films.map {
                $0 + [
                    HistoryFixtures.Film(
                        code: "20228797", title: "스파이더맨: 노 웨이 홈", audience: 10_000 * (offset + 1))
                ]
            }
        }
        for (frame, name) in [(korean, "compare-ko"), (english, "compare-en")] {
            let view = try await HistoryFixtures.comparison(
                "20199882", "20228797", in: HistoryFixtures.charts(days), words: frame.words)
            let body = ComparePage(comparison: view).body(in: frame).markup
            assertSnapshot(of: body, as: .lines, named: name)
            #expect(body.contains("class=\"legend\""), "\(name)")
            #expect(body.contains(frame.words.plotDashedLine + ": "), "\(name)")
            #expect(body.contains("href=\"/detail?movie=20228797\""), "\(name)")
            #expect(body.contains("href=\"/daily?day=2022-01-12\""), "\(name)")
            try WebOutput.expectInert(frame.document(ComparePage(comparison: view)))
        }
    }

    @Test("two films whose days never meet: aligned by their runs' days, the shorter ending first")
    func disjointDays() async throws {
        let first = HistoryFixtures.Film(code: "20199882", title: "경관의 피", audience: 5_000)
        let second = HistoryFixtures.Film(code: "20210087", title: "킹메이커", audience: 9_000)
        let charts = HistoryFixtures.charts([[first], [first], [first], nil, nil, [second], [second]])
        let view = try await HistoryFixtures.comparison(
            "20199882", "20210087", in: charts, words: EnglishWords())
        let body = ComparePage(comparison: view).body(in: english).markup
        assertSnapshot(of: body, as: .lines, named: "compare-disjoint-en")
        #expect(view.rows.count == 3)
        #expect(body.components(separatedBy: "<polyline").count - 1 == 2)
        #expect(view.rows.last?.second.date == nil)
    }

    @Test("hostile titles are text, in the heading, the legend, the plot and the table's headers")
    func hostileTitles() async throws {
        let films = HistoryFixtures.hostileTitles.enumerated().map { index, title in
            HistoryFixtures.Film(code: "2019988\(index)", title: title, audience: 1_000 * (index + 1))
        }
        let charts = HistoryFixtures.charts([films, films])
        for (first, second) in [(0, 1), (2, 3)] {
            let view = try await HistoryFixtures.comparison(
                films[first].code, films[second].code, in: charts, words: KoreanWords())
            let page = korean.document(ComparePage(comparison: view))
            try WebOutput.expectInert(page)
            for index in [first, second] {
                #expect(page.contains("<bdi>" + HTML.escaped(films[index].title) + "</bdi>"), "\(index)")
            }
        }
        let view = try await HistoryFixtures.comparison(
            films[0].code, films[1].code, in: charts, words: EnglishWords())
        assertSnapshot(
            of: ComparePage(comparison: view).body(in: english).markup, as: .lines,
            named: "compare-hostile-en")
    }
}
