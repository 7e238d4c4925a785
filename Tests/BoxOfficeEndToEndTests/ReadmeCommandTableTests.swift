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
