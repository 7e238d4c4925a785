import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeREPL
import BoxOfficeTestSupport
import Foundation
import Testing

/// The spinner a slow day shows on standard error speaks the display's language. It shows at
/// once here (no delay), before the stub's answer, so the test does not depend on timing.
@MainActor
@Suite("spinner text")
struct SpinnerLabelTests {
    let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_641_438_000) })

    func errors(loading language: Language) async -> String {
        let output = TextBuffer()
        let errors = TextBuffer()
        let settings = DisplaySettings(words: language.words(kobisKeySet: false))
        let session = ReplSession(
            viewModels: .stubbed(
                days: StubBoxOfficeRepository(delay: .milliseconds(600)), calendar: calendar,
                settings: settings),
            reader: ScriptedLineReader(lines: ["date 20220105"]), output: output,
            errors: errors, spinner: Spinner(output: errors, enabled: true, delay: .zero), interrupts: nil,
            options: .init(interactive: false, columns: { 80 }, commandFiles: InMemoryCommandFileReader()),
            display: ReplDisplay(settings: settings))
        _ = await session.run()
        return errors.text
    }

    @Test func koreanSaysItLoadsInKorean() async {
        let text = await errors(loading: .korean)
        #expect(text.contains("2022-01-05 불러오는 중…"), "\(text.debugDescription)")
        #expect(!text.contains("Loading"))
    }

    @Test func aSpinnerDrawnIsErasedOnceHoweverOftenItIsStopped() async {
        let errors = FirstWrite()
        let spinner = Spinner(output: errors, enabled: true, delay: .zero)
        spinner.start("a")
        await errors.untilWritten()
        let drawn = errors.text
        #expect(drawn.hasPrefix("\r\u{1B}[2K⠋ a"), "\(drawn.debugDescription)")
        spinner.stop()
        spinner.stop()
        // Stopped before its task first runs: nothing drawn, so nothing to erase.
        spinner.start("b")
        spinner.stop()
        #expect(errors.text == drawn + "\r\u{1B}[2K")
    }

    @Test func englishSaysItLoadsInEnglish() async {
        let text = await errors(loading: .english)
        #expect(text.contains("Loading 2022-01-05…"), "\(text.debugDescription)")
        #expect(!text.contains("불러오는"))
    }
}

/// Standard error as the spinner writes it, which a test can wait on for the first frame drawn.
final class FirstWrite: TextOutputStream {
    private(set) var text = ""
    private var waiter: CheckedContinuation<Void, Never>?

    func write(_ string: String) {
        text += string
        waiter?.resume()
        waiter = nil
    }

    func untilWritten(isolation: isolated (any Actor)? = #isolation) async {
        guard text.isEmpty else { return }
        await withCheckedContinuation { waiter = $0 }
    }
}
