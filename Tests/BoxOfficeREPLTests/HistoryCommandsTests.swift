import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeREPL
import BoxOfficeTestSupport
import Foundation
import Testing

/// `trend`, `top` and `compare` at the prompt, over a history held in memory: every format, the
/// width, ASCII and wide ambiguous characters, rows of the list shown, titles as displayed.
@MainActor
struct HistoryCommandsTests {
    /// 2022-02-01 12:00 in Seoul.
    let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_643_684_400) })

    /// 2022-01-05…01-09 and 01-12 stored: 경관의 피 every day, 킹메이커 from 01-07, a title with a colour code on 01-05.
    static func charts() -> [BoxOfficeChart] {
        [5, 6, 7, 8, 9, 12].compactMap { number -> BoxOfficeChart? in
            guard let date = BoxOfficeDate(year: 2022, month: 1, day: number) else { return nil }
            var entries = [
                BoxOfficeEntry.stub(
                    rank: 1, audience: 60_000 - number * 1_000, audienceTotal: number * 100_000)
            ]
            if number >= 7 {
                entries.append(.stub(rank: 2, movieCode: "20212866", title: "킹메이커", audience: 20_000))
            }
            if number == 5 {
                entries.append(.stub(rank: 3, movieCode: "20220003", title: "\u{1B}[31m빨간 제목", audience: 5))
            }
            return BoxOfficeChart(date: date, source: .kobis, entries: entries)
        }
    }

    struct Run {
        let status: Int32
        let output: TextBuffer
        let errors: TextBuffer
    }

    func run(
        _ lines: [String], format: DisplayFormat = .table, language: Language = .korean, columns: Int = 80,
        ambiguous: AmbiguousWidth = .narrow, symbols: SymbolChoice = .unicode,
        charts: [BoxOfficeChart] = charts()
    ) async -> Run {
        let output = TextBuffer()
        let errors = TextBuffer()
        let words = language.words(kobisKeySet: true)
        let settings = DisplaySettings(
            preferences: UserPreferences(choosing: ambiguous, symbols), format: format, words: words)
        var viewModels = SessionViewModels.stubbed(
            days: StubBoxOfficeRepository { .success(.stub(date: $0)) }, calendar: calendar,
            settings: settings)
        let useCase = FilmHistoryUseCase(
            repository: StubFilmHistoryRepository(charts: charts), calendar: calendar,
            displayed: { TerminalText.sanitize($0) })
        viewModels = viewModels.with { makers in
            makers.trend = { FilmTrendViewModel(useCase: useCase, words: words) }
            makers.top = { TopFilmsViewModel(useCase: useCase, words: words) }
            makers.compare = { FilmComparisonViewModel(useCase: useCase, words: words) }
        }
        let session = ReplSession(
            viewModels: viewModels, reader: ScriptedLineReader(lines: lines), output: output, errors: errors,
            spinner: Spinner(output: errors, enabled: false), interrupts: nil,
            options: .init(
                interactive: false, columns: { columns }, commandFiles: InMemoryCommandFileReader()),
            display: ReplDisplay(settings: settings))
        return Run(status: await session.run(), output: output, errors: errors)
    }

    @Test(
        "trend: a bar a day as wide as the terminal at most, the figures, and the sync for the days missing",
        arguments: [40, 80, 200])
    func trendFitsTheWidth(columns: Int) async {
        let result = await run(["trend 경관의 피"], columns: columns)
        let lines = result.output.lines
        let width = DisplayWidth()
        #expect(result.status == 0, "\(result.errors.text)")
        #expect(lines.first == "경관의 피 (20199882) 관객 추이")
        #expect(lines.allSatisfy { width.width(of: $0) <= columns }, "\(lines.joined(separator: "\n"))")
        #expect(lines.contains { $0.hasPrefix("누적관객수") && $0.hasSuffix("1,200,000") })
        let days = lines.filter { $0.hasPrefix("2022-01-") }
        #expect(days.count == 8, "\(lines.joined(separator: "\n"))")  // 01-05…01-12
        #expect(days[0].contains("█") && days[0].hasSuffix("55,000"))
        #expect(days[5].contains("저장 안 됨"))  // 01-10
        let bars = days.map { $0.filter { $0 == "█" }.count }
        #expect(bars[0] > bars[4] && bars[4] > 0)
        #expect(result.errors.text.contains("boxoffice sync 20220110 20220119"), "\(result.errors.text)")
    }

    /// The charts of every film, and 2022-01-06 of Korean films only, where 한국 영화 and 두 번째 rank.
    static func chartsWithAKoreanDay() -> [BoxOfficeChart] {
        let korean = BoxOfficeChart(
            period: .day(BoxOfficeDate(year: 2022, month: 1, day: 6) ?? .earliest),
            filter: ChartFilter(nation: .korean), source: .kobis,
            entries: [
                .stub(rank: 1, movieCode: "20220010", title: "한국 영화", audience: 7_000),
                .stub(rank: 2, movieCode: "20220011", title: "두 번째", audience: 3_000),
            ])
        return charts() + [korean]
    }

    @Test("top, trend and compare read the charts of the filter given with them, every film's by default")
    func aHistoryIsReadUnderItsFilter() async throws {
        let charts = Self.chartsWithAKoreanDay()
        let korean = await run(
            ["top 20220105 20220109 --nation korean"], format: .json, language: .english, charts: charts)
        #expect(korean.status == 0, "\(korean.errors.text)")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(korean.output.text.utf8)) as? [String: Any])
        #expect(document["filter"] as? String == "nation=korean")
        let films = try #require(document["films"] as? [[String: Any]])
        #expect(films.map { $0["movieCode"] as? String } == ["20220010", "20220011"])
        // Four days of the range are not stored under that filter: the sync that fills them says it.
        #expect(
            korean.errors.text.contains("boxoffice sync 20220105 20220109 --nation korean"),
            "\(korean.errors.text)")

        let every = await run(["top 20220105 20220109"], format: .json, charts: charts)
        #expect(every.output.text.contains(#""filter":"all""#) && !every.output.text.contains("20220010"))

        let heading = await run(["top 20220105 20220109 --nation korean"], language: .english, charts: charts)
        #expect(heading.output.lines.first?.hasSuffix(" · Korean films") == true, "\(heading.output.text)")
        let trend = await run(["trend 20220010 --nation korean"], language: .english, charts: charts)
        #expect(trend.status == 0 && trend.output.lines.first?.contains("Korean films") == true)
        let notUnderIt = await run(["trend 20220010"], language: .english, charts: charts)
        #expect(notUnderIt.status == 1, "only stored under the Korean filter: \(notUnderIt.output.text)")
        // Both runs are read under it.
        let compare = await run(
            ["compare 20220010 20220011 --nation korean"], language: .english, charts: charts)
        #expect(compare.status == 0, "\(compare.errors.text)")
        #expect(compare.output.lines.first?.hasSuffix(" · Korean films") == true, "\(compare.output.text)")
    }

    @Test(
        "the filter in force at the prompt is a chart's, not a history's: top without one reads every film's")
    func theFilterInForceIsNotAHistorys() async throws {
        let result = await run(
            ["filter nation korean", "top 20220105 20220109 --format json"], language: .english,
            charts: Self.chartsWithAKoreanDay())
        let document = try #require(result.output.lines.last { $0.hasPrefix("{") })
        #expect(document.contains(#""filter":"all""#) && !document.contains("20220010"), "\(document)")
    }

    @Test("a filter word that names nothing is typed wrong (64), said before the store is read")
    func aFilterWordThatNamesNothing() async {
        for line in ["top 20220105 --nation klingon", "trend 1 --region atlantis", "compare a b --kind nope"]
        {
            let result = await run([line], language: .english)
            #expect(result.status == 64, "\(line)")
            #expect(result.output.text.isEmpty, "\(line): \(result.output.text)")
        }
    }

    @Test("a store holding nothing under the filter says which sync fills it")
    func anEmptyStoreUnderAFilter() async {
        let result = await run(["top 20220105 --region seoul"], language: .english)
        #expect(result.status == 1)
        #expect(result.errors.text.contains("boxoffice sync FROM TO --region 서울시"), "\(result.errors.text)")
    }

    @Test("ASCII symbols draw # bars; wide ambiguous blocks halve the bars and keep the width")
    func asciiAndWide() async {
        let ascii = await run(["trend 20199882"], symbols: .ascii)
        #expect(!ascii.output.text.contains("█") && ascii.output.text.contains("#"))
        let narrow = await run(["trend 20199882"])
        let wide = await run(["trend 20199882"], ambiguous: .wide)
        let measure = DisplayWidth(ambiguousIsWide: true)
        #expect(wide.output.lines.allSatisfy { measure.width(of: $0) <= 80 })
        let longest = { (run: Run) in run.output.lines.map { $0.filter { $0 == "█" }.count }.max() ?? 0 }
        #expect(longest(wide) * 2 <= longest(narrow) + 1 && longest(wide) > 0)
    }

    @Test func sparklineOnAsk() async {
        let result = await run(["trend --spark 1"], columns: 40)
        // No list is shown yet: a row cannot be named, which is typed wrong as for `detail`.
        #expect(result.status == 64)
        #expect(result.errors.text.contains("보이는 목록이 없습니다"))
        let shown = await run(["date 20220105", "trend --spark 1"], columns: 40)
        let lines = shown.output.lines.drop { !$0.contains("관객 추이") }
        #expect(lines.contains { $0.contains("▁") || $0.contains("█") }, "\(lines)")
        #expect(lines.contains("2022-01-05~2022-01-12"))
        #expect(!lines.contains { $0.hasPrefix("2022-01-06 ") })
    }

    @Test("a title with an escape code matches as displayed, and no escape code reaches the terminal")
    func titlesMatchAsDisplayed() async {
        let result = await run(["trend 빨간 제목"])
        #expect(result.status == 0, "\(result.errors.text)")
        #expect(result.output.lines.first == "빨간 제목 (20220003) 관객 추이")
        #expect(!result.output.text.contains("\u{1B}"))
    }

    @Test("top: csv a film a line, most first; the days missing on standard error, not in the data")
    func topCSV() async {
        let result = await run(["top 20220105 20220112 --limit 2"], format: .csv)
        #expect(
            result.output.lines == [
                "place,movieCode,title,audience,days,bestRank",
                "1,20199882,경관의 피,313000,6,1",  // 55,000 + 54,000 + 53,000 + 52,000 + 51,000 + 48,000
                "2,20212866,킹메이커,80000,4,2",
            ])
        #expect(result.errors.text.contains("boxoffice sync 20220110 20220111"))
    }

    @Test("top and compare in English tables; compare aligns the runs by day", arguments: [40, 80, 200])
    func tables(columns: Int) async {
        let result = await run(
            ["top 20220105 20220112", "compare 1 / 킹메이커"], language: .english, columns: columns)
        let width = DisplayWidth()
        #expect(result.output.lines.allSatisfy { width.width(of: $0) <= columns })
        #expect(result.output.lines.first == "2022-01-05~2022-01-12 top films")
        #expect(result.errors.text.contains("No list is shown"))
        let compared = await run(
            ["compare 20199882 / 킹메이커", "format json", "compare 20199882 20212866"],
            language: .english, columns: columns)
        #expect(
            compared.output.lines.contains {
                $0.hasPrefix("day 1 ") && $0.contains("55,000") && $0.contains("20,000")
            })
        let json = compared.output.lines.last ?? ""
        let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let days = object?["days"] as? [[String: Any]]
        #expect(days?.count == 8)
        #expect(days?.first?["secondDate"] as? String == "2022-01-07")
        #expect(days?.last?["secondAudience"] is NSNull)
    }

    @Test("a film or a title the store lacks, a range backwards: one line saying so, and a failed script")
    func badInput() async {
        let result = await run(["trend 20990001", "trend 없는 영화", "top 20220112 20220105", "top", "compare 1"])
        #expect(result.status == 1)
        let errors = result.errors.lines
        #expect(errors.count == 5, "\(errors)")
        #expect(errors[0].contains("20990001") && errors[0].contains("boxoffice sync FROM TO"))
        #expect(errors[1].contains("없는 영화"))
        #expect(errors[2].contains("2022-01-12"))
    }
}
