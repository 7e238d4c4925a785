import BoxOfficeREPL
import BoxOfficeTestSupport
import Testing

/// The sanitiser and the width measure on arbitrary text: what comes out can no longer act on
/// a terminal, and measuring, cutting and padding keep their promises.
@Suite("TerminalText and DisplayWidth with generated input")
struct TerminalTextRobustnessTests {
    static let texts: [String] = {
        var generator = SeededGenerator(seed: 0x5A_17E5)
        let arbitrary = (0..<150).map { _ in
            HostileText.arbitraryScalars(count: Int.random(in: 0...40, using: &generator), using: &generator)
        }
        return HostileText.cases(seed: 0x7E47, count: 250) + arbitrary
    }()
    static let measures = [DisplayWidth(), DisplayWidth(ambiguousIsWide: true)]

    @Test("sanitised text has no control character, escape sequence or bidi override")
    func sanitisedIsSafe() {
        for text in Self.texts {
            let clean = TerminalText.sanitize(text)
            #expect(TerminalSafety.unsafeScalars(in: clean).isEmpty, "\(TerminalSafety.visible(text))")
            #expect(!clean.contains("\n") && !clean.contains("\r"))
        }
    }

    @Test("sanitising twice changes nothing more")
    func idempotent() {
        for text in Self.texts {
            let once = TerminalText.sanitize(text)
            #expect(TerminalText.sanitize(once) == once, "\(TerminalSafety.visible(text))")
        }
    }

    @Test("text with nothing to remove comes back unchanged")
    func printableTextIsKept() {
        let printable = HostileText.pieces.filter { piece in
            TerminalSafety.unsafeScalars(in: piece).isEmpty
                && !piece.unicodeScalars.contains { [0x85, 0x2028, 0x2029].contains($0.value) }
        }
        var generator = SeededGenerator(seed: 99)
        for _ in 0..<300 {
            let text = (0..<Int.random(in: 0...8, using: &generator)).compactMap { _ in
                printable.randomElement(using: &generator)
            }.joined()
            #expect(TerminalText.sanitize(text) == text, "\(TerminalSafety.visible(text))")
        }
    }

    @Test("the width of sanitised text is at least 0 and at most 2 columns a scalar")
    func widthIsBounded() {
        for text in Self.texts {
            let clean = TerminalText.sanitize(text)
            for measure in Self.measures {
                let width = measure.width(of: clean)
                #expect(
                    width >= 0 && width <= 2 * clean.unicodeScalars.count, "\(TerminalSafety.visible(text))")
                #expect(clean.allSatisfy { (0...2).contains(measure.width(of: $0)) })
            }
        }
    }

    @Test("truncate keeps within the width asked, escape sequences and all; text that fits is unchanged")
    func truncateFits() {
        var generator = SeededGenerator(seed: 3)
        for text in Self.texts {
            let maxWidth = Int.random(in: 0...30, using: &generator)
            for measure in Self.measures {
                let cut = measure.truncate(text, toWidth: maxWidth)
                #expect(measure.width(of: cut) <= maxWidth, "\(TerminalSafety.visible(text)) at \(maxWidth)")
                if measure.width(of: text) <= maxWidth, maxWidth > 0 { #expect(cut == text) }
                let clean = measure.truncate(TerminalText.sanitize(text), toWidth: maxWidth)
                #expect(TerminalSafety.unsafeScalars(in: clean).isEmpty)
                #expect(measure.width(of: clean) <= maxWidth)
            }
        }
    }

    @Test("padding reaches the width asked and never cuts")
    func paddingReachesWidth() {
        var generator = SeededGenerator(seed: 4)
        for text in Self.texts.map(TerminalText.sanitize) {
            let target = Int.random(in: 0...60, using: &generator)
            for measure in Self.measures {
                let expected = max(target, measure.width(of: text))
                #expect(measure.width(of: measure.padRight(text, toWidth: target)) == expected)
                #expect(measure.width(of: measure.padLeft(text, toWidth: target)) == expected)
            }
        }
    }

    @Test("a title starting with U+FE0F after a space adds no column (was measured 2 columns wide)")
    func variationSelectorAfterSpaceAddsNoColumn() {
        let measure = DisplayWidth()
        #expect(measure.width(of: " \u{FE0F}") == 1)
        #expect(measure.width(of: measure.padLeft("\u{FE0F}1", toWidth: 5)) == 5)
        #expect(measure.width(of: "1  " + "\u{FE0F}\u{FF11} \u{3131}") == measure.width(of: "1  ") + 5)
    }

    @Test("U+FE0E after a Hangul syllable leaves it 2 columns wide (was measured 1)")
    func textSelectorAfterHangulKeepsItWide() {
        #expect(DisplayWidth().width(of: "한\u{FE0E}") == 2)
    }

    @Test("presentation selectors still choose an emoji's width")
    func presentationSelectorsOnEmoji() {
        let measure = DisplayWidth()
        #expect(measure.width(of: "❤\u{FE0F}") == 2)
        #expect(measure.width(of: "☺\u{FE0E}") == 1)
        #expect(measure.width(of: "1\u{FE0F}\u{20E3}") == 2)
        #expect(measure.width(of: "👍\u{FE0E}") == 1)
    }
}
