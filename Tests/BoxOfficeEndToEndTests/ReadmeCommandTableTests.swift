import BoxOfficeREPL
import BoxOfficeTestSupport
import Foundation
import Testing

@testable import BoxOfficeCommands

/// The table of the prompt's commands, and the synopsis of one-shot runs, name every command of the
/// one list, so a command added without its row or its line fails here. Both are in the reference
/// the README links (docs/commands.md), found by their heading and their first line.
struct ReadmeCommandTableTests {
    @Test func everyListedCommandHasARowInTheReadme() throws {
        let reference = try ProjectDocuments.holding("\n## Commands at the prompt\n").text
        let table =
            reference.components(separatedBy: "## Commands at the prompt").dropFirst().first?
            .components(separatedBy: "\n## ").first ?? ""
        // The first cell of each row, its closing backtick kept: "`prev`, `next`".
        let firstCells = table.split(separator: "\n").filter { $0.hasPrefix("| `") }.map {
            ($0.dropFirst(2).components(separatedBy: "` | ").first ?? "") + "`"
        }
        #expect(firstCells.count >= 30, "the table was read: \(firstCells.count) rows")
        for command in CommandList.all {
            #expect(
                firstCells.contains { $0.contains("`\(command.name)`") || $0.contains("`\(command.name) ") },
                "the command table has no row for \(command.name)")
        }
    }

    @Test func everyListedCommandIsNamedInTheOneShotSynopsis() throws {
        let reference = try ProjectDocuments.holding("```text\nboxoffice daily").text
        let block = reference.components(separatedBy: "```text\nboxoffice daily").dropFirst().first ?? ""
        let lines = ("boxoffice daily" + (block.components(separatedBy: "```").first ?? "")).split(
            separator: "\n")
        // The names of each `boxoffice …` line: `boxoffice weekly|weekend|weekdays [DAY]` names three.
        var named = Set<String>()
        for line in lines where line.hasPrefix("boxoffice ") {
            let first = line.dropFirst("boxoffice ".count).split(separator: " ").first ?? ""
            named.formUnion(first.split(separator: "|").map(String.init))
        }
        #expect(named.count >= 30, "the synopsis was read: \(named.sorted())")
        for command in CommandList.all {
            #expect(
                !named.isDisjoint(with: [command.name] + command.aliases),
                "the one-shot synopsis names no `boxoffice \(command.name)`")
        }
    }
}

/// Beside the README's table, what lists the commands at the prompt and the shell: `help`, Tab and
/// the shell's completion script read the one list, so a command missing from one fails here.
extension ReadmeCommandTableTests {
    @MainActor
    @Test func everyListedCommandIsInHelpTabAndTheShellsCompletion() async throws {
        let app = try BoxOfficeProcess(environment: ["COLUMNS": "200"])
        let help = try await app.run(["-c", "help", "--lang", "en"])
        let listed = help.output.split(separator: "\n")
        #expect(listed.count > CommandList.all.count, "help was read: \(help.output) \(help.errors)")
        let tab = ReplCompletionProvider { [] }.completions(forTextBeforeCursor: "")
        let script = try await app.run(["--generate-completion-script", "bash"]).output
        // The shell's first word: `compgen -W 'repl cache mcp date prev …'`.
        let shellWords = Set(
            (script.components(separatedBy: "compgen -W '").dropFirst().first ?? "")
                .prefix { $0 != "'" }.split(separator: " ").map(String.init))
        for command in CommandList.all {
            #expect(
                listed.contains { $0.hasPrefix("  \(command.usage)") }, "help does not list \(command.name)")
            #expect(tab.contains(command.name), "Tab does not offer \(command.name)")
            for alias in command.offeredAliases {
                // `cal` completes to `calendar`: either names the command.
                let offered = ReplCompletionProvider { [] }.completions(forTextBeforeCursor: alias)
                #expect(
                    offered == [alias] || offered == [command.name], "Tab does not offer \(alias): \(offered)"
                )
            }
            #expect(
                shellWords.contains(command.name),
                "the shell's completion lacks \(command.name): \(shellWords)")
        }
    }
}
