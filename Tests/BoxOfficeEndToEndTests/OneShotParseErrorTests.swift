import Foundation
import Testing

/// A one-shot command line ArgumentParser refuses is told as the prompt tells a typed word: what was
/// typed reaches the terminal visible (`\u{1B}`), never as a sequence the terminal obeys, and short.
@Suite("One-shot parse errors")
struct OneShotParseErrorTests {
    @Test("an escape sequence typed as a value is written out, not sent to the terminal")
    func escapesWrittenOut() async throws {
        let app = try BoxOfficeProcess()
        for arguments in [
            ["date", "--format", "\u{1B}]0;title\u{7}\u{1B}[31mred"], ["quit", "\u{1B}[2J"],
            ["date", "--x\u{9B}31m"], ["\u{1B}[2J"],
        ] {
            let result = try await app.run(arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(!result.errors.contains("\u{1B}") && !result.errors.contains("\u{7}"), "\(arguments)")
            #expect(!result.errors.contains("\u{9B}"), "\(arguments)")
            #expect(result.errors.contains("\\u{1B}") || result.errors.contains("\\u{9B}"), "\(arguments)")
        }
    }

    @Test("a line of the message is shown whole up to 1000 characters, and cut one past")
    func longLinesCut() async throws {
        let app = try BoxOfficeProcess()
        // `Error: Unknown option '` and the closing quote make 24 characters around the word.
        let atLimit = try await app.run(["date", "--" + String(repeating: "x", count: 974)])
        let pastLimit = try await app.run(["date", "--" + String(repeating: "x", count: 975)])
        #expect(atLimit.status == 64 && pastLimit.status == 64)
        #expect(atLimit.errors.contains(String(repeating: "x", count: 974) + "'\n"), "\(atLimit.errors)")
        // One character more: the closing quote is the 1001st, and goes.
        #expect(pastLimit.errors.contains(String(repeating: "x", count: 975) + "…\n"), "\(pastLimit.errors)")
        #expect(!pastLimit.errors.contains("x'"))
    }

    @Test(
        "256 words to trend are read, the run's own options beside them; one more is refused before parsing")
    func theMostWords() async throws {
        let app = try BoxOfficeProcess()
        let words = (1...256).map { "w\($0)" }
        let most = try await app.run(["--lang", "en", "trend"] + words + ["--demo"])
        let past = try await app.run(["--lang", "en", "trend"] + words + ["w257", "--demo"])
        #expect(!most.errors.contains("Too many words"), "\(most.errors)")
        #expect(past.status == 64)
        #expect(
            past.errors == "Too many words for trend: no command takes more than 256.\n", "\(past.errors)")
    }

    @Test("twenty thousand stray words are not all echoed back")
    func manyWordsNotEchoed() async throws {
        let result = try await BoxOfficeProcess().run(["date"] + (1...20_000).map(String.init))
        #expect(result.status == 64)
        #expect(result.errors.count < 4_000, "\(result.errors.count) characters")
    }

    @Test("--help and the completion scripts still go to standard output and exit 0")
    func helpUntouched() async throws {
        let app = try BoxOfficeProcess()
        let help = try await app.run(["date", "--help"])
        #expect(help.status == 0 && help.output.contains("OVERVIEW") && help.errors.isEmpty)
        let script = try await app.run(["--generate-completion-script", "bash"])
        #expect(script.status == 0 && script.output.contains("trend"))
    }
}
