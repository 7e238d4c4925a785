import BoxOfficeREPL
import BoxOfficeTestSupport
import Testing

@Suite("Pager decision, window resizes, -c commands, completion of choices")
struct TerminalPlumbingTests {
    @Test("never page unless both stdin and stdout are terminals")
    func pagerNeedsTerminals() {
        for (input, output) in [(false, true), (true, false), (false, false)] {
            #expect(
                PagerPolicy.command(
                    lineCount: 500, screenRows: 24, isInputTTY: input, isOutputTTY: output, pager: nil) == nil
            )
        }
    }

    @Test("page only output taller than the screen less the prompt line")
    func pagerOnlyWhenTall() {
        #expect(
            PagerPolicy.command(
                lineCount: 23, screenRows: 24, isInputTTY: true, isOutputTTY: true, pager: nil) == nil)
        #expect(
            PagerPolicy.command(
                lineCount: 24, screenRows: 24, isInputTTY: true, isOutputTTY: true, pager: nil)
                == "less -FRX")
        #expect(
            PagerPolicy.command(lineCount: 99, screenRows: 0, isInputTTY: true, isOutputTTY: true, pager: nil)
                == nil)
    }

    @Test("$PAGER is used when set, less -FRX when unset or blank")
    func pagerVariable() {
        func command(_ pager: String?) -> String? {
            PagerPolicy.command(
                lineCount: 99, screenRows: 24, isInputTTY: true, isOutputTTY: true, pager: pager)
        }
        #expect(command("more") == "more")
        #expect(command("less -FRX") == "less -FRX")
        #expect(command("") == "less -FRX")
        #expect(command("  ") == "less -FRX")
    }

    @Test("the width is measured again only after a resize signal")
    func widthFollowsResize() {
        let signal = ScriptedResizeSignal()
        let measured = MeasuredWidth(120)
        let tracker = TerminalWidthTracker(initial: 80, signal: signal, measure: { measured.value })
        #expect(tracker.columns() == 80)
        signal.resize()
        #expect(tracker.columns() == 120)
        measured.value = 60
        #expect(tracker.columns() == 120, "no signal, no new measure")
        signal.resize()
        #expect(tracker.columns() == 60)
        measured.value = nil
        signal.resize()
        #expect(tracker.columns() == 60, "a terminal that cannot tell keeps the last width")
        measured.value = 0
        signal.resize()
        #expect(tracker.columns() == 60, "a width of 0 is none: the last width is kept")
        measured.value = 1
        signal.resize()
        #expect(tracker.columns() == 1)
    }

    @Test("-c commands are read in order, then the input ends")
    func commandList() {
        let reader = CommandListLineReader(["date 20220105", "detail 1"])
        #expect(reader.readLine(prompt: "> ") == .line("date 20220105"))
        #expect(reader.readLine(prompt: "> ") == .line("detail 1"))
        #expect(reader.readLine(prompt: "> ") == .endOfInput)
    }

    @MainActor
    @Test("Tab completes the choices of mode, format, width and symbols")
    func completesChoices() {
        let provider = ReplCompletionProvider { [] }
        #expect(provider.completions(forTextBeforeCursor: "mode ") == ["list", "icon"])
        #expect(provider.completions(forTextBeforeCursor: "mode i") == ["icon"])
        #expect(
            provider.completions(forTextBeforeCursor: "format ") == ["table", "box", "plain", "csv", "json"])
        #expect(provider.completions(forTextBeforeCursor: "width w") == ["wide"])
        #expect(provider.completions(forTextBeforeCursor: "symbols a") == ["auto", "ascii"])
        #expect(provider.completions(forTextBeforeCursor: "cal").contains("calendar"))
    }
}

/// A width the test changes between measures.
final class MeasuredWidth: @unchecked Sendable {
    var value: Int?
    init(_ value: Int?) { self.value = value }
}
