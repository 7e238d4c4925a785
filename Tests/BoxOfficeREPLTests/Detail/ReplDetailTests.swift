import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeREPL
import BoxOfficeTestSupport
import Foundation
import Testing

/// `detail`, `poster` and `status` in a session driven by a script.
@MainActor
struct ReplDetailTests {
    let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_641_438_000) })

    func run(
        _ lines: [String], poster: PosterLookup = .notConfigured, imageSupport: TerminalImageSupport = .none
    )
        async -> (output: TextBuffer, errors: TextBuffer, status: Int32)
    {
        let output = TextBuffer()
        let errors = TextBuffer()
        let list = BoxOfficeListViewModel(
            useCase: ShowDailyBoxOfficeUseCase(repository: StubBoxOfficeRepository(), calendar: calendar))
        var stubbed = MovieDetail.stub(code: "20199882", title: "Evil\u{1B}]0;pwned\u{07} 영화")
        stubbed.watchGrade = "15세이상관람가"
        let detail = stubbed
        let details = ReplDetails(
            viewModel: MovieDetailViewModel(
                list: list,
                useCase: ShowMovieDetailUseCase(
                    details: StubMovieDetailRepository { code in
                        .success(code == "20199882" ? detail : .stub(code: code))
                    },
                    posters: NoPosterRepository(outcome: poster))),
            status: StatusViewModel(
                useCase: ShowStatusUseCase(
                    repository: NoStatusRepository(), calendar: calendar, source: .demo)),
            renderer: MovieDetailRenderer(
                width: DisplayWidth(), style: TerminalStyle(colorEnabled: false), imageSupport: imageSupport),
            imageSupport: imageSupport)
        let session = ReplSession(
            viewModel: list, reader: ScriptedLineReader(lines: lines), output: output, errors: errors,
            renderer: BoxOfficeListRenderer(width: DisplayWidth(), style: TerminalStyle(colorEnabled: false)),
            spinner: Spinner(output: errors, enabled: false), interrupts: nil,
            options: .init(interactive: false, columns: { 80 }), details: details)
        let status = await session.run()
        return (output, errors, status)
    }

    @Test func detailNPrintsTheVerticalViewSanitised() async {
        let result = await run(["date 20220105", "detail 1"])
        let lines = result.output.lines
        #expect(lines.contains { $0.hasPrefix("관람등급") && $0.hasSuffix("15세이상관람가") })
        #expect(lines.contains { $0.hasPrefix("원제") && $0.hasSuffix("  -") })
        #expect(!result.output.text.contains("\u{1B}") && !result.output.text.contains("\u{07}"))
        #expect(result.errors.text.isEmpty)
    }

    @Test func badDetailsAreOneLineEachAndPipedInputExitsOne() async {
        let result = await run(["detail 1", "detail", "date 20220105", "detail 11", "detail 0"])
        #expect(result.errors.lines.count == 4)
        #expect(result.errors.lines[0] == DetailSelectionError.noListShown.description)
        #expect(result.status == 1)
    }

    @Test func aFoundPosterIsOfferedWhereTheTerminalShowsImages() async {
        let poster = PosterLookup.found(
            Poster(imageURL: "https://img.example/p.jpg", width: 510, height: 727))
        let kitty = await run(["date 20220105", "detail 1"], poster: poster, imageSupport: .kitty)
        #expect(kitty.output.text.contains("https://img.example/p.jpg (510×727)"))
        #expect(kitty.output.text.contains("`poster` shows it here"))
        let plain = await run(["date 20220105", "detail 1", "poster"], poster: poster)
        #expect(!plain.output.text.contains("`poster`"))
        #expect(plain.output.lines.last == "https://img.example/p.jpg (510×727)")
    }

    @Test func statusSaysWhereDataComesFrom() async {
        let result = await run(["status"])
        #expect(result.output.text.contains("source  demo"))
    }

    @Test func theParserTakesTheRestOfTheLineForDetail() throws {
        #expect(try CommandParser.parse("detail 스파이더맨: 노 웨이 홈") == .detail("스파이더맨: 노 웨이 홈"))
        #expect(try CommandParser.parse("detail") == .detail(nil))
        #expect(try CommandParser.parse("status") == .status)
        #expect(throws: CommandParseError.self) { try CommandParser.parse("status now") }
    }

    @Test func tabAfterDetailAsksForTheListsCandidates() {
        let provider = ReplCompletionProvider(
            suggestedDates: { [] },
            detailCandidates: { argument in argument == "스파이더맨: " ? ["노 웨이 홈"] : ["1", "경관의 피"] })
        #expect(provider.completions(forTextBeforeCursor: "detail 경") == ["경관의 피"])
        #expect(provider.completions(forTextBeforeCursor: "detail 스파이더맨: 노") == [])
        #expect(provider.completions(forTextBeforeCursor: "detail 스파이더맨: ") == ["노 웨이 홈"])
    }

    @Test func theImageSupportIsReadFromTheEnvironment() {
        #expect(TerminalImageSupport(environment: ["TERM": "xterm-kitty"]) == .kitty)
        #expect(TerminalImageSupport(environment: ["TERM_PROGRAM": "iTerm.app"]) == .iTerm2)
        #expect(TerminalImageSupport(environment: ["TERM": "xterm-256color"]) == .none)
        #expect(InlineImage.kitty(png: Data([0xFF, 0xD8])) == nil)
        #expect(InlineImage.iTerm2(Data([1, 2, 3])).hasPrefix("\u{1B}]1337;File=inline=1;size=3"))
    }
}
