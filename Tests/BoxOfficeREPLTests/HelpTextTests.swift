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

    @Test(arguments: [40, 52, 64, 80, 100, 200], Language.allCases)
    func everyHelpLineFitsAndNoWordIsSplit(columns: Int, language: Language) {
        for width in [DisplayWidth(), DisplayWidth(ambiguousIsWide: true)] {
            let overview = HelpText.overview(language: language, columns: columns, width: width)
            #expect(
                overview.allSatisfy { width.width(of: $0) <= columns }, "\(overview.joined(separator: "\n"))")
            let shown = Self.words(overview)
            for entry in CommandCatalog.entries {
                #expect(
                    Self.words(entry.summary(in: language)).allSatisfy(shown.contains),
                    "\(entry.name) at \(columns)")
                let details = HelpText.details(
                    of: entry.name, language: language, columns: columns, width: width)
                #expect(
                    details.allSatisfy { width.width(of: $0) <= columns },
                    "\(details.joined(separator: "\n"))")
                #expect(
                    Self.words(details).contains(contentsOf: Self.words(entry.details(in: language))),
                    "\(entry.name)")
            }
        }
    }

    @Test func theSummariesStandBesideTheUsagesWhenThereIsRoom() {
        let lines = HelpText.overview(language: .english, columns: 80)
        #expect(lines.first == "Commands:")
        #expect(
            lines.contains { $0.hasPrefix("  date [DAY]") && $0.contains("  show the box office of a day") })
        let narrow = HelpText.overview(language: .english, columns: 40)
        #expect(narrow.contains("  date [DAY]"))
        #expect(narrow.contains { $0.hasPrefix("      show the box office") })
    }

    @Test func theKoreanHelpIsKoreanAndMeasuredInColumns() {
        let width = DisplayWidth()
        let lines = HelpText.overview(language: .korean, columns: 80)
        #expect(lines.first == "명령:")
        let date = lines.firstIndex { $0.hasPrefix("  date [DAY]") }
        let summaryColumn = 2 + 33 + 2  // after the widest usage, `format [table|box|plain|csv|json]`
        #expect(
            date.map { String(lines[$0].dropFirst(summaryColumn)) } == "그날의 박스오피스 (20220105, 2022-01-05,")
        #expect(
            date.map { lines[$0 + 1] } == String(repeating: " ", count: summaryColumn) + "1/5, yesterday, -3)"
        )
        #expect(lines.contains { $0.hasPrefix("  prev ") && $0.hasSuffix("  전날") })
        #expect(lines.contains { $0.hasPrefix("Tab: 명령과 날짜 완성") })
        #expect(lines.allSatisfy { width.width(of: $0) <= 80 })
        #expect(
            lines.contains { width.width(of: $0) > 74 },
            "Hangul is two columns: the lines are wrapped by width")

        let narrow = HelpText.overview(language: .korean, columns: 40)
        #expect(narrow.contains("  date [DAY]"))
        #expect(narrow.contains("      그날의 박스오피스 (20220105,"))

        #expect(
            HelpText.details(of: "CAL", language: .korean, columns: 200).prefix(2)
                == ["사용법: calendar [YYYYMM]", "다른 이름: cal"])
        #expect(
            HelpText.details(of: "cal", language: .english, columns: 200).prefix(2) == [
                "usage: calendar [YYYYMM]", "also: cal",
            ])
        #expect(
            HelpText.details(of: "dat", language: .korean)
                == ["알 수 없는 명령 'dat'. 'date'를 찾으셨나요? (명령 목록은 `help`)"])
    }

    @Test(arguments: Language.allCases)
    func helpInASessionFollowsTheTerminalWidthAndTheLanguage(language: Language) async {
        for columns in [40, 80, 200] {
            let output = TextBuffer()
            let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_641_438_000) })
            let session = ReplSession(
                viewModel: BoxOfficeListViewModel(
                    useCase: ShowDailyBoxOfficeUseCase(
                        repository: StubBoxOfficeRepository(), calendar: calendar),
                    words: language.words(kobisKeySet: false)),
                reader: ScriptedLineReader(lines: ["help", "help format", "help calendar"]), output: output,
                errors: TextBuffer(), spinner: Spinner(output: TextBuffer(), enabled: false), interrupts: nil,
                options: .init(
                    interactive: false, columns: { columns }, commandFiles: InMemoryCommandFileReader()),
                display: ReplDisplay(settings: DisplaySettings(words: language.words(kobisKeySet: false))))
            _ = await session.run()
            let widest = output.lines.map(DisplayWidth().width(of:)).max() ?? 0
            #expect(widest <= columns, "\(output.text)")
            #expect(widest > min(columns, 120) - 12, "the lines use the width they have")
            #expect(
                output.lines.first == (language == .korean ? "명령:" : "Commands:"), "\(output.text)")
            #expect(
                output.lines.contains(
                    language == .korean ? "사용법: calendar [YYYYMM]" : "usage: calendar [YYYYMM]"))
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
