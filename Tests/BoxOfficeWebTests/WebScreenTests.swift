import BoxOfficeDomain
import BoxOfficePresentation
import Testing

@testable import BoxOfficeWeb

/// What the snapshots show, checked exactly: rows and markers counted, meanings and alt texts named, and
/// nothing a Content-Security-Policy would refuse or a network address in any page.
@Suite("Web screens: rows, markers, alt texts and nothing unsafe")
struct WebScreenTests {
    static let languages: [any Words] = [KoreanWords(), EnglishWords()]

    private func frame(_ words: any Words, _ layout: WebLayout = .list) -> PageFrame {
        PageFrame(words: words, isDemo: true, demoDays: 10, layout: layout)
    }

    private func occurrences(of part: String, in page: String) -> Int {
        page.components(separatedBy: part).count - 1
    }

    /// Every page these screens draw, in both languages and layouts, hostile titles among them.
    private var everyPage: [String] {
        Self.languages.flatMap { words in
            let screens: [any WebScreen] = [
                ChartPage(list: WebScreenFixtures.chart(words)),
                ChartPage(list: WebScreenFixtures.hostileChart(words)),
                ChartPage(list: WebScreenFixtures.emptyChart(words)),
                ChartPage(list: WebScreenFixtures.weekly(words)),
                DetailPage(detail: WebScreenFixtures.detail(words)),
                DetailPage(
                    detail: WebScreenFixtures.detail(words, title: WebScreenFixtures.hostileTitles[1])),
                DetailPage(detail: WebScreenFixtures.detail(words, poster: false)),
                CalendarPage(calendar: WebScreenFixtures.calendar(words)),
            ]
            return WebLayout.allCases.flatMap { layout in screens.map { frame(words, layout).document($0) } }
        }
    }

    @Test("a ten-film chart has ten rows and ten markers in the list, ten cards and posters in the icons")
    func tenRows() {
        for words in Self.languages {
            let list = frame(words).document(ChartPage(list: WebScreenFixtures.chart(words)))
            #expect(occurrences(of: "<th scope=\"row\">", in: list) == 10)
            #expect(occurrences(of: "<th scope=\"col\">", in: list) == words.tableHeadings(.daily).count)
            #expect(occurrences(of: "<span class=\"marker ", in: list) == 10)
            #expect(occurrences(of: "<caption>", in: list) == 1)
            let icon = frame(words, .icon).document(ChartPage(list: WebScreenFixtures.chart(words)))
            #expect(occurrences(of: "<li class=\"card\">", in: icon) == 10)
            #expect(occurrences(of: "<img src=\"/poster?movie=", in: icon) == 10)
            #expect(occurrences(of: "<span class=\"marker ", in: icon) == 10)
            #expect(!icon.contains("<table"))
        }
    }

    @Test("each marker: the terminal's symbol, its class, and its meaning as the sentences say it")
    func markers() {
        for words in Self.languages {
            let list = WebScreenFixtures.chart(words)
            let page = frame(words).document(ChartPage(list: list))
            for row in list.rows {
                let kind: String =
                    switch row.marker.kind {
                    case .up: "up"
                    case .down: "down"
                    case .steady: "steady"
                    case .new: "new"
                    }
                #expect(
                    page.contains(
                        "<span class=\"marker \(kind)\"><span aria-hidden=\"true\">\(row.marker.text)</span>"
                            + "<span class=\"visually-hidden\">\(row.marker.meaning)</span></span>"))
                #expect(words.sentence(for: row).contains(row.marker.meaning))
            }
        }
        let korean = WebScreenFixtures.chart(KoreanWords()).rows
        #expect(korean.map(\.marker.meaning).prefix(5) == ["신작", "1계단 하락", "3계단 상승", "변동 없음", "12계단 상승"])
        let english = WebScreenFixtures.chart(EnglishWords()).rows
        #expect(english.map(\.marker.meaning).prefix(4) == ["new", "down 1", "up 3", "no change"])
    }

    @Test("posters' alt texts name their film; each card's audience line is the terminal's")
    func altTexts() {
        for words in Self.languages {
            let list = WebScreenFixtures.chart(words)
            let page = frame(words, .icon).document(ChartPage(list: list))
            for row in list.rows {
                #expect(page.contains("alt=\"\(HTML.escaped(words.posterAlt(title: row.title)))\""))
                #expect(page.contains("<p class=\"audience\">\(row.audienceLine)</p>"))
            }
            let detail = frame(words).document(DetailPage(detail: WebScreenFixtures.detail(words)))
            #expect(detail.contains("alt=\"\(HTML.escaped(words.posterAlt(title: "경관의 피")))\""))
        }
        let english = frame(EnglishWords(), .icon).document(
            ChartPage(list: WebScreenFixtures.hostileChart(EnglishWords())))
        #expect(english.contains("alt=\"Poster of &lt;script&gt;document.title=&#39;x&#39;&lt;/script&gt;\""))
    }

    @Test("no inline style, no script, no address off this site, in any page")
    func nothingUnsafe() {
        let pages = everyPage
        #expect(pages.count == 32)
        for page in pages {
            #expect(!page.contains("style="))
            #expect(!page.lowercased().contains("<script"))
            #expect(!page.contains("http"))
            #expect(!page.contains("href=\"javascript"))
            #expect(!page.contains("<img src=x"))
            #expect(!page.contains(WebScreenFixtures.kakaoAddress))
        }
    }

    @Test("hostile titles are text inside <bdi>, their codes only percent-encoded query values")
    func hostileTitles() {
        let words = EnglishWords()
        let page = frame(words).document(ChartPage(list: WebScreenFixtures.hostileChart(words)))
        #expect(page.contains("<bdi>&lt;script&gt;document.title=&#39;x&#39;&lt;/script&gt;</bdi>"))
        #expect(page.contains("<bdi>&quot;&gt;&lt;img src=x onerror=alert(1)&gt;</bdi>"))
        #expect(page.contains("<bdi>javascript:alert(1)</bdi>"))
        #expect(page.contains("<bdi>\u{202E}lanigiro</bdi>"))
        #expect(page.contains("href=\"/detail?movie=2022%22%3E%3Cb%3E\""))
    }

    @Test("the detail: its rows as a description list, the poster through /poster, never Kakao's address")
    func detail() {
        let words = KoreanWords()
        let view = WebScreenFixtures.detail(words)
        let page = frame(words).document(DetailPage(detail: view))
        #expect(occurrences(of: "<dt>", in: page) == view.rows.count)
        #expect(page.contains("<img src=\"/poster?movie=20199882\" alt=\"경관의 피 포스터\""))
        #expect(!page.contains("kakaocdn"))
        let bare = frame(words).document(DetailPage(detail: WebScreenFixtures.detail(words, poster: false)))
        #expect(!bare.contains("<img"))
        #expect(bare.contains("카카오 이미지 검색에서 찾지 못함"))
    }

    @Test("the calendar: days with figures link to their chart, the day shown is the current date")
    func calendar() {
        let words = KoreanWords()
        let page = frame(words).document(CalendarPage(calendar: WebScreenFixtures.calendar(words)))
        #expect(occurrences(of: "<a href=\"/daily?day=202201", in: page) == 5)
        #expect(occurrences(of: "aria-current=\"date\"", in: page) == 1)
        #expect(page.contains("<td aria-current=\"date\"><a href=\"/daily?day=20220105\">5</a></td>"))
        #expect(occurrences(of: "<th scope=\"col\">", in: page) == 7)
        #expect(page.contains("href=\"/calendar?month=2021-12\""))
        #expect(page.contains("href=\"/calendar?month=2022-02\""))
    }

    @Test("the steps: a day's chart a day back and on, every week's kind a week, each to its own path")
    func steps() throws {
        let words = EnglishWords()
        for kind in ChartKind.allCases {
            let period = ChartPeriod(kind, containing: BoxOfficeChart.stubDate)
            let list = BoxOfficeListViewData(
                boxOffice: BoxOfficeChart(period: period, yearWeek: "202201", source: .kobis, entries: []),
                words: words)
            let page = frame(words).document(ChartPage(list: list))
            let first = try BoxOfficeDate.parse(list.date)
            let span = kind == .daily ? 1 : 7
            for step in [-span, span] {
                let link = "href=\"\(ChartPage.route(kind))?day=\(first.adding(days: step).compact)\""
                #expect(page.contains(link), "\(kind) \(step)")
            }
        }
    }

    @Test("the filter: a GET form to the chart's path, a labelled select a choice, its filter and day chosen")
    func filter() {
        let words = KoreanWords()
        let list = WebScreenFixtures.chart(words, filter: ChartFilter(kind: .diversity, region: .seoul))
        let page = frame(words, .icon).document(ChartPage(list: list))
        #expect(page.contains("<form class=\"filter\" method=\"get\" action=\"/daily\""))
        for id in ["filter-nation", "filter-kind", "filter-region", "filter-day"] {
            #expect(page.contains("<label for=\"\(id)\">"))
        }
        #expect(page.contains("<option value=\"all\" selected>전체 영화</option>"))
        #expect(page.contains("<option value=\"diversity\" selected>다양성 영화</option>"))
        #expect(page.contains("<option value=\"0105001\" selected>서울시</option>"))
        #expect(occurrences(of: " selected>", in: page) == 3)
        #expect(page.contains("<input type=\"date\" id=\"filter-day\" name=\"day\" value=\"2022-01-05\">"))
        #expect(page.contains("<input type=\"hidden\" name=\"mode\" value=\"icon\">"))
        let weekly = frame(words).document(ChartPage(list: WebScreenFixtures.weekly(words)))
        #expect(weekly.contains("<form class=\"filter\" method=\"get\" action=\"/weekly\""))
        #expect(
            page.contains("href=\"/daily?day=20220104&amp;kind=diversity&amp;region=0105001&amp;mode=icon\""))
    }
}
