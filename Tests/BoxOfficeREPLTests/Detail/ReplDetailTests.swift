import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeREPL
import BoxOfficeTestSupport
import Foundation
import Testing

@testable import BoxOfficeCommands

/// `detail`, `poster` and `status` in a session driven by a script.
@MainActor
struct ReplDetailTests {
    let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_641_438_000) })

    /// `calls`: each chart asked is a KOBIS call, whose count (of the calls sent so far) the call
    /// budget is told; `days` answers them. `oneStream`: the errors written where the output is.
    func run(
        _ lines: [String], poster: PosterLookup = .notConfigured, imageSupport: TerminalImageSupport = .none,
        settings: DisplaySettings = DisplaySettings(words: KoreanWords()),
        statusRepository: any StatusRepository = NoStatusRepository(),
        images: (any PosterImageRepository)? = nil, columns: Int = 80,
        calls: (@Sendable (_ sent: Int) -> Int)? = nil,
        days: any BoxOfficeRepository = StubBoxOfficeRepository(), oneStream: Bool = false
    )
        async -> (output: TextBuffer, errors: TextBuffer, status: Int32)
    {
        let output = TextBuffer()
        let errors = oneStream ? output : TextBuffer()
        let counted = calls.map {
            CallCountingBoxOfficeRepository(upstream: days, calendar: calendar, count: $0)
        }
        var stubbed = MovieDetail.stub(code: "20199882", title: "Evil\u{1B}]0;pwned\u{07} 영화")
        stubbed.watchGrade = "15세이상관람가"
        let detail = stubbed
        let viewModels = SessionViewModels.stubbed(
            days: counted ?? days, calendar: calendar, settings: settings,
            details: StubMovieDetailRepository { code in
                .success(code == "20199882" ? detail : .stub(code: code))
            },
            posters: poster, images: images, status: statusRepository)
        // As the composition root wires the counting GET to the session's call budget.
        counted?.reporting { @MainActor [weak viewModels] in viewModels?.callBudget.counted($0) }
        let session = ReplSession(
            viewModels: viewModels, reader: ScriptedLineReader(lines: lines), output: output, errors: errors,
            spinner: Spinner(output: errors, enabled: false), interrupts: nil,
            options: .init(
                interactive: false, columns: { columns }, commandFiles: InMemoryCommandFileReader(),
                imageSupport: imageSupport),
            display: ReplDisplay(settings: settings))
        let status = await session.run()
        return (output, errors, status)
    }

    @Test func aDayLoadedNearTheCallLimitWarnsOnceOnStandardError() async {
        let result = await run(["date 20220105", "prev", "next"], calls: { _ in 2_800 })
        let warnings = result.errors.lines.filter { $0.hasPrefix("경고: ") }
        #expect(warnings.count == 1, "\(result.errors.text)")
        #expect(warnings.first?.contains("2,800") == true, "\(result.errors.text)")
        #expect(!result.output.text.contains("경고"))
    }

    @Test func theWarningIsSaidOnceAfterTheOutputOfTheCommandWhoseCallReachedTheLevel() async {
        // 2,699, then 2,700 with `prev`'s call, then 2,701
        let result = await run(["date 20220105", "prev", "next"], calls: { 2_698 + $0 }, oneStream: true)
        let lines = result.output.lines
        let warnings = lines.indices.filter { lines[$0].hasPrefix("경고: ") }
        #expect(warnings.count == 1, "\(result.output.text)")
        #expect(warnings.first.map { lines[$0].contains("2,700") } == true, "\(result.output.text)")
        let charts = lines.indices.filter { lines[$0].contains("일별 박스오피스") }
        #expect(charts.count == 3, "\(result.output.text)")
        #expect(
            warnings.first.map { charts[1] < $0 && $0 < charts[2] } == true,
            "said after prev's chart, before next's: \(result.output.text)")
    }

    @Test func theWarningOfACallKOBISRefusedForTheQuotaFollowsTheFailureItself() async {
        let refusing = StubBoxOfficeRepository { _ in .failure(.quotaExceeded) }
        let result = await run(["date 20220105"], calls: { _ in 3_000 }, days: refusing, oneStream: true)
        let lines = result.output.lines
        #expect(lines.count == 2, "\(result.output.text)")
        #expect(lines.first == KoreanWords().text(for: .quotaExceeded), "\(result.output.text)")
        #expect(lines.last?.hasPrefix("경고: ") == true, "\(result.output.text)")
    }

    @Test func statusReadsTheStoreAndTheCallCountOnce() async {
        let status = StubStatusRepository(calls: 12)
        _ = await run(["status"], statusRepository: status)
        #expect(status.storeAsked == 1 && status.kobisCallsAsked == 1)
    }

    @Test func ctrlCDuringThePosterDownloadIsCancelledNotAFailure() async {
        let poster = PosterLookup.found(
            Poster(imageURL: "https://img.example/p.png", width: 510, height: 727))
        let result = await run(
            ["date 20220105", "poster 1"], poster: poster, imageSupport: .kitty, images: CancelledImages())
        #expect(result.errors.lines == ["취소했습니다."], "\(result.errors.text)")
        #expect(result.status == 0)
        let english = await run(
            ["date 20220105", "poster 1"], poster: poster, imageSupport: .kitty,
            settings: DisplaySettings(words: EnglishWords()), images: CancelledImages())
        #expect(english.errors.lines == ["Cancelled."], "\(english.errors.text)")
    }

    @Test func posterOnTheDemoSaysItHasNoPostersInASentence() async {
        let korean = await run(["date 20220105", "poster 1"], poster: .unavailable(.demo))
        #expect(korean.output.lines.last == "데모 자료에는 포스터가 없습니다.")
        let english = await run(
            ["date 20220105", "poster 1"], poster: .unavailable(.demo),
            settings: DisplaySettings(words: EnglishWords()))
        #expect(english.output.lines.last == "The demo data has no posters.")
        let detail = await run(["date 20220105", "detail 1"], poster: .unavailable(.demo))
        #expect(detail.output.text.contains("- (데모 자료에는 포스터가 없음)"))
    }

    @Test func aPosterLookupThatFailedIsAnErrorAndPipedInputExitsOne() async {
        let result = await run(
            ["date 20220105", "poster 1"], poster: .unavailable(.failed(.httpStatus(401, service: .kakao))))
        #expect(result.errors.lines.last?.hasPrefix("포스터를 가져오지 못했습니다: ") == true, "\(result.errors.text)")
        #expect(!result.output.text.contains("포스터"))
        #expect(result.status == 1)
    }

    @Test(arguments: ["csv", "json"])
    func inCSVAndJSONPostersSentencesGoToStandardError(format: String) async {
        let demo = await run(["format \(format)", "date 20220105", "poster 1"], poster: .unavailable(.demo))
        let sixel = await run(
            ["format \(format)", "date 20220105", "poster 1"],
            poster: .found(Poster(imageURL: "https://img.example/p.jpg", width: 510, height: 727)),
            imageSupport: .sixel)
        #expect(!demo.output.text.contains("포스터"), "\(demo.output.text)")
        #expect(demo.errors.lines == ["데모 자료에는 포스터가 없습니다."])
        #expect(demo.status == 0)
        #expect(sixel.output.lines.last == "https://img.example/p.jpg")
        #expect(!sixel.output.text.contains("img2sixel"))
        #expect(sixel.errors.lines == ["보려면: curl -s 'https://img.example/p.jpg' | img2sixel"])
    }

    @Test func thePostersOwnMessagesAreInTheDisplaysLanguage() async {
        let korean = await run(["poster"])
        #expect(korean.errors.lines == ["아직 본 영화가 없습니다. `poster N`(N은 순위)으로 쓰거나 먼저 `detail`로 보세요."])
        let english = await run(["poster"], settings: DisplaySettings(words: EnglishWords()))
        #expect(english.errors.lines == ["No detail shown yet: `poster N` (a rank), or `detail` first."])
        let poster = PosterLookup.found(
            Poster(imageURL: "https://img.example/p.jpg", width: 510, height: 727))
        let sixel = await run(["date 20220105", "poster 1"], poster: poster, imageSupport: .sixel)
        #expect(sixel.output.lines.last == "보려면: curl -s 'https://img.example/p.jpg' | img2sixel")
        let sixelEnglish = await run(
            ["date 20220105", "poster 1"], poster: poster, imageSupport: .sixel,
            settings: DisplaySettings(words: EnglishWords()))
        #expect(
            sixelEnglish.output.lines.last == "To show it: curl -s 'https://img.example/p.jpg' | img2sixel")
    }

    @Test func aDayLoadedFarFromTheCallLimitDoesNotWarn() async {
        let result = await run(["date 20220105"], calls: { _ in 12 })
        #expect(result.errors.text.isEmpty)
    }

    @Test func detailNPrintsTheVerticalViewSanitised() async {
        let result = await run(["date 20220105", "detail 1"])
        let lines = result.output.lines
        #expect(lines.contains { $0.hasPrefix("관람등급") && $0.hasSuffix("15세이상관람가") })
        #expect(lines.contains { $0.hasPrefix("원제") && $0.hasSuffix("  -") })
        #expect(!result.output.text.contains("\u{1B}") && !result.output.text.contains("\u{07}"))
        #expect(result.errors.text.isEmpty)
    }

    @Test func badDetailsAreOneLineEachAndAUsageErrorWhenPiped() async {
        let result = await run(["detail 1", "detail", "date 20220105", "detail 11", "detail 0"])
        #expect(result.errors.lines.count == 4)
        #expect(result.errors.lines[0] == KoreanWords().text(for: DetailSelectionError.noListShown))
        #expect(result.status == 64, "a movie typed that the list does not have is a usage error")
    }

    @Test func aFoundPosterIsOfferedWhereTheTerminalShowsImages() async {
        let poster = PosterLookup.found(
            Poster(imageURL: "https://img.example/p.jpg", width: 510, height: 727))
        let kitty = await run(["date 20220105", "detail 1"], poster: poster, imageSupport: .kitty)
        #expect(kitty.output.text.contains("https://img.example/p.jpg (510×727)"))
        #expect(
            kitty.output.text.contains("(`poster`로 이 터미널에서 포스터 보기)"), "the hint is in the display's language")
        let english = await run(
            ["date 20220105", "detail 1"], poster: poster, imageSupport: .kitty,
            settings: DisplaySettings(words: EnglishWords()))
        #expect(english.output.text.contains("`poster` shows it here"))
        let plain = await run(["date 20220105", "detail 1", "poster"], poster: poster)
        #expect(!plain.output.text.contains("`poster`"))
        #expect(plain.output.lines.last == "https://img.example/p.jpg (510×727)")
    }

    @Test func statusSaysWhereDataComesFromInTheDisplaysLanguage() async {
        let korean = await run(["status"])
        #expect(korean.output.lines.first?.hasPrefix("자료 출처  demo (내장된 KOBIS 자료") == true)
        #expect(korean.output.lines.contains("저장소     사용 안 함 (데모 자료)"), "\(korean.output.text)")
        let english = await run(["status"], settings: DisplaySettings(words: EnglishWords()))
        #expect(
            english.output.lines == [
                "source  demo (the bundled KOBIS figures; set KOBIS_API_KEY for live data)",
                "store   not used (demo data)",
            ])
    }

    @Test func statusCountsCallsWithThousandsSeparatorsAndAlignsByDisplayWidth() async {
        let summary = StoreSummary(
            location: "/s.sqlite", days: 1_500, movieDetails: 2, posters: 0, bytes: 2_048)
        let result = await run(
            ["status"],
            statusRepository: StubStatusRepository(calls: 1_234, availability: .available(summary)),
            columns: 120)
        let lines = result.output.lines
        #expect(lines.last?.hasPrefix("오늘 KOBIS 호출  3,000회 중 1,234회 (") == true, "\(lines)")
        #expect(lines.contains { $0.contains("박스오피스 1,500일") && $0.hasSuffix("2.0 KB (2,048바이트)") })
        let width = DisplayWidth()
        #expect(lines.count == 4)
        let starts = zip(lines, ["demo", "/s.sqlite", "박스오피스", "3,000회"]).map { line, value in
            line.range(of: value).map { width.width(of: String(line[..<$0.lowerBound])) }
        }
        #expect(Set(starts) == [17], "after `오늘 KOBIS 호출` (15 columns) and two spaces: \(lines)")
    }

    @Test func theParserTakesTheRestOfTheLineForDetail() throws {
        #expect(
            (try CommandParser.parse("detail 스파이더맨: 노 웨이 홈") as? MovieDetailCommand)?.movie == "스파이더맨: 노 웨이 홈"
        )
        #expect((try CommandParser.parse("detail") as? MovieDetailCommand).map { $0.movie == nil } == true)
        #expect((try CommandParser.parse("poster 3") as? PosterCommand)?.movie == "3")
        #expect(try CommandParser.parse("status") is AppStatusCommand)
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

    @Test func formatCSVPrintsTheDetailAsAHeaderAndOneSanitisedRow() async throws {
        let result = await run(["date 20220105", "format csv", "detail 1"])
        let lines = Array(result.output.lines.drop { !$0.hasPrefix("movieCode,") })
        #expect(lines.count == 2, "\(result.output.lines)")
        #expect(lines.first == MovieDetailExport.csvColumns.joined(separator: ","))
        let row = try #require(lines.last)
        #expect(row.hasPrefix("20199882,Evil 영화,,,"))
        #expect(row.contains(",15세이상관람가,"))
        #expect(!result.output.text.contains("\u{1B}") && !result.output.text.contains("\u{07}"))
    }

    @Test func formatPlainPrintsTheDetailAsSentencesWithTheDaysFigures() async {
        let result = await run(["format plain", "date 20220105", "detail 1"])
        let lines = result.output.lines
        #expect(lines.contains("Evil 영화, 영화 코드 20199882."))
        #expect(lines.contains("15세이상관람가."))
        #expect(lines.contains { $0.hasPrefix("2022-01-05 1위, 관객 ") })
        #expect(!lines.contains { $0.contains("  ") }, "no aligned columns")
    }

    @Test func formatPlainSpeaksEnglishWhenAskedTo() async {
        let result = await run(
            ["date 20220105", "detail 1"], settings: DisplaySettings(format: .plain, words: EnglishWords()))
        #expect(result.output.lines.contains("Evil 영화, movie code 20199882."))
        #expect(result.output.lines.contains("Rated 15세이상관람가."))
    }

    @Test(arguments: [AmbiguousWidth.narrow, .wide])
    func formatBoxPutsTheVerticalViewInABorderOfEvenWidth(ambiguous: AmbiguousWidth) async throws {
        let settings = DisplaySettings(
            preferences: UserPreferences(choosing: ambiguous), words: KoreanWords())
        let result = await run(["date 20220105", "format box", "detail 1"], settings: settings)
        let lines = Array(result.output.lines.drop { !$0.hasPrefix("┌") })
        let width = DisplayWidth(ambiguousIsWide: ambiguous == .wide)
        #expect(lines.first?.hasPrefix("┌") == true && lines.last?.hasPrefix("└") == true)
        #expect(lines[1].contains("Evil 영화 · 20199882") && lines[2].hasPrefix("├"))
        #expect(lines.contains { $0.hasPrefix("│ 관람등급") })
        #expect(Set(lines.map(width.width(of:))).count == 1, "every line as wide as the border")
    }

    @Test func formatJSONPrintsTheStatusAsOneObjectWithStableKeys() async throws {
        let result = await run(["format json", "status"])
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.output.text.utf8)) as? [String: Any])
        #expect(Set(object.keys) == Set(StatusExport.statusColumns))
        #expect(object["source"] as? String == "demo")
        #expect(object["store"] as? String == "notUsed")
        #expect(object["kobisCalls"] is NSNull)
    }
}

/// Images whose download is always cancelled, as Ctrl-C does.
private struct CancelledImages: PosterImageRepository {
    func imageData(at url: String) async throws(BoxOfficeFailure) -> Data {
        throw .cancelled
    }
}
