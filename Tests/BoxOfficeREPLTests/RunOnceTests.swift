import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeREPL
import BoxOfficeTestSupport
import Foundation
import Testing

/// `boxoffice NAME ARGS`: one command run through the session, ending with a script's exit status.
@MainActor
struct RunOnceTests {
    let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_641_438_000) })

    func runOnce(_ line: String, interrupts: (any InterruptSignal)?) async throws -> (
        status: Int32, output: TextBuffer
    ) {
        let output = TextBuffer()
        let errors = TextBuffer()
        let settings = DisplaySettings(words: KoreanWords())
        let session = ReplSession(
            viewModels: .stubbed(calendar: calendar, settings: settings),
            reader: ScriptedLineReader(lines: []),
            output: output, errors: errors, spinner: Spinner(output: errors, enabled: false),
            interrupts: interrupts,
            options: .init(interactive: false, columns: { 80 }, commandFiles: InMemoryCommandFileReader()),
            display: ReplDisplay(settings: settings))
        let command = try #require(try CommandParser.parse(line))
        return (await session.runOnce(command), output)
    }

    @Test func ctrlCPressedWhileTheCommandRanEndsTheRunWith130AsAShellExpects() async throws {
        let pressed = try await runOnce("settings", interrupts: PressedOnce())
        #expect(pressed.status == 130)
        #expect(!pressed.output.text.isEmpty, "what the command printed stays printed")
        let quiet = try await runOnce("settings", interrupts: nil)
        #expect(quiet.status == 0)
    }
}
