import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeREPL
import BoxOfficeTestSupport
import Foundation
import Testing

/// `months YEAR` at the prompt over a year held in memory: every format, the width, both
/// languages, a month with no stored day, a year typed wrong or without figures, and no store.
@MainActor
struct MonthsCommandTests {
    /// 2022-02-01 12:00 in Seoul: yesterday is 2022-01-31.
    let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_643_684_400) })

    /// 2021 with January 1st and December 31st stored, and nothing between; a title with a colour code.
    struct Year2021: MonthFiguresRepository {
        func monthFigures(_ range: ClosedRange<BoxOfficeDate>, filter: ChartFilter)
            async throws(FilmHistoryFailure) -> [MonthFigures]
        {
            let january = TopFilm(
                movieCode: "20210001", title: "\u{1B}[31m새해 첫 영화", audience: 1_234_567, days: 1, bestRank: 1)
            let december = TopFilm(movieCode: "20211231", title: "말일", audience: 900, days: 1, bestRank: 1)
            return [
                CalendarMonth(year: 2021, month: 1).map {
                    MonthFigures(month: $0, films: 10, audience: 2_345_678, topFilm: january)
                },
                CalendarMonth(year: 2021, month: 12).map {
                    MonthFigures(month: $0, films: 10, audience: 5_000, topFilm: december)
                },
            ].compactMap { $0 }.filter { range.contains($0.month.firstDay) }
        }
        func storedDays(_ range: ClosedRange<BoxOfficeDate>, filter: ChartFilter)
            async throws(FilmHistoryFailure) -> Set<BoxOfficeDate>
        {
            Set(
                [BoxOfficeDate(year: 2021, month: 1, day: 1), BoxOfficeDate(year: 2021, month: 12, day: 31)]
                    .compactMap { $0 }.filter(range.contains))
        }
        func run(of movie: MovieCode, filter: ChartFilter) async throws(FilmHistoryFailure) -> FilmRun? {
            nil
        }
        func top(_ range: ClosedRange<BoxOfficeDate>, filter: ChartFilter, limit: Int)
            async throws(FilmHistoryFailure) -> [TopFilm]
        { [] }
        func films(filter: ChartFilter) async throws(FilmHistoryFailure) -> [StoredFilm] { [] }
    }

    /// A store that does not answer for 30 s (a bound like the loopback tests'): Ctrl-C ends the wait.
    struct Stuck: MonthFiguresRepository {
        func monthFigures(_ range: ClosedRange<BoxOfficeDate>, filter: ChartFilter)
            async throws(FilmHistoryFailure) -> [MonthFigures]
        {
            try? await Task.sleep(for: .seconds(30))
            throw .cancelled
        }
        func storedDays(_ range: ClosedRange<BoxOfficeDate>, filter: ChartFilter)
            async throws(FilmHistoryFailure) -> Set<BoxOfficeDate>
        { [] }
        func run(of movie: MovieCode, filter: ChartFilter) async throws(FilmHistoryFailure) -> FilmRun? {
            nil
        }
        func top(_ range: ClosedRange<BoxOfficeDate>, filter: ChartFilter, limit: Int)
            async throws(FilmHistoryFailure) -> [TopFilm]
        { [] }
        func films(filter: ChartFilter) async throws(FilmHistoryFailure) -> [StoredFilm] { [] }
    }

    func run(
        _ lines: [String], format: DisplayFormat = .table, language: Language = .korean, columns: Int = 80,
        stored: Bool = true, repository: any MonthFiguresRepository = Year2021(),
        interrupts: (any InterruptSignal)? = nil
    ) async -> ScriptedRepl {
        let words = language.words(kobisKeySet: true)
        let settings = DisplaySettings(format: format, words: words)
        let useCase = stored ? YearMonthsUseCase(repository: repository, calendar: calendar) : nil
        let viewModels = SessionViewModels.stubbed(calendar: calendar, settings: settings).with { makers in
            makers.months = { MonthsViewModel(useCase: useCase, unavailable: .needsKOBISKey, words: words) }
        }
        return await ScriptedRepl(
            lines, viewModels: viewModels, settings: settings, columns: columns, interrupts: interrupts)
    }

    @Test(
        "the table and the box: heading, days stored, the top-ten caveat, a row a month, within the width",
        arguments: [DisplayFormat.table, .box], [40, 80])
    func table(format: DisplayFormat, columns: Int) async {
        let result = await run(["months 2021"], format: format, columns: columns)
        let lines = result.output.lines
        #expect(result.status == 0, "\(result.errors.text)")
        #expect(
            lines.allSatisfy { DisplayWidth().width(of: $0) <= columns }, "\(lines.joined(separator: "\n"))")
        #expect(lines.contains { $0.contains("2021년 월별 박스오피스") })
        #expect(
            lines.contains { $0.contains(columns < 80 ? "2021-01-01~" : "2021-01-01~2021-12-31 중 저장된 날 2일") })
        #expect(lines.contains { $0.contains("저장소는 날마다") })
        #expect(lines.contains { $0.contains("시장 전체가 아닙니다.") }, "the caveat is wrapped, not cut")
        let rows = lines.filter { $0.contains("2021-") && !$0.contains("~") }
        #expect(rows.count == 12, "\(lines.joined(separator: "\n"))")
        #expect(rows.allSatisfy { !$0.contains("\u{1B}[31m") })
        #expect(rows[1].contains("0/28") && rows[1].contains(columns < 80 ? "저장" : "저장된 날 없음"))
        #expect(columns < 80 || (rows[0].contains("2,345,678") && rows[0].contains("새해 첫 영화")), "\(rows)")
        #expect(result.errors.text.contains("boxoffice sync 20210102 20211230"), "\(result.errors.text)")
    }

    @Test("json: the year, the days stored and a record a month; a month with no stored day is null, not 0")
    func json() async throws {
        let result = await run(["months 2021"], format: .json)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.output.text.utf8)) as? [String: Any])
        #expect(object["year"] as? Int == 2021 && object["storedDays"] as? Int == 2)
        let months = try #require(object["months"] as? [[String: Any]])
        #expect(months.count == 12)
        #expect(
            months[0]["topTenAudience"] as? Int == 2_345_678 && months[0]["topAudience"] as? Int == 1_234_567)
        #expect(months[0]["days"] as? Int == 31 && months[0]["storedDays"] as? Int == 1)
        #expect(months[1]["topTenAudience"] is NSNull && months[1]["films"] is NSNull, "\(months[1])")
        #expect(months[1]["storedDays"] as? Int == 0 && months[1]["days"] as? Int == 28)
    }

    @Test("csv: a header and a row a month, a month with no stored day left empty")
    func csv() async {
        let lines = await run(["months 2021"], format: .csv).output.lines
        #expect(lines.first == "month,days,storedDays,films,topTenAudience,topMovieCode,topTitle,topAudience")
        #expect(lines.count == 13)
        #expect(lines.dropFirst(2).first == "2021-02,28,0,,,,,")
        #expect(lines.dropFirst().first?.hasPrefix("2021-01,31,1,10,2345678,20210001,") == true)
    }

    @Test("plain sentences in English and Korean, the caveat said, a month with no stored day said so")
    func sentences() async {
        let english = await run(["months 2021"], format: .plain, language: .english)
        #expect(english.output.text.hasPrefix("2021 month by month, 2 days of 2021-01-01~2021-12-31 stored."))
        #expect(english.output.text.contains("not the whole market's"))
        #expect(english.output.text.contains("2021-02: no day stored (of 28 days)."))
        #expect(
            english.output.text.contains("2021-12: 1 of 31 days stored, 10 films, top-ten audience 5,000"))
        let korean = await run(["months 2021"], format: .plain)
        #expect(korean.output.text.contains("2021-02: 저장된 날 없음(28일 중 0일)."))
        #expect(korean.output.text.contains("10위 안 관객수 5,000명, 최다 관객\n말일 900명."), "wrapped to 80")
    }

    @Test("this year runs to yesterday: January only, on 2022-02-01")
    func thisYear() async throws {
        let result = await run(["months 2022"], format: .json)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.output.text.utf8)) as? [String: Any])
        #expect((object["months"] as? [[String: Any]])?.count == 1)
    }

    @Test(
        "a year typed wrong, before 2003 or not begun is a usage error worded in both languages",
        arguments: [("21", "연도가 아닙니다"), ("2002", "2002년은"), ("2023", "집계된 마지막 해는 2022년")])
    func typedWrong(typed: String, korean: String) async {
        let wrong = await run(["months \(typed)"])
        #expect(wrong.status == 64 && wrong.output.text.isEmpty, "\(wrong.errors.text)")
        #expect(wrong.errors.text.contains(korean), "\(wrong.errors.text)")
        let english = await run(["months \(typed)"], language: .english)
        #expect(english.status == 64 && english.errors.text.contains("\(typed)"), "\(english.errors.text)")
    }

    @Test("Ctrl-C cancels a store that does not answer, and ends a script with 130")
    func interrupt() async {
        let result = await run(["months 2021", "help"], repository: Stuck(), interrupts: AlwaysInterrupted())
        #expect(result.errors.lines == ["취소했습니다."], "\(result.errors.text)")
        #expect(result.output.text.isEmpty && result.status == 130)
    }

    @Test("without a store it says why, as openings does")
    func noStore() async {
        let words = Language.korean.words(kobisKeySet: true)
        let none = await run(["months 2021"], stored: false)
        #expect(
            none.status == 1
                && none.errors.text.contains(words.text(for: HistoryFailure.needsKOBISKey, reading: "months"))
        )
        let missing = await run(["months"])
        #expect(missing.status == 64, "\(missing.errors.text)")
    }
}
