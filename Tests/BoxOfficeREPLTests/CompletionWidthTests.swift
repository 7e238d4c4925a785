import BoxOfficeTestSupport
import Testing

@testable import BoxOfficeREPL

/// The list Tab prints takes its width from the source it is given (the composition root's
/// width tracker), not from its own look at the terminal.
@Suite("Completion list width")
struct CompletionWidthTests {
    /// Offers fixed words, whatever was typed.
    final class FixedWords: CompletionProvider {
        let words: [String]
        init(_ words: [String]) { self.words = words }
        func completions(forTextBeforeCursor textBeforeCursor: String) -> [String] { words }
    }

    let words = FixedWords(["date", "help", "quit", "today", "yesterday"])

    func action(columns: Int, provider: (any CompletionProvider)?, text: String = "")
        -> EditLineCompletionBridge.Action
    {
        EditLineCompletionBridge.action(
            forTextBeforeCursor: text, provider: provider, displayWidth: DisplayWidth(), columns: { columns })
    }

    @Test("the list is laid out in the width the source gives")
    func usesInjectedWidth() {
        #expect(
            action(columns: 31, provider: words)
                == .list("\ndate       quit       yesterday\nhelp       today\n"))
        #expect(action(columns: 11, provider: words) == .list("\ndate\nhelp\nquit\ntoday\nyesterday\n"))
    }

    @Test("the width is asked at each Tab press, so a resize counts")
    func asksEachTime() {
        var widths = [200, 11]
        func press() -> EditLineCompletionBridge.Action {
            EditLineCompletionBridge.action(
                forTextBeforeCursor: "", provider: words, displayWidth: DisplayWidth(),
                columns: { widths.removeFirst() })
        }
        #expect(press() == .list("\ndate       help       quit       today      yesterday\n"))
        #expect(press() == .list("\ndate\nhelp\nquit\ntoday\nyesterday\n"))
        #expect(widths.isEmpty)
    }

    @Test("a width of 0 or less (no terminal) falls back to the default width", arguments: [0, -1])
    func fallsBack(columns: Int) {
        #expect(action(columns: columns, provider: words) == action(columns: 80, provider: words))
    }

    @Test("no provider or no match beeps; one match is inserted, sanitised")
    func otherOutcomes() {
        #expect(action(columns: 80, provider: nil) == .beep)
        #expect(action(columns: 80, provider: FixedWords([]), text: "x") == .beep)
        #expect(action(columns: 80, provider: FixedWords(["help\u{1B}[2J"]), text: "he") == .insert("lp "))
    }

    @Test("hostile candidates: every row fits the width unless one candidate alone is wider")
    func hostileCandidatesFit() {
        var generator = SeededGenerator(seed: 0x7AB)
        let measure = DisplayWidth()
        for _ in 0..<200 {
            let candidates = (0..<Int.random(in: 2...12, using: &generator)).map { index in
                "w\(index)" + HostileText.random(using: &generator, maxPieces: 3)
            }
            let columns = Int.random(in: 10...120, using: &generator)
            guard
                case .list(let text) = action(columns: columns, provider: FixedWords(candidates), text: "x ")
            else { continue }
            let widest = candidates.map { measure.width(of: TerminalText.sanitize($0)) }.max() ?? 0
            for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
                #expect(TerminalSafety.unsafeScalars(in: line).isEmpty)
                #expect(measure.width(of: line) <= max(columns, widest), "\(TerminalSafety.visible(line))")
            }
        }
    }
}
