import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeREPL
import BoxOfficeTestSupport
import Foundation
import Testing

@MainActor
@Suite("ReplSession driven by a script")
struct ReplSessionTests {
    /// 2022-01-06 12:00 in Seoul.
    let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_641_438_000) })

    struct Run {
        let status: Int32
        let output: TextBuffer
        let errors: TextBuffer
        let reader: ScriptedLineReader
    }

    func run(
        _ lines: [String], interactive: Bool = false,
        repository: StubBoxOfficeRepository = StubBoxOfficeRepository(),
        interrupts: (any InterruptSignal)? = nil, columns: Int = 80, language: Language = .korean
    ) async -> Run {
        await run(
            script: lines.map(LineInput.line), interactive: interactive, repository: repository,
            interrupts: interrupts, columns: columns, language: language)
    }

    func run(
        script: [LineInput], interactive: Bool = false,
        repository: StubBoxOfficeRepository = StubBoxOfficeRepository(),
        interrupts: (any InterruptSignal)? = nil, columns: Int = 80, language: Language = .korean
    ) async -> Run {
        let output = TextBuffer()
        let errors = TextBuffer()
        let reader = ScriptedLineReader(script)
        let settings = DisplaySettings(words: language.words(kobisKeySet: false))
        let session = ReplSession(
            viewModels: .stubbed(
                days: repository, calendar: calendar, settings: settings,
                details: StubMovieDetailRepository(),
                status: StubStatusRepository(calls: nil)), reader: reader,
            output: output, errors: errors, spinner: Spinner(output: errors, enabled: false),
            interrupts: interrupts,
            options: .init(
                interactive: interactive, columns: { columns }, commandFiles: InMemoryCommandFileReader()),
            display: ReplDisplay(settings: settings))
        let status = await session.run()
        return Run(status: status, output: output, errors: errors, reader: reader)
    }

    @Test("clear erases the screen at a terminal, writes nothing when piped, and keeps the day shown")
    func clear() async {
        let interactive = await run(["clear", "detail 1"], interactive: true)
        #expect(interactive.output.text.contains("\u{1B}[H\u{1B}[2J"))
        #expect(interactive.reader.prompts.last == "boxoffice 2022-01-05> ", "the day shown is kept")
        let piped = await run(["date 20220105", "clear"])
        #expect(!piped.output.text.contains("\u{1B}"))
        #expect(piped.status == 0)
        let extra = await run(["clear now"])
        #expect(extra.status == 64, "clear takes no argument")
    }

    @Test("date prints the heading and one aligned row per movie")
    func date() async {
        let result = await run(["date 20220105"])
        #expect(result.status == 0)
        #expect(result.output.lines.first?.hasPrefix("2022-01-05 (수)") == true)
        #expect(result.output.lines.count == 4)
        #expect(result.output.lines[1] == " 1  신작  경관의 피  오늘 64,050 / 총 69,228")
        #expect(result.errors.text.isEmpty)
    }

    @Test("piped input shows no prompt text and no banner")
    func pipedHasNoBanner() async {
        let result = await run(["date 20220105"])
        #expect(!result.output.text.contains("help"))
    }

    @Test("an interactive session shows the default day first and the day in the prompt")
    func interactiveStart() async {
        let result = await run(["prev"], interactive: true)
        #expect(result.output.text.contains("2022-01-05 (수)"))
        #expect(result.output.text.contains("2022-01-04 (화)"))
        #expect(result.reader.prompts == ["boxoffice 2022-01-05> ", "boxoffice 2022-01-04> "])
        #expect(result.status == 0)
    }

    @Test("a failure is one line on the error stream, and piped input then exits 1")
    func failure() async {
        let result = await run(
            ["date 20220105"], repository: StubBoxOfficeRepository(failing: .invalidAPIKey))
        #expect(result.errors.lines == [KoreanWords().text(for: BoxOfficeFailure.invalidAPIKey)])
        #expect(result.output.text.isEmpty)
        #expect(result.status == 1)
    }

    @Test(
        "bad dates are explained without asking the repository",
        arguments: ["abc", "20231345", "2022-01-06", "20031110"])
    func badDates(text: String) async {
        let repository = StubBoxOfficeRepository()
        let result = await run(["date \(text)"], repository: repository)
        #expect(result.errors.lines.count == 1)
        #expect(await repository.callCount == 0)
    }

    @Test("quit ends the session before the lines after it")
    func quit() async {
        let result = await run(["quit", "date 20220105"])
        #expect(result.output.text.isEmpty)
        #expect(result.reader.prompts.count == 1)
    }

    @Test("Ctrl-C at the prompt cancels the request in flight and the session goes on")
    func interruptCancels() async {
        let repository = StubBoxOfficeRepository(delay: .seconds(600))
        let result = await run(
            ["date 20220105", "help"], interactive: true, repository: repository,
            interrupts: AlwaysInterrupted())
        #expect(result.errors.lines == ["취소했습니다.", "취소했습니다."], "the first day shown, then the date typed")
        #expect(result.output.lines.contains("명령:"))
        #expect(result.status == 0)
        let english = await run(
            ["date 20220105", "help"], interactive: true,
            repository: StubBoxOfficeRepository(delay: .seconds(600)),
            interrupts: AlwaysInterrupted(), language: .english)
        #expect(english.errors.lines.first == "Cancelled.")
        #expect(english.output.lines.contains("Commands:"))
    }

    @Test("Ctrl-C in piped input or -c cancels the request in flight and ends the session with 130")
    func interruptEndsAScript() async {
        let result = await run(
            ["date 20220105", "help"], repository: StubBoxOfficeRepository(delay: .seconds(600)),
            interrupts: AlwaysInterrupted())
        #expect(result.errors.lines == ["취소했습니다."])
        #expect(result.output.text.isEmpty, "help, after it, does not run")
        #expect(result.status == 130)
    }

    @Test("Ctrl-C between two commands ends a script with 130 but is forgotten at the prompt")
    func pressBetweenCommands() async {
        let script = await run(["help", "help"], interrupts: PressedOnce())
        #expect(script.status == 130)
        #expect(script.output.lines.filter { $0 == "명령:" }.count == 1)
        let prompt = await run(["help", "help"], interactive: true, interrupts: PressedOnce())
        #expect(prompt.status == 0)
        #expect(prompt.output.lines.filter { $0 == "명령:" }.count == 2)
    }

    @Test(
        "at the prompt, Ctrl-C pressed just after the line was read cancels its work: the line's mark is kept"
    )
    func pressJustAfterTheLine() async {
        let result = await run(
            ["date 20220104"], interactive: true, repository: StubBoxOfficeRepository(delay: .seconds(1)),
            interrupts: PressedAfterTheLinesMark())
        #expect(result.errors.lines == ["취소했습니다."], "the first day shown, then the date typed cancelled")
        #expect(result.status == 0)
    }

    @Test("Ctrl-C while a script waits for its next line ends it with 130; at the prompt it is a fresh line")
    func interruptedRead() async {
        let lines: [LineInput] = [.line("help"), .interrupted, .line("help")]
        let script = await run(script: lines)
        #expect(script.status == 130)
        #expect(script.output.lines.filter { $0 == "명령:" }.count == 1)
        let prompt = await run(script: lines, interactive: true)
        #expect(prompt.status == 0)
        #expect(prompt.output.lines.filter { $0 == "명령:" }.count == 2)
    }

    @Test("a line too long is refused with a sentence, in either language, and the session goes on")
    func lineTooLong() async {
        let lines: [LineInput] = [.tooLong, .line("help")]
        let korean = await run(script: lines)
        #expect(korean.errors.lines == ["64 KB보다 긴 줄은 읽지 않았습니다: 그렇게 긴 명령은 없습니다"])
        #expect(korean.output.lines.contains("명령:"), "the line after it runs")
        #expect(korean.status == 64, "a script with a line refused ends as one with a mistyped command")
        let english = await run(script: lines, interactive: true, language: .english)
        #expect(english.errors.lines == ["a line longer than 64 KB was not read: no command needs that many"])
        #expect(english.status == 0)
    }

    @Test(
        "input that cannot be read is told, in either language, and ends the session with 1, at the prompt too"
    )
    func unreadableInput() async {
        let lines: [LineInput] = [.line("help"), .unreadable(.folderInTheWay), .line("help")]
        let script = await run(script: lines)
        #expect(script.errors.lines == ["입력을 읽을 수 없습니다(이유: 그 자리에 폴더가 있음)."])
        #expect(script.output.lines.filter { $0 == "명령:" }.count == 1, "the line after it is not read")
        #expect(script.status == 1)
        let prompt = await run(script: lines, interactive: true, language: .english)
        #expect(prompt.errors.lines == ["Could not read the input (a folder is in the way)."])
        #expect(prompt.output.lines.filter { $0 == "Commands:" }.count == 1)
        #expect(prompt.status == 1)
    }

    @Test("the banner of an interactive session is in the display's language")
    func banner() async {
        let korean = await run([], interactive: true)
        #expect(korean.output.lines.first == "boxoffice · 일별 박스오피스 · 명령 목록은 `help` · 나가려면 Ctrl-D")
        let english = await run([], interactive: true, language: .english)
        #expect(
            english.output.lines.first
                == "boxoffice · Korean daily box office · `help` lists the commands · Ctrl-D leaves")
        #expect(english.output.lines.dropFirst().first?.hasPrefix("2022-01-05 (Wed)") == true)
    }

    @Test("each ViewModel is made the first time a command uses it: a day's chart makes no catalogue")
    func madeOnFirstUse() async {
        let settings = DisplaySettings(words: KoreanWords())
        let made = TextBuffer()
        let counted = SessionViewModels.stubbed(calendar: calendar, settings: settings).with { makers in
            let (catalogue, list) = (makers.catalogue, makers.list)
            makers.list = {
                made.write("list ")
                return list($0)
            }
            makers.catalogue = {
                made.write("catalogue ")
                return catalogue()
            }
        }
        let output = TextBuffer()
        let session = ReplSession(
            viewModels: counted, reader: ScriptedLineReader(lines: ["date 20220105", "prev"]),
            output: output, errors: TextBuffer(), spinner: Spinner(output: TextBuffer(), enabled: false),
            interrupts: nil,
            options: .init(interactive: false, columns: { 80 }, commandFiles: InMemoryCommandFileReader()),
            display: ReplDisplay(settings: settings))
        #expect(made.text.isEmpty, "nothing is made before a command needs it")
        _ = await session.run()
        #expect(made.text == "list ", "the list once, for both charts; never the catalogue")
        #expect(output.text.contains("2022-01-04"))
    }

    @Test("a bad date typed is explained in the display's language")
    func badDateWording() async {
        let today = DateInputError.today(BoxOfficeDate(year: 2022, month: 1, day: 6) ?? .earliest)
        let korean = await run(["date 2022-01-06"])
        #expect(korean.errors.lines == [KoreanWords().text(for: today)])
        #expect(korean.errors.text.contains("오늘 날짜는 집계중입니다"))
        let english = await run(["date 2022-01-06"], language: .english)
        #expect(english.errors.lines == [EnglishWords().text(for: today)])
    }

    @Test("a line that is not a command is explained in the display's language")
    func parseErrorsInBothLanguages() async {
        let lines = ["dtae 20220105", "frobnicate", "prev 3", "source", "mode grid", "format XML"]
        let korean = await run(lines)
        #expect(
            korean.errors.lines == [
                "알 수 없는 명령 'dtae'. 'date' 명령을 찾으셨나요? (명령 목록은 `help`)",
                "알 수 없는 명령 'frobnicate'. 명령 목록은 `help`.",
                "인자가 맞지 않습니다(Unexpected argument '3'). 사용법: `prev`",
                "인자가 맞지 않습니다(Missing expected argument '<FILE> ...'). 사용법: `source FILE`",
                "인자가 맞지 않습니다(The value 'grid' is invalid for '<CHOICE>'. Please provide one of 'list' and 'icon'). "
                    + "사용법: `mode [list|icon]`",
                "인자가 맞지 않습니다(The value 'XML' is invalid for '<CHOICE>'. Please provide one of 'table', 'box', "
                    + "'plain', 'csv' or 'json'). 사용법: `format [table|box|plain|csv|json]`",
            ])
        #expect(korean.status == 64)
        let english = await run(lines, language: .english)
        #expect(
            english.errors.lines == [
                "Unknown command 'dtae'. Did you mean 'date'? (`help` lists the commands)",
                "Unknown command 'frobnicate'. `help` lists the commands.",
                "Unexpected argument '3'. Usage is `prev`.",
                "Missing expected argument '<FILE> ...'. Usage is `source FILE`.",
                "The value 'grid' is invalid for '<CHOICE>'. Please provide one of 'list' and 'icon'. "
                    + "Usage is `mode [list|icon]`.",
                "The value 'XML' is invalid for '<CHOICE>'. Please provide one of 'table', 'box', 'plain', 'csv' "
                    + "or 'json'. Usage is `format [table|box|plain|csv|json]`.",
            ])
    }

    @Test("help of an unknown command is a usage error: on the error stream, piped input exits 64")
    func helpOfAnUnknownCommandFails() async {
        let result = await run(["help xyz", "help DTAE"])
        #expect(
            result.errors.lines == [
                "알 수 없는 명령 'xyz'. 명령 목록은 `help`.",
                "알 수 없는 명령 'DTAE'. 'date' 명령을 찾으셨나요? (명령 목록은 `help`)",
            ])
        #expect(result.output.text.isEmpty)
        #expect(result.status == 64)
    }

    @Test("comment lines and a byte order mark are skipped, so a saved script runs")
    func commentsAndByteOrderMark() async {
        let result = await run(["\u{FEFF}# my day", "# date 20990101", "\u{FEFF}date 20220105"])
        #expect(result.errors.text.isEmpty, "\(result.errors.text)")
        #expect(result.output.lines.first?.hasPrefix("2022-01-05 (수)") == true)
        #expect(result.status == 0)
    }

    @Test("an alias typed with too many arguments is named as typed, in both languages")
    func aliasInErrors() async {
        let korean = await run(["exit 0"])
        #expect(korean.errors.lines == ["인자가 맞지 않습니다(Unexpected argument '0'). 사용법: `quit`"])
        let english = await run(["exit 0"], language: .english)
        #expect(english.errors.lines == ["Unexpected argument '0'. Usage is `quit`."])
    }

    @Test("titles from the network are printed without their control characters")
    func sanitisesTitles() async {
        let evil = BoxOfficeChart.stub(entries: [.stub(title: "Evil\u{1B}]0;pwned\u{07}\u{1B}[2J Title")])
        let result = await run(["date 20220105"], repository: StubBoxOfficeRepository { _ in .success(evil) })
        #expect(!result.output.text.contains("\u{1B}"))
        #expect(!result.output.text.contains("\u{07}"))
        #expect(result.output.text.contains("Evil"))
    }
}

/// An interrupt signal that reports one Ctrl-C, pressed before anything looked (and so before any line).
final class PressedOnce: InterruptSignal, @unchecked Sendable {
    private var pressed = true
    func consumeInterrupt() -> Bool {
        defer { pressed = false }
        return pressed
    }
    func pressesSoFar() -> Int { 1 }
    func forgetPresses(upTo mark: Int) { if mark >= 1 { pressed = false } }
}

/// An interrupt signal that reports Ctrl-C at every look after the first (the first look, or the
/// forgetting at the prompt, clears presses from before the request).
final class AlwaysInterrupted: InterruptSignal, @unchecked Sendable {
    private var looks = 0
    func consumeInterrupt() -> Bool {
        looks += 1
        return looks > 1
    }
    func pressesSoFar() -> Int { 0 }
    func forgetPresses(upTo mark: Int) { looks += 1 }
}

/// Ctrl-C pressed once just after the count's second look: the first is the first chart's, the second
/// the mark the reading thread takes as the line returns, so the press comes before the line's work starts.
final class PressedAfterTheLinesMark: InterruptSignal, @unchecked Sendable {
    private let lock = NSLock()
    private var looks = 0
    private var presses = 0
    private var raised = false

    func consumeInterrupt() -> Bool {
        lock.withLock {
            defer { raised = false }
            return raised
        }
    }

    func pressesSoFar() -> Int {
        lock.withLock {
            looks += 1
            defer {
                if looks == 2 {
                    presses += 1
                    raised = true
                }
            }
            return presses
        }
    }

    func forgetPresses(upTo mark: Int) {
        lock.withLock { if presses == mark { raised = false } }
    }
}
