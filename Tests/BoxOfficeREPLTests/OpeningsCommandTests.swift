import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeREPL
import BoxOfficeTestSupport
import Foundation
import Testing

/// `openings MONTH` at the prompt over openings held in memory: the table within the width, json,
/// English sentences, an empty month, a month typed wrong, and a run with no store.
@MainActor
struct OpeningsCommandTests {
    /// 2022-02-01 12:00 in Seoul.
    let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_643_684_400) })

    /// January 2022 with its 1st and 31st stored; two openings, one with a colour code in its title.
    struct Openings: MonthOpeningsRepository {
        func openings(
            opened: ClosedRange<BoxOfficeDate>, charts: ClosedRange<BoxOfficeDate>, filter: ChartFilter
        )
            async throws(FilmHistoryFailure) -> [OpeningFilm]
        {
            let films = [
                OpeningFilm(
                    movieCode: "20220001", title: "\u{1B}[31m개봉 첫날", openDate: day(1), bestRank: 2,
                    audienceTotal: 1_234_567),
                OpeningFilm(
                    movieCode: "20220031", title: "말일 개봉", openDate: day(31), bestRank: 4, audienceTotal: 700),
            ]
            return films.filter { opened.contains($0.openDate) }
        }
        func storedDays(_ range: ClosedRange<BoxOfficeDate>, filter: ChartFilter)
            async throws(FilmHistoryFailure)
            -> Set<BoxOfficeDate>
        {
            Set([day(1), day(31)].filter(range.contains))
        }
        func run(of movie: MovieCode, filter: ChartFilter) async throws(FilmHistoryFailure) -> FilmRun? {
            nil
        }
        func top(_ range: ClosedRange<BoxOfficeDate>, filter: ChartFilter, limit: Int)
            async throws(FilmHistoryFailure) -> [TopFilm]
        { [] }
        func films(filter: ChartFilter) async throws(FilmHistoryFailure) -> [StoredFilm] { [] }

        private func day(_ number: Int) -> BoxOfficeDate {
            BoxOfficeDate(year: 2022, month: 1, day: number) ?? BoxOfficeDate.earliest
        }
    }

    func run(
        _ lines: [String], format: DisplayFormat = .table, language: Language = .korean, columns: Int = 80,
        stored: Bool = true
    ) async -> ScriptedRepl {
        let words = language.words(kobisKeySet: true)
        let settings = DisplaySettings(format: format, words: words)
        let useCase = stored ? MonthOpeningsUseCase(repository: Openings(), calendar: calendar) : nil
        let viewModels = SessionViewModels.stubbed(calendar: calendar, settings: settings).with { makers in
            makers.openings = {
                OpeningsViewModel(useCase: useCase, unavailable: .needsKOBISKey, words: words)
            }
        }
        return await ScriptedRepl(
            lines, viewModels: viewModels, settings: settings, columns: columns)
    }

    @Test(
        "the table: heading, days stored, a row a film by opening date, within the width",
        arguments: [40, 80])
    func table(columns: Int) async {
        let result = await run(["openings 202201"], columns: columns)
        let lines = result.output.lines
        #expect(result.status == 0, "\(result.errors.text)")
        #expect(lines.first == "2022-01 개봉작")
        #expect(lines.dropFirst().first == "2022-01-01~2022-01-31 중 저장된 날 2일")
        #expect(
            lines.allSatisfy { DisplayWidth().width(of: $0) <= columns }, "\(lines.joined(separator: "\n"))")
        let rows = lines.filter { $0.hasPrefix("2022-01-") && !$0.contains("~") }
        #expect(
            rows.count == 2 && rows[0].contains(columns < 80 ? "개봉" : "개봉 첫날") && !rows[0].contains("\u{1B}"))
        #expect(columns < 80 || rows[0].hasSuffix("1,234,567"), "\(rows)")
        #expect(result.errors.text.contains("boxoffice sync 20220102 20220130"), "\(result.errors.text)")
    }

    @Test("json: the month, the days stored and a record a film; 2022-01 reads as 202201")
    func json() async throws {
        let result = await run(["openings 2022-01"], format: .json)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.output.text.utf8)) as? [String: Any])
        #expect(object["month"] as? String == "2022-01" && object["storedDays"] as? Int == 2)
        let films = try #require(object["films"] as? [[String: Any]])
        #expect(films.map { $0["openDate"] as? String } == ["2022-01-01", "2022-01-31"])
        #expect(films.first?["audienceTotal"] as? Int == 1_234_567 && films.first?["bestRank"] as? Int == 2)
    }

    @Test("English sentences, and a month whose films the store did not see says so")
    func englishAndEmpty() async {
        let plain = await run(["openings 202201"], format: .plain, language: .english)
        #expect(
            plain.output.text.hasPrefix("Films opened in 2022-01, 2 days of 2022-01-01~2022-01-31 stored."))
        #expect(plain.output.text.contains("Opened 2022-01-31, 말일 개봉, best rank 4, audience to date 700."))
        let empty = await run(["openings 202112"], language: .english)
        #expect(empty.status == 0)
        #expect(empty.output.text.contains("No film that opened this month is in its stored daily charts."))
    }

    @Test("a month typed wrong is a usage error; without a store it says why, as trend does")
    func failures() async {
        let wrong = await run(["openings 2022-13"])
        #expect(wrong.status == 64 && wrong.output.text.isEmpty, "\(wrong.errors.text)")
        let future = await run(["openings 202203"])
        #expect(future.status == 64, "\(future.errors.text)")
        let words = Language.korean.words(kobisKeySet: true)
        let none = await run(["openings 202201"], stored: false)
        #expect(
            none.status == 1
                && none.errors.text.contains(
                    words.text(for: HistoryFailure.needsKOBISKey, reading: "openings"))
        )
    }
}
