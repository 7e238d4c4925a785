import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeREPL
import BoxOfficeTestSupport
import Foundation
import Testing

/// A slow detail shows the same spinner as a slow day, in the display's language, on the
/// error stream only, and not in csv or json.
@MainActor
struct DetailSpinnerTests {
    let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_641_438_000) })

    func run(_ lines: [String], settings: DisplaySettings) async -> (output: TextBuffer, errors: TextBuffer) {
        let output = TextBuffer()
        let errors = TextBuffer()
        let session = ReplSession(
            viewModels: .stubbed(
                calendar: calendar, settings: settings,
                details: StubMovieDetailRepository(delay: .milliseconds(600)), prefetching: false),
            reader: ScriptedLineReader(lines: lines), output: output, errors: errors,
            spinner: Spinner(output: errors, enabled: true, delay: .zero), interrupts: nil,
            options: .init(interactive: false, columns: { 80 }, commandFiles: InMemoryCommandFileReader()),
            display: ReplDisplay(settings: settings))
        _ = await session.run()
        return (output, errors)
    }

    @Test(arguments: [(Language.korean, "영화 정보 불러오는 중…"), (.english, "Loading the movie…")])
    func aSlowDetailSpinsInTheLanguage(language: Language, label: String) async {
        let result = await run(
            ["detail 20199882"], settings: DisplaySettings(words: language.words(kobisKeySet: false)))
        #expect(result.errors.text.contains(label), "\(result.errors.text.debugDescription)")
        #expect(result.errors.text.hasSuffix("\r\u{1B}[2K"), "erased before the detail is printed")
        #expect(!result.output.text.contains("\u{1B}"))
        #expect(result.output.text.contains("20199882"))
    }

    @Test func aSlowPosterLookupSpinsToo() async {
        let result = await run(["poster 20199882"], settings: DisplaySettings(words: KoreanWords()))
        #expect(result.errors.text.contains("영화 정보 불러오는 중…"), "\(result.errors.text.debugDescription)")
    }

    @Test(arguments: [DisplayFormat.csv, .json])
    func noSpinnerInMachineFormats(format: DisplayFormat) async {
        let result = await run(
            ["detail 20199882"], settings: DisplaySettings(format: format, words: KoreanWords()))
        #expect(result.errors.text.isEmpty, "\(result.errors.text.debugDescription)")
    }
}
