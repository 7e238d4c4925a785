import BoxOfficeDomain
import BoxOfficePresentation
import SnapshotTesting
import Testing

@testable import BoxOfficeWeb

/// Each screen's whole page as text, in both languages and both layouts: a change to any page shows as
/// a diff of its lines.
@Suite("WebSnapshot: every screen's page")
struct WebSnapshotTests {
    static let languages: [(String, any Words)] = [
        ("ko", KoreanWords()), ("en", EnglishWords(kobisKeySet: true)),
    ]

    private func frame(_ words: any Words, _ layout: WebLayout = .list, demo: Bool = false) -> PageFrame {
        PageFrame(words: words, isDemo: demo, demoDays: 10, layout: layout)
    }

    @Test("the chart, list and icon, in Korean and English")
    func chart() {
        for (language, words) in Self.languages {
            for layout in WebLayout.allCases {
                let page = frame(words, layout).document(ChartPage(list: WebScreenFixtures.chart(words)))
                assertSnapshot(of: page, as: .lines, named: "chart-\(layout.rawValue)-\(language)")
            }
        }
    }

    @Test("a filtered week's chart: the steps are weeks and the filter is chosen in the form")
    func filteredWeek() {
        let words = KoreanWords()
        let filtered = BoxOfficeListViewData(
            boxOffice: BoxOfficeChart(
                period: ChartPeriod(.weekly, containing: BoxOfficeChart.stubDate),
                filter: ChartFilter(nation: .korean, region: .busan), yearWeek: "202201", source: .kobis,
                entries: [.stub(rank: 1)]),
            words: words)
        assertSnapshot(
            of: frame(words).document(ChartPage(list: filtered)), as: .lines, named: "week-filtered-ko")
    }

    @Test("an empty chart says so, in both layouts")
    func empty() {
        for layout in WebLayout.allCases {
            let words = KoreanWords()
            let page = frame(words, layout).document(ChartPage(list: WebScreenFixtures.emptyChart(words)))
            assertSnapshot(of: page, as: .lines, named: "chart-empty-\(layout.rawValue)")
        }
    }

    @Test("demo data: the banner, and the chart's source line says demo")
    func demo() {
        let words = KoreanWords()
        let page = frame(words, .list, demo: true).document(
            ChartPage(list: WebScreenFixtures.chart(words, source: .demo)))
        assertSnapshot(of: page, as: .lines, named: "chart-demo-ko")
    }

    @Test("hostile titles are text, in the table, the cards and the detail")
    func hostile() {
        let words = EnglishWords()
        for layout in WebLayout.allCases {
            let page = frame(words, layout).document(ChartPage(list: WebScreenFixtures.hostileChart(words)))
            assertSnapshot(of: page, as: .lines, named: "chart-hostile-\(layout.rawValue)")
        }
        let detail = WebScreenFixtures.detail(
            words, title: WebScreenFixtures.hostileTitles.joined(separator: " "))
        assertSnapshot(
            of: frame(words).document(DetailPage(detail: detail)), as: .lines, named: "detail-hostile")
    }

    @Test("the detail, with a poster and without, in Korean and English")
    func detail() {
        for (language, words) in Self.languages {
            let page = frame(words).document(DetailPage(detail: WebScreenFixtures.detail(words)))
            assertSnapshot(of: page, as: .lines, named: "detail-\(language)")
        }
        let words = KoreanWords()
        let bare = frame(words).document(DetailPage(detail: WebScreenFixtures.detail(words, poster: false)))
        assertSnapshot(of: bare, as: .lines, named: "detail-no-poster-ko")
    }

    @Test("the calendar, in Korean and English, its links keeping the icon layout")
    func calendar() {
        for (language, words) in Self.languages {
            let page = frame(words).document(CalendarPage(calendar: WebScreenFixtures.calendar(words)))
            assertSnapshot(of: page, as: .lines, named: "calendar-\(language)")
        }
        let words = KoreanWords()
        let icon = frame(words, .icon).document(CalendarPage(calendar: WebScreenFixtures.calendar(words)))
        assertSnapshot(of: icon, as: .lines, named: "calendar-icon-ko")
    }

    @Test("the poster's stand-in drawing")
    func placeholder() {
        for (language, words) in Self.languages {
            assertSnapshot(
                of: PosterImage.placeholder(title: "스파이더맨: 노 웨이 홈 <b>", words: words).markup, as: .lines,
                named: "poster-placeholder-\(language)")
        }
    }
}
