import BoxOfficeREPL
import Foundation
import Testing

@testable import BoxOfficeCommands

/// Point 1 of issue 14: every command of the one list runs at the prompt (`-c`) and one-shot
/// (`boxoffice NAME ARGS`) with the same arguments, and says the same: one declaration, one run.
@Suite("One declaration for every front")
struct OneDeclarationTests {
    /// Arguments each command is tried with, and what it does with them on the demo data (which
    /// `DemoAnswerTests` holds it to); a command added to `CommandList` without a line here fails.
    static let samples: [String: Sample] = [
        "date": .shows(["20220105"]), "prev": .shows(), "next": .saysTheDemoHasNone(),
        "weekly": .saysTheDemoHasNone(["20220105"]), "weekend": .saysTheDemoHasNone(["20220105"]),
        "weekdays": .saysTheDemoHasNone(["20220105"]), "filter": .asksForNone(["nation", "korean"]),
        "refresh": .shows(), "detail": .shows(["20199882"]), "poster": .saysTheDemoHasNone(["20199882"]),
        "shares": .asksForNone(), "search": .shows(["경관"]), "more": .asksForNone(),
        "people": .shows(["이규만"]), "person": .shows(["D000001"]), "company": .shows(["리양"]),
        "codes": .shows(["2204"]),
        "trend": .saysTheDemoHasNone(["20199882"]), "top": .saysTheDemoHasNone(["20220101", "20220105"]),
        "compare": .saysTheDemoHasNone(["A", "B"]), "openings": .saysTheDemoHasNone(["202201"]),
        "months": .saysTheDemoHasNone(["2022"]), "status": .shows(), "calendar": .shows(["202201"]),
        "sync": .saysTheDemoHasNone(["20220101", "20220102"]),
        "export": .saysTheDemoHasNone(["20220101", "20220102"]),
        "backup": .saysTheDemoHasNone(["copy.sqlite"]),
        "mode": .asksForNone(), "format": .asksForNone(), "width": .asksForNone(), "symbols": .asksForNone(),
        "settings": .asksForNone(), "clear": .asksForNone(), "source": .asksForNone(["nothing.txt"]),
        "help": .asksForNone(["date"]), "quit": .asksForNone(),
    ]

    /// A command's sample arguments, and what it does with them on the demo data.
    enum Sample {
        /// It shows the demo data's figures: exit 0, a json document from the demo.
        case shows(_ arguments: [String] = [])
        /// The demo data has none of what it asks for, and it says so in a sentence of its own that
        /// names the demo data (as `weekly`, `poster`, `trend` or `sync` do).
        case saysTheDemoHasNone(_ arguments: [String] = [])
        /// It asks for no figures of its own: it works on what another command showed, on the
        /// session's settings or on files.
        case asksForNone(_ arguments: [String] = [])

        var arguments: [String] {
            switch self {
            case .shows(let arguments), .saysTheDemoHasNone(let arguments), .asksForNone(let arguments):
                arguments
            }
        }
    }

    @Test("every command in the list has a sample here")
    func everyCommandIsTried() {
        #expect(Set(CommandList.all.map { $0.name }) == Set(Self.samples.keys))
    }

    @Test("each command says the same at the prompt and one-shot: output, messages and exit status")
    func sameAtThePromptAndOneShot() async throws {
        let app = try BoxOfficeProcess()
        for command in CommandList.all {
            let arguments = [command.name] + (Self.samples[command.name]?.arguments ?? [])
            for extra in [[], ["--format", "json"]] {
                let prompt = try await app.run(["-c", (arguments + extra).joined(separator: " ")])
                let oneShot = try await app.run(arguments + extra)
                let shown = (arguments + extra).joined(separator: " ")
                #expect(oneShot.output == prompt.output, "\(shown)")
                #expect(oneShot.errors == prompt.errors, "\(shown)")
                #expect(oneShot.status == prompt.status, "\(shown)")
            }
        }
    }

    @Test("a day typed wrong is the same usage error (64) at the prompt and one-shot, one past the edge too")
    func sameUsageError() async throws {
        let app = try BoxOfficeProcess()
        for day in ["20031111", "20031110", "abc"] {
            let prompt = try await app.run(["-c", "date \(day)"])
            let oneShot = try await app.run(["daily", day])
            #expect(oneShot.status == prompt.status && oneShot.errors == prompt.errors, "\(day)")
            #expect(oneShot.status == (day == "20031111" ? 1 : 64), "\(day): \(oneShot.errors)")
        }
    }

    @Test("a mistyped command is refused one-shot as at the prompt: the nearest name, a usage error")
    func mistypedCommand() async throws {
        let app = try BoxOfficeProcess()
        let oneShot = try await app.run(["dat", "--lang", "en"])
        let prompt = try await app.run(["-c", "dat"])
        #expect(oneShot.status == 64 && prompt.status == 64)
        #expect(oneShot.errors.contains("'dat'") && oneShot.errors.contains("'date'"), "\(oneShot.errors)")
        let empty = try await app.run(["-c", "\"\""])
        #expect(empty.status == 64)
        #expect(!empty.errors.contains("'date'"), "an empty name is near no command: \(empty.errors)")
    }

    @Test("a negative number is read as the option's value and refused by its range, not as a missing value")
    func negativeValues() async throws {
        let app = try BoxOfficeProcess()
        let page = try await app.run(["search", "x", "--page", "-1"])
        #expect(page.status == 64)
        #expect(page.errors.contains("--page takes a number from 1 to 10000, not -1"), "\(page.errors)")
        let limit = try await app.run(["-c", "top 20220101 --limit -1"])
        #expect(limit.status == 64)
        #expect(limit.errors.contains("--limit takes a whole number from 1, not -1"), "\(limit.errors)")
    }
}
