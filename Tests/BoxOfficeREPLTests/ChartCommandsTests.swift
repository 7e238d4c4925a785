import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeTestSupport
import Foundation
import Testing

@testable import BoxOfficeCommands
@testable import BoxOfficeREPL

/// `weekly`, `weekend`, `weekdays` and `filter` at the prompt: what is asked, the heading, the prompt.
@MainActor
struct ChartCommandsTests {
    /// 2022-01-12 (a Wednesday) 12:00 in Seoul.
    let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_641_956_400) })

    struct Run {
        let status: Int32
        let output: TextBuffer
        let errors: TextBuffer
        let requests: [ChartRequest]
        let prompt: String
    }

    func run(
        _ lines: [String], language: Language = .korean,
        repository: StubBoxOfficeRepository = StubBoxOfficeRepository()
    ) async -> Run {
        let output = TextBuffer()
        let errors = TextBuffer()
        let settings = DisplaySettings(format: .table, words: language.words(kobisKeySet: true))
        let session = ReplSession(
            viewModels: .stubbed(
                days: repository, calendar: calendar, settings: settings, store: InMemoryPreferencesStore()),
            reader: ScriptedLineReader(lines: lines), output: output, errors: errors,
            spinner: Spinner(output: errors, enabled: false), interrupts: nil,
            options: .init(interactive: false, columns: { 100 }, commandFiles: InMemoryCommandFileReader()),
            display: ReplDisplay(settings: settings))
        let status = await session.run()
        return Run(
            status: status, output: output, errors: errors, requests: await repository.requests,
            prompt: session.prompt)
    }

    @Test func weekendThenNextShowsTheWeekendsWithTheirRangeAndKind() async throws {
        let run = await run(["weekend 2021-12-29", "next"])
        #expect(run.status == 0)
        #expect(run.requests.map(\.period.description) == ["2021-12-31~2022-01-02", "2022-01-07~2022-01-09"])
        #expect(run.output.text.contains("2022-01-07 (금) ~ 2022-01-09 (일)"))
        #expect(run.output.text.contains("주말 박스오피스"))
        #expect(run.prompt == "boxoffice weekend 2022-01-07~2022-01-09> ")
    }

    @Test func aFilterAppliesToTheChartShownAndTheNextOnes() async throws {
        let run = await run([
            "date 2022-01-05", "filter region 서울", "filter nation korean", "weekly 2022-01-05",
        ])
        let seoulKorean = ChartFilter(nation: .korean, region: .seoul)
        #expect(run.requests.map(\.filter) == [.all, ChartFilter(region: .seoul), seoulKorean, seoulKorean])
        #expect(run.output.text.contains("일별 박스오피스 · 서울시"))
        #expect(run.output.text.contains("주간 박스오피스 · 한국 영화 · 서울시"))
        #expect(run.status == 0)
    }

    @Test func aChartsFilterOptionsChangeWhatTheyNameAndKeepTheRestOfTheFilterInForce() async throws {
        let run = await run(["date 2022-01-05 --region 서울", "weekly 2022-01-05 --nation korean", "prev"])
        let seoul = ChartFilter(region: .seoul)
        let seoulKorean = ChartFilter(nation: .korean, region: .seoul)
        #expect(run.requests.first?.filter == seoul)
        // One request a command: the chart shown is not fetched again under the new filter first.
        #expect(run.requests.count == 3, "\(run.requests.map(\.period.description))")
        let weeks = run.requests.suffix(2)
        #expect(weeks.map(\.period.description) == ["2022-01-03~2022-01-09", "2021-12-27~2022-01-02"])
        #expect(weeks.map(\.filter) == [seoulKorean, seoulKorean], "what is not named stays as it was")
        #expect(run.output.text.contains("일별 박스오피스 · 서울시"))
        #expect(run.output.text.contains("주간 박스오피스 · 한국 영화 · 서울시"))
        #expect(run.status == 0)
    }

    @Test func aChartTypedWrongKeepsTheFilterItWasGivenWith() async throws {
        let run = await run(["date 2022-01-05", "date 2022-13-45 --nation korean", "date 2022-01-06"])
        #expect(run.requests.map(\.period.description) == ["2022-01-05", "2022-01-06"])
        #expect(run.requests.map(\.filter) == [.all, .all], "the filter of a refused command is not kept")
        #expect(run.status != 0)
    }

    @Test func aChartThatFailsForItsSourceKeepsTheFilterItWasGivenWith() async throws {
        // 2022-01-06 is refused by the server; the filter typed with it stays for the next chart.
        let repository = StubBoxOfficeRepository { date in
            date.iso == "2022-01-06"
                ? .failure(.httpStatus(500, service: .kobis)) : .success(.stub(date: date))
        }
        let run = await run(
            ["date 2022-01-05", "date 2022-01-06 --nation korean", "date 2022-01-07"], repository: repository)
        let korean = ChartFilter(nation: .korean)
        #expect(
            run.requests.map(\.filter) == [.all, korean, korean],
            "only a day typed wrong or the demo data give the filter back"
        )
        #expect(run.status == 1)
    }

    @Test func aRegionOptionThatNamesNoRegionIsAUsageErrorAsFiltersIs() async throws {
        let run = await run(["weekly 2022-01-05 --region Busam"], language: .english)
        #expect(run.status == 64, "\(run.errors.text)")
        #expect(run.errors.text.contains("Did you mean Busan"))
        #expect(run.requests.isEmpty)
    }

    @Test func anUnknownRegionIsAFailedCommandThatNamesTheNearest() async throws {
        let run = await run(["filter region Busam"], language: .english)
        #expect(run.status == 64)
        #expect(run.errors.text.contains("Did you mean Busan"))
        #expect(run.requests.isEmpty)
    }

    @Test func filterAloneSaysTheFilterAndClearRemovesIt() async throws {
        let run = await run(
            ["filter kind diversity", "filter", "filter clear", "filter"], language: .english)
        #expect(run.output.text.contains("Filter: diversity films"))
        #expect(run.output.text.contains("No filter: every film, nationwide."))
        #expect(run.requests.isEmpty)
    }

    @Test func tabCompletesTheAspectsThenTheRegions() {
        let sources = CompletionSources(suggestedDates: { [] }, movies: { _ in [] })
        #expect(FilterCommand.completions(forArgument: "", from: sources).contains("region"))
        #expect(FilterCommand.completions(forArgument: "region ", from: sources).contains("부산시"))
        #expect(
            FilterCommand.completions(forArgument: "nation ", from: sources) == ["korean", "foreign", "all"])
    }
}
