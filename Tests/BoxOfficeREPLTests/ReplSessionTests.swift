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
        interrupts: (any InterruptSignal)? = nil, columns: Int = 80
    ) async -> Run {
        let output = TextBuffer()
        let errors = TextBuffer()
        let reader = ScriptedLineReader(lines: lines)
        let viewModel = BoxOfficeListViewModel(
            useCase: ShowDailyBoxOfficeUseCase(repository: repository, calendar: calendar))
        let session = ReplSession(
            viewModel: viewModel, reader: reader, output: output, errors: errors,
            spinner: Spinner(output: errors, enabled: false), interrupts: interrupts,
            options: .init(
                interactive: interactive, columns: { columns }, commandFiles: InMemoryCommandFileReader()),
            display: ReplDisplay())
        let status = await session.run()
        return Run(status: status, output: output, errors: errors, reader: reader)
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
        #expect(result.errors.lines == [BoxOfficeFailure.invalidAPIKey.description])
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

    @Test("Ctrl-C cancels the request in flight and the session goes on")
    func interruptCancels() async {
        let repository = StubBoxOfficeRepository(delay: .seconds(30))
        let result = await run(
            ["date 20220105", "help"], repository: repository, interrupts: AlwaysInterrupted())
        #expect(result.errors.text.contains("Cancelled."))
        #expect(result.output.text.contains("Commands:"))
    }

    @Test("titles from the network are printed without their control characters")
    func sanitisesTitles() async {
        let evil = DailyBoxOffice.stub(entries: [.stub(title: "Evil\u{1B}]0;pwned\u{07}\u{1B}[2J Title")])
        let result = await run(["date 20220105"], repository: StubBoxOfficeRepository { _ in .success(evil) })
        #expect(!result.output.text.contains("\u{1B}"))
        #expect(!result.output.text.contains("\u{07}"))
        #expect(result.output.text.contains("Evil"))
    }
}

/// An interrupt signal that reports Ctrl-C at every look after the first (the first look
/// clears presses from before the request).
final class AlwaysInterrupted: InterruptSignal, @unchecked Sendable {
    private var looks = 0
    func consumeInterrupt() -> Bool {
        looks += 1
        return looks > 1
    }
}
