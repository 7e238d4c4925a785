import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeREPL
import BoxOfficeTestSupport
import Foundation
import Testing

/// `help` and `help <command>` wrapped to the terminal: no line wider than it, no word split.
@MainActor
struct HelpTextTests {
    /// The words of `lines`, as a reader sees them.
    static func words(_ lines: [String]) -> [String] {
        lines.flatMap { $0.split(separator: " ").map(String.init) }
    }

    static func words(_ text: String) -> [String] {
        words(text.split(separator: "\n").map(String.init))
    }

    @Test(arguments: [40, 52, 64, 80, 100, 200])
    func everyHelpLineFitsAndNoWordIsSplit(columns: Int) {
        let width = DisplayWidth()
        let overview = HelpText.overview(columns: columns, width: width)
        #expect(overview.allSatisfy { width.width(of: $0) <= columns }, "\(overview.joined(separator: "\n"))")
        let shown = Self.words(overview)
        for entry in CommandCatalog.entries {
            #expect(Self.words(entry.summary).allSatisfy(shown.contains), "\(entry.name) at \(columns)")
            let details = HelpText.details(of: entry.name, columns: columns, width: width)
            #expect(
                details.allSatisfy { width.width(of: $0) <= columns }, "\(details.joined(separator: "\n"))")
            #expect(Self.words(details).contains(contentsOf: Self.words(entry.details)), "\(entry.name)")
        }
    }

    @Test func theSummariesStandBesideTheUsagesWhenThereIsRoom() {
        let lines = HelpText.overview(columns: 80)
        #expect(
            lines.contains { $0.hasPrefix("  date [DAY]") && $0.contains("  show the box office of a day") })
        let narrow = HelpText.overview(columns: 40)
        #expect(narrow.contains("  date [DAY]"))
        #expect(narrow.contains { $0.hasPrefix("      show the box office") })
    }

    @Test func helpInASessionFollowsTheTerminalWidth() async {
        for columns in [40, 80] {
            let output = TextBuffer()
            let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_641_438_000) })
            let session = ReplSession(
                viewModel: BoxOfficeListViewModel(
                    useCase: ShowDailyBoxOfficeUseCase(
                        repository: StubBoxOfficeRepository(), calendar: calendar)),
                reader: ScriptedLineReader(lines: ["help", "help format", "help calendar"]), output: output,
                errors: TextBuffer(), spinner: Spinner(output: TextBuffer(), enabled: false), interrupts: nil,
                options: .init(
                    interactive: false, columns: { columns }, commandFiles: InMemoryCommandFileReader()),
                display: ReplDisplay())
            _ = await session.run()
            let widest = output.lines.map(DisplayWidth().width(of:)).max() ?? 0
            #expect(widest <= columns, "\(output.text)")
            #expect(widest > columns - 12, "the lines use the width they have")
        }
    }
}

extension Array where Element == String {
    /// Whether `words` appear in this array in order, each whole.
    fileprivate func contains(contentsOf words: [String]) -> Bool {
        var index = startIndex
        for word in words {
            guard let found = self[index...].firstIndex(of: word) else { return false }
            index = found + 1
        }
        return true
    }
}
