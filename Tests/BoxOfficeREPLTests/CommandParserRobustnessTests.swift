import BoxOfficePresentation
import BoxOfficeREPL
import BoxOfficeTestSupport
import Testing

@testable import BoxOfficeCommands

/// The command parser fed hand-picked nasty lines and seeded random ones: every line parses
/// or is refused with a message a person can read, never a crash.
@Suite("CommandParser with generated input")
struct CommandParserRobustnessTests {
    static let lines = HostileText.cases(seed: 0xB0C5_0FF1CE, count: 400)

    @Test(
        "every line (nasty cases and 400 random) parses or gives a short message with no control characters")
    func parsesOrExplains() {
        for line in Self.lines {
            do {
                _ = try CommandParser.parse(line)
            } catch {
                let message = error.message(in: EnglishWords())
                #expect(!message.isEmpty, "\(TerminalSafety.visible(line))")
                #expect(
                    TerminalSafety.unsafeScalars(in: message).isEmpty,
                    "\(TerminalSafety.visible(line)) → \(TerminalSafety.visible(message))")
                #expect(message.count < 400, "\(TerminalSafety.visible(line)) → \(message.count) characters")
            }
        }
    }

    @Test("a command word with random text around it never crashes, and a known command stays known")
    func knownCommandsWithHostileArguments() throws {
        var generator = SeededGenerator(seed: 42)
        let names = [
            "date", "prev", "next", "refresh", "help", "quit", "mode", "format", "width", "symbols",
            "calendar", "settings", "source", "detail", "poster", "status",
        ]
        for _ in 0..<300 {
            let name = try #require(names.randomElement(using: &generator))
            let line = name + " " + HostileText.random(using: &generator, maxPieces: 4)
            do {
                _ = try CommandParser.parse(line)
            } catch {
                // `help` calls its argument unknown when it names no command, never `help` itself.
                if case .unknown(let typed, _) = error, typed == name {
                    Issue.record("'\(name)' was called unknown in \(TerminalSafety.visible(line))")
                }
                #expect(TerminalSafety.unsafeScalars(in: error.message(in: EnglishWords())).isEmpty)
            }
        }
    }

    @Test("a blank line, whatever its white space, is no command")
    func blankLines() throws {
        for line in ["", " ", "\t", "\n", "\r\n", "\u{3000}", "\u{00A0}", " \t \u{2028} "] {
            #expect(try CommandParser.parse(line) == nil, "\(TerminalSafety.visible(line))")
        }
    }

    @Test("a word made only of escape sequences is echoed with them written out, not as ''")
    func wordOfOnlyEscapesIsNamed() {
        let expected = [
            "\u{1B}[2J\u{1B}[H": "'\\u{1B}[2J\\u{1B}[H'", "\u{1B}]0;pwned\u{7}": "'\\u{1B}]0;pwned\\u{7}'",
            "\u{0}": "'\\u{0}'", "\u{1B}[A": "'\\u{1B}[A'",
        ]
        for (line, shown) in expected {
            do {
                _ = try CommandParser.parse(line)
                Issue.record("\(TerminalSafety.visible(line)) parsed")
            } catch {
                let message = error.message(in: EnglishWords())
                #expect(message.hasPrefix("Unknown command \(shown)"), "\(message)")
            }
        }
    }

    @Test(
        "a command with an invisible character is echoed with it written out, never as its suggestion",
        arguments: ["date\u{0}", "da\u{0}te", "date\u{1B}", "date\u{200B}", "date\u{FEFF}", "date\u{202E}"])
    func invisibleCharactersAreShownInTheEcho(line: String) {
        do {
            _ = try CommandParser.parse(line)
            Issue.record("\(TerminalSafety.visible(line)) parsed")
        } catch {
            guard case .unknown(_, let suggestion) = error else {
                Issue.record("expected an unknown command, got \(error)")
                return
            }
            #expect(suggestion == "date")
            let message = error.message(in: EnglishWords())
            #expect(!message.contains("'date'. Did you mean 'date'"), "\(message)")
            #expect(message.contains("\\u{"), "\(message)")
            #expect(TerminalSafety.unsafeScalars(in: message).isEmpty)
            let korean = error.message(in: KoreanWords())
            #expect(!korean.contains("'date'. 'date' 명령"), "\(korean)")
            #expect(korean.contains("\\u{"), "\(korean)")
            #expect(TerminalSafety.unsafeScalars(in: korean).isEmpty)
        }
        #expect(
            CommandParseError.unknown("date\u{0}", suggestion: "date").message(in: EnglishWords())
                == "Unknown command 'date\\u{0}'. Did you mean 'date'? (`help` lists the commands)")
        #expect(
            CommandParseError.unknown("date\u{0}", suggestion: "date").message(in: KoreanWords())
                == "알 수 없는 명령 'date\\u{0}'. 'date' 명령을 찾으셨나요? (명령 목록은 `help`)")
    }
}
