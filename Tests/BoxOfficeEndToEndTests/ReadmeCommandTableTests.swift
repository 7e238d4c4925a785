import BoxOfficeREPL
import Foundation
import Testing

@testable import BoxOfficeCommands

/// The README's table of the prompt's commands names every command of the one list, so a command
/// added without its row fails here.
struct ReadmeCommandTableTests {
    @Test func everyListedCommandHasARowInTheReadme() throws {
        let readme = try String(contentsOf: ShellHabitsTests.readme, encoding: .utf8)
        let table =
            readme.components(separatedBy: "## Commands at the prompt").dropFirst().first?
            .components(separatedBy: "\n## ").first ?? ""
        // The first cell of each row, its closing backtick kept: "`prev`, `next`".
        let firstCells = table.split(separator: "\n").filter { $0.hasPrefix("| `") }.map {
            ($0.dropFirst(2).components(separatedBy: "` | ").first ?? "") + "`"
        }
        #expect(firstCells.count >= 30, "the table was read: \(firstCells.count) rows")
        for command in CommandList.all {
            #expect(
                firstCells.contains { $0.contains("`\(command.name)`") || $0.contains("`\(command.name) ") },
                "README's command table has no row for \(command.name)")
        }
    }
}
