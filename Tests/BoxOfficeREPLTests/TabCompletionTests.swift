import BoxOfficeTestSupport
import Testing

@testable import BoxOfficeREPL

@Suite("CompletionResolver")
struct CompletionResolverTests {
    @Test("The only candidate is completed and followed by a space")
    func singleCandidate() {
        let resolution = CompletionResolver.resolve(textBeforeCursor: "he", candidates: ["help"])
        #expect(resolution == .insert("lp "))
    }

    @Test("A word already complete gets its space")
    func alreadyComplete() {
        let resolution = CompletionResolver.resolve(textBeforeCursor: "help", candidates: ["help"])
        #expect(resolution == .insert(" "))
    }

    @Test("Several candidates: the prefix they share is inserted")
    func sharedPrefix() {
        let resolution = CompletionResolver.resolve(
            textBeforeCursor: "date 2022", candidates: ["20220105", "20220104"])
        #expect(resolution == .insert("010"))
    }

    @Test("Several candidates sharing nothing more are listed")
    func list() {
        let resolution = CompletionResolver.resolve(
            textBeforeCursor: "date 2022010", candidates: ["20220105", "20220104"])
        #expect(resolution == .list(["20220105", "20220104"]))
    }

    @Test("After a space every candidate stands for the new word")
    func emptyWord() {
        let resolution = CompletionResolver.resolve(
            textBeforeCursor: "help ", candidates: ["date", "help", "quit"])
        #expect(resolution == .list(["date", "help", "quit"]))
    }

    @Test("Nothing fits")
    func noMatch() {
        #expect(CompletionResolver.resolve(textBeforeCursor: "xy", candidates: ["help"]) == .noMatch)
        #expect(CompletionResolver.resolve(textBeforeCursor: "he", candidates: []) == .noMatch)
    }

    @Test("Candidates that do not start with the word are ignored, repeats count once")
    func filtersAndDeduplicates() {
        let resolution = CompletionResolver.resolve(
            textBeforeCursor: "q", candidates: ["help", "quit", "quit"])
        #expect(resolution == .insert("uit "))
    }

    @Test("A word typed in another case completes to the candidate's own spelling, as the parser reads it")
    func anyCase() {
        #expect(
            CompletionResolver.resolve(textBeforeCursor: "mode I", candidates: ["list", "icon"])
                == .replaceWord("icon "))
        #expect(
            CompletionResolver.resolve(textBeforeCursor: "DAT", candidates: ["date"]) == .replaceWord("date ")
        )
        #expect(
            CompletionResolver.resolve(textBeforeCursor: "P", candidates: ["prev", "poster", "help"])
                == .list(["prev", "poster"]))
        #expect(
            CompletionResolver.resolve(textBeforeCursor: "RE", candidates: ["refresh", "refs"])
                == .replaceWord("ref"))
        #expect(
            CompletionResolver.resolve(textBeforeCursor: "REF", candidates: ["refresh", "refs"])
                == .list(["refresh", "refs"]))
        #expect(
            CompletionResolver.resolve(textBeforeCursor: "mode i", candidates: ["icon"]) == .insert("con "))
    }

    @Test("Hangul is compared by character")
    func hangul() {
        let resolution = CompletionResolver.resolve(
            textBeforeCursor: "movie 서울", candidates: ["서울의 봄", "서울의 밤"])
        #expect(resolution == .insert("의 "))
        let listed = CompletionResolver.resolve(textBeforeCursor: "서울의 ", candidates: ["봄", "밤"])
        #expect(listed == .list(["봄", "밤"]))
    }

    @Test("A list is laid out in columns that fit the width")
    func listLayout() {
        let text = CompletionListLayout.render(
            ["date", "help", "quit", "today", "yesterday"], columns: 31, displayWidth: DisplayWidth())
        #expect(text == "\ndate       quit       yesterday\nhelp       today\n")
    }

    @Test("A list too wide for the screen has one candidate per row, each cut to the screen")
    func narrowListLayout() {
        let text = CompletionListLayout.render(["기생충", "서울의 봄"], columns: 5, displayWidth: DisplayWidth())
        #expect(text == "\n기생…\n서울…\n")
    }

    @Test("Many candidates with one long title still share rows, and no row is wider than the screen")
    func manyCandidatesShareRows() {
        let width = DisplayWidth()
        let candidates = (1...30).map { "영화 \($0)" } + [String(repeating: "아주 긴 제목 ", count: 12)]
        let rows = CompletionListLayout.render(candidates, columns: 80, displayWidth: width)
            .split(separator: "\n").map(String.init)
        #expect(
            rows.count <= (candidates.count + 1) / 2,
            "two or more a row: \(rows.count) rows for \(candidates.count)")
        for row in rows { #expect(width.width(of: row) <= 80, "\(row)") }
        #expect(rows.contains { $0.contains("…") }, "the long title is cut in the list")
    }
}

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

    @Test(
        "a word in another case is replaced by the candidate: the typed scalars deleted, the whole inserted")
    func replacesAWordInAnotherCase() {
        #expect(
            action(columns: 80, provider: FixedWords(["icon"]), text: "mode I")
                == .replace(deleting: 1, with: "icon "))
        #expect(
            action(columns: 80, provider: FixedWords(["émile\u{1B}[2J"]), text: "detail E\u{301}M")
                == .replace(deleting: 3, with: "émile "))
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
