import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeREPL
import BoxOfficeTestSupport
import Foundation
import Testing

@MainActor
@Suite("ReplSession: calendar, modes, formats, settings, pager")
struct ReplSessionDisplayTests {
    /// 2022-01-06 12:00 in Seoul.
    let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_641_438_000) })

    struct Run {
        let status: Int32
        let output: TextBuffer
        let errors: TextBuffer
    }

    func run(
        _ lines: [String], interactive: Bool = false,
        store: InMemoryPreferencesStore = InMemoryPreferencesStore(),
        format: DisplayFormat = .table, language: Language = .korean, pager: PagerSetup? = nil,
        repository: StubBoxOfficeRepository = StubBoxOfficeRepository(), columns: Int = 80
    ) async -> Run {
        let output = TextBuffer()
        let errors = TextBuffer()
        let saved = (try? store.load()) ?? .defaults
        let settings = DisplaySettings(
            preferences: saved, format: format, words: language.words(kobisKeySet: false))
        let session = ReplSession(
            viewModels: .stubbed(
                days: repository, calendar: calendar, settings: settings, store: store,
                location: "/config/boxoffice/settings.json",
                source: DataSourceSummary(source: .demo, demoDays: 4)),
            reader: ScriptedLineReader(lines: lines), output: output, errors: errors,
            spinner: Spinner(output: errors, enabled: false), interrupts: nil,
            options: .init(
                interactive: interactive, columns: { columns }, commandFiles: InMemoryCommandFileReader()),
            display: ReplDisplay(settings: settings, pager: pager))
        let status = await session.run()
        return Run(status: status, output: output, errors: errors)
    }

    @Test("the mode is saved and restored after a restart")
    func modeRestored() async {
        let store = InMemoryPreferencesStore()
        let first = await run(["mode icon"], store: store)
        #expect(first.status == 0)
        #expect(store.saved?.layout == .icon)
        let second = await run(["date 20220105"], store: store)
        #expect(second.output.lines[1].hasPrefix("┌"), "icon mode again after the restart")
        #expect(second.output.lines[2].contains("신작"))
    }

    @Test("mode with a wrong word is explained and changes nothing")
    func badMode() async {
        let store = InMemoryPreferencesStore()
        let result = await run(["mode grid", "mode"], store: store)
        #expect(
            result.errors.lines == [
                "인자가 맞지 않습니다(The value 'grid' is invalid for '<CHOICE>'. Please provide one of 'list' and 'icon'). "
                    + "사용법: `mode [list|icon]`"
            ])
        #expect(result.output.lines == ["보기 방식  list"], "`mode` alone is the mode line of `settings`")
        #expect(store.saved == nil)
        #expect(result.status == 64)
    }

    @Test("a settings file that cannot be written is a failed write (exit 1), told; the mode still applies")
    func saveFails() async {
        let store = InMemoryPreferencesStore(
            failing: .unwritable(path: "/ro/settings.json", reason: .permissionDenied))
        let result = await run(["mode icon", "date 20220105"], store: store)
        #expect(!result.errors.text.hasPrefix("경고: "), "a failure, not a warning: \(result.errors.text)")
        #expect(result.errors.text.contains("/ro/settings.json"))
        let english = await run(["mode icon"], store: store, language: .english)
        #expect(
            english.errors.lines == ["Could not save the settings to /ro/settings.json (permission denied)."])
        #expect(english.status == 1)
        #expect(result.output.lines[1].hasPrefix("┌"), "the mode still applies to this run")
        #expect(result.status == 1)
        let atThePrompt = await run(["mode icon"], interactive: true, store: store, language: .english)
        #expect(atThePrompt.errors.text.contains("Could not save the settings"), "\(atThePrompt.errors.text)")
    }

    @Test("format csv prints a header and rows, and parses back to the shown figures")
    func csvFormat() async {
        let result = await run(["format csv", "date 20220105"])
        #expect(result.output.lines.first == DailyBoxOfficeExport.csvColumns.joined(separator: ","))
        #expect(result.output.lines.count == 4)
        #expect(result.output.lines[1].hasPrefix("2022-01-05,1,20199882,경관의 피,"))
    }

    @Test("format json prints the one-line contract")
    func jsonFormat() async {
        let result = await run(["format json", "date 20220105"])
        #expect(result.output.lines.count == 1)
        #expect(
            result.output.text.hasPrefix(
                #"{"date":"2022-01-05","source":"kobis","chart":"daily","periodEnd":"2022-01-05","filter":"all","#
                    + #""entries":[{"rank":1,"#))
    }

    @Test(
        "--format shows one command's answer: the next is in the session's format, unless that command set one"
    )
    func formatForOneCommand() async {
        let table = await run(["date 20220105"])
        let once = await run(["date 20220105 --format JSON", "date 20220105"])
        #expect(once.output.lines.first?.hasPrefix(#"{"date":"2022-01-05""#) == true, "\(once.output.text)")
        #expect(Array(once.output.lines.dropFirst()) == table.output.lines, "the table again")
        let csv = await run(["format csv", "date 20220105"])
        let set = await run(["format csv --format json", "date 20220105"])
        #expect(set.output.lines == csv.output.lines, "the format the command chose stays")
        #expect(once.status == 0 && set.status == 0)
    }

    @Test("format plain reads as sentences")
    func plainFormat() async {
        let result = await run(["format plain", "date 20220105"])
        #expect(result.output.lines[1] == "1위, 신작, 경관의 피, 오늘 64,050명, 누적 69,228명")
    }

    @Test("date accepts yesterday, -N and M/D; today is explained as being counted")
    func dateForms() async {
        let repository = StubBoxOfficeRepository()
        let result = await run(
            ["date yesterday", "date -2", "date 1/3", "date today"], repository: repository)
        #expect(await repository.calls.map(\.date.iso) == ["2022-01-05", "2022-01-04", "2022-01-03"])
        #expect(result.errors.lines.count == 1)
        #expect(result.errors.text.contains("오늘 날짜는 집계중입니다"))
    }

    @Test("calendar opens on the month of the day shown, with that day in brackets")
    func calendarOfShownDay() async {
        let result = await run(["date 20220105", "calendar"])
        let calendarLines = Array(result.output.lines.drop { !$0.contains("2022년 1월") })
        #expect(calendarLines.count == 9)
        #expect(calendarLines[1] == " 일  월  화  수  목  금  토")
        #expect(calendarLines[2] == "                          1")
        #expect(calendarLines[3] == "  2   3   4 [ 5]  6   7   8")
        #expect(calendarLines.last == "자료 있는 날: 1-5일")
        for line in calendarLines { #expect(DisplayWidth().width(of: line) <= 40) }
    }

    @Test("calendar YYYYMM shows that month; a bad month is explained")
    func calendarOfMonth() async {
        let result = await run(["calendar 200311", "calendar 2003-13"])
        #expect(result.output.lines.first?.contains("2003년 11월") == true)
        #expect(result.output.lines.last == "자료 있는 날: 11-30일")
        #expect(result.errors.lines == ["'2003-13'은 월이 아닙니다: YYYYMM 또는 YYYY-MM 형식으로 입력하세요(예: 202201)."])
        let english = await run(["calendar 2003-13"], language: .english)
        #expect(english.errors.lines == ["'2003-13' is not a month: use YYYYMM or YYYY-MM, e.g. 202201."])
    }

    @Test("settings shows mode, format, width, colour and source, labelled in the language")
    func settings() async {
        let english = await run(["mode icon", "format box", "settings"], language: .english, columns: 100)
        #expect(
            english.output.lines == [
                "mode      icon", "format    box", "width     100 columns, ambiguous narrow",
                "symbols   unicode (auto: locale UTF-8)", "colour    off", "language  en",
                "source    demo (4 days of KOBIS figures)",
                "saved in  /config/boxoffice/settings.json",
            ])
        let korean = await run(["mode icon", "format box", "settings"], columns: 100)
        let lines = korean.output.lines
        #expect(lines.first == "보기 방식  icon")
        #expect(lines.contains("저장 위치  /config/boxoffice/settings.json"))
        #expect(!lines.contains { $0.hasPrefix("mode") || $0.hasPrefix("saved in") }, "\(lines)")
        let width = DisplayWidth()
        #expect(lines.count == 8)
        let values = ["icon", "box", "100칸", "unicode", "끔", "ko", "demo (KOBIS 자료 4일치)", "/config"]
        let columns = zip(lines, values).map { line, value in
            line.range(of: value).map { width.width(of: String(line[..<$0.lowerBound])) }
        }
        #expect(Set(columns) == [11], "values aligned by display width after `보기 방식`: \(lines)")
    }

    @Test("English labels with the English language")
    func english() async {
        let result = await run(["date 20220105", "calendar"], language: .english)
        #expect(result.output.lines[0].hasPrefix("2022-01-05 (Wed) daily box office"))
        #expect(result.output.lines[1].hasSuffix("today 64,050 / total 69,228"))
        #expect(result.output.text.contains("January 2022"))
    }

    @Test("an interactive session pages output taller than the screen, when both ends are terminals")
    func pages() async {
        let pager = RecordingPager()
        let setup = PagerSetup(
            isInputTTY: true, isOutputTTY: true, rows: { 5 }, pagerVariable: nil, pager: pager)
        let result = await run(["help"], interactive: true, pager: setup)
        #expect(pager.pages.count == 1, "the first day (4 lines) fits above the prompt; help does not")
        #expect(pager.pages.allSatisfy { $0.command == "less -FRX" })
        #expect(pager.pages.contains { $0.text.contains("명령:") })
        #expect(!result.output.text.contains("명령:"))
    }

    @Test("no pager when output is piped, and the text is printed when the pager cannot start")
    func noPager() async {
        let pager = RecordingPager()
        let piped = PagerSetup(
            isInputTTY: true, isOutputTTY: false, rows: { 5 }, pagerVariable: "more", pager: pager)
        let result = await run(["help"], interactive: true, pager: piped)
        #expect(pager.pages.isEmpty)
        #expect(result.output.text.contains("명령:"))
        let broken = RecordingPager(starts: false)
        let fallback = await run(
            ["help"], interactive: true,
            pager: PagerSetup(
                isInputTTY: true, isOutputTTY: true, rows: { 5 }, pagerVariable: nil, pager: broken))
        #expect(!broken.pages.isEmpty)
        #expect(fallback.output.text.contains("명령:"))
    }
}
