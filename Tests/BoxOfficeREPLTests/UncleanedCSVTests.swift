// The terminal's own guard on csv: a view that forgets to clean a cell still sends no escape sequence,
// as every csv line is sanitised where the prompt prints it.

import BoxOfficePresentation
import BoxOfficeREPL
import Testing

@MainActor
struct UncleanedCSVTests {
    /// A view whose csv ignores the cleaning it is handed: its cells as they came from the network.
    struct Careless: PrintableView {
        let cell: String

        nonisolated func document(cleaning clean: (String) -> String) -> JSONValue? { .string(cell) }
        nonisolated var sentences: [String] { [cell] }
        func csv(cleaning clean: (String) -> String) -> String {
            CSVText.document(columns: ["name"], rows: [[.string(cell)]])
        }
        func table(columns: Int, on display: ReplDisplay) -> [String] { [] }
    }

    @Test(arguments: ["\u{1B}]0;owned\u{07}title", "\u{1B}[31mred", "a\u{9B}2Jb", "bell\u{07}"])
    func aCellTheViewLeftUncleanedReachesTheTerminalWithoutItsControls(cell: String) {
        let display = ReplDisplay(
            settings: DisplaySettings(format: .csv, words: Language.english.words(kobisKeySet: true)))
        let lines = display.render(Careless(cell: cell), columns: 80)
        #expect(lines.count == 2)
        #expect(lines[0] == "name")
        for line in lines {
            #expect(!line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        }
    }

    @Test func aCleanCellIsPrintedAsItIs() {
        let display = ReplDisplay(
            settings: DisplaySettings(format: .csv, words: Language.english.words(kobisKeySet: true)))
        #expect(display.render(Careless(cell: "경관의 피, =1+1"), columns: 80) == ["name", "\"경관의 피, =1+1\""])
    }
}
