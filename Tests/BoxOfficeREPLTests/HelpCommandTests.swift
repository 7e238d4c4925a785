import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeREPL
import BoxOfficeTestSupport
import Foundation
import Testing

@testable import BoxOfficeCommands

/// `help` and `help <command>` wrapped to the terminal: no line wider than it, no word split.
@MainActor
struct HelpCommandTests {
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
            let words = language.words(kobisKeySet: false)
            let overview = HelpCommand.overview(words: words, columns: columns, width: width)
            #expect(
                overview.allSatisfy { width.width(of: $0) <= columns }, "\(overview.joined(separator: "\n"))")
            let shown = Self.words(overview)
            for command in CommandList.all {
                let help = command.help(in: language)
                let summary = Self.words(help?.summary ?? "-")
                #expect(summary.allSatisfy(shown.contains), "\(command.name) at \(columns)")
                let details = HelpCommand.details(of: command, words: words, columns: columns, width: width)
                #expect(
                    details.allSatisfy { width.width(of: $0) <= columns },
                    "\(details.joined(separator: "\n"))")
                let paragraphs = Self.words(help?.details ?? ["-"])
                #expect(Self.words(details).contains(contentsOf: paragraphs), "\(command.name)")
            }
        }
    }

    @Test(
        "a terminal narrower than 20 columns gets help laid out for 20, every character kept",
        arguments: [1, 2, 7, 19, 20], Language.allCases)
    func narrowTerminalsKeepEveryCharacter(columns: Int, language: Language) {
        let words = language.words(kobisKeySet: false)
        func characters(_ texts: [String]) -> String { texts.joined().filter { !$0.isWhitespace } }
        let overview = HelpCommand.overview(words: words, columns: columns)
        #expect(overview.allSatisfy { DisplayWidth().width(of: $0) <= 20 }, "\(overview)")
        let summaries = CommandList.all.map { $0.help(in: language)?.summary ?? "" }
        #expect(summaries.allSatisfy { characters(overview).contains(characters([$0])) }, "\(overview)")
        for command in CommandList.all {
            let details = HelpCommand.details(of: command, words: words, columns: columns)
            let aliases = command.aliases.isEmpty ? [] : [words.aliasesLine(command.aliases)]
            let written =
                [words.usageLine(command.usage)] + aliases
                + (command.help(in: language)?.details ?? [])
            #expect(characters(details) == characters(written), "\(command.name): \(details)")
        }
    }

    @Test("help at 19 columns and at 1 is laid out exactly as at 20, the narrowest layout")
    func nineteenColumnsAreTwenty() {
        for language in Language.allCases {
            let words = language.words(kobisKeySet: false)
            let twenty = HelpCommand.overview(words: words, columns: 20)
            #expect(HelpCommand.overview(words: words, columns: 19) == twenty)
            #expect(HelpCommand.overview(words: words, columns: 1) == twenty)
            #expect(HelpCommand.overview(words: words, columns: 21) != twenty, "21 columns are used")
            for command in CommandList.all {
                let details = HelpCommand.details(of: command, words: words, columns: 20)
                #expect(
                    HelpCommand.details(of: command, words: words, columns: 19) == details, "\(command.name)")
            }
        }
    }

    @Test(
        "the summaries stand beside the usages from exactly 24 columns left for them; one fewer, under them")
    func besideFromTwentyFourColumns() {
        let width = DisplayWidth()
        let usages = CommandList.all.map { width.width(of: $0.usage) }.max() ?? 0
        // Two spaces, the widest usage, two spaces, then at least 24 columns of summary.
        let edge = 2 + usages + 2 + 24
        let beside = HelpCommand.overview(words: EnglishWords(), columns: edge)
        #expect(
            beside.contains { $0.hasPrefix("  date [DAY], daily  ") && $0.contains("show the box office") },
            "\(beside)")
        let under = HelpCommand.overview(words: EnglishWords(), columns: edge - 1)
        #expect(under.contains("  date [DAY], daily"), "\(under)")
        #expect(under.contains { $0.hasPrefix("      show the box office") }, "\(under)")
    }

    @Test func theSummariesStandBesideTheUsagesWhenThereIsRoom() {
        let lines = HelpCommand.overview(words: EnglishWords(), columns: 80)
        #expect(lines.first == "Commands:")
        #expect(
            lines.contains { $0.hasPrefix("  date [DAY]") && $0.contains("  show the box office of a day") })
        let narrow = HelpCommand.overview(words: EnglishWords(), columns: 40)
        #expect(narrow.contains("  date [DAY], daily"))
        #expect(narrow.contains { $0.hasPrefix("      show the box office") })
    }

    @Test func theKoreanHelpIsKoreanAndMeasuredInColumns() {
        let width = DisplayWidth()
        let lines = HelpCommand.overview(words: KoreanWords(), columns: 80)
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

        let narrow = HelpCommand.overview(words: KoreanWords(), columns: 40)
        #expect(narrow.contains("  date [DAY], daily"))
        #expect(narrow.contains("      그날의 박스오피스 (20220105,"))

        #expect(
            HelpCommand.details(of: CalendarCommand.self, words: KoreanWords(), columns: 200).prefix(2)
                == ["사용법: calendar [YYYYMM]", "다른 이름: cal"])
        #expect(
            HelpCommand.details(of: CalendarCommand.self, words: EnglishWords(), columns: 200).prefix(2) == [
                "usage: calendar [YYYYMM]", "also: cal",
            ])
    }

    @Test(
        "the list names each command's aliases beside its usage, as Tab offers them: cal, daily, exit",
        arguments: Language.allCases)
    func theListNamesTheAliases(language: Language) {
        let lines = HelpCommand.overview(words: language.words(kobisKeySet: false), columns: 80)
        let usages = lines.map { $0.prefix(37).trimmingCharacters(in: .whitespaces) }
        for usage in ["date [DAY], daily", "calendar [YYYYMM], cal", "quit, exit", "prev", "help [COMMAND]"] {
            #expect(usages.contains(usage), "\(usage): \(lines.joined(separator: "\n"))")
        }
        let aliases = CommandList.all.flatMap { $0.offeredAliases }
        #expect(aliases == ["daily", "cal", "exit"])
        for line in lines where line.contains("Ctrl-D") && !line.hasPrefix("Tab") {
            #expect(!line.contains("`exit`"), "exit is named once, beside quit: \(line)")
        }
    }

    @Test(
        "every listed command has its help in every language, and every help names a listed command",
        arguments: Language.allCases)
    func everyCommandHasItsHelp(language: Language) {
        for command in CommandList.all {
            let help = command.help(in: language)
            #expect(
                help.map { !$0.summary.isEmpty && !$0.details.isEmpty } == true, "\(command.name): no help")
            // Written in the language asked: Korean help has Hangul, English none.
            let hangul = help?.summary.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
            #expect(hangul == (language == .korean), "\(command.name): \(help?.summary ?? "")")
        }
        let tables = language.words(kobisKeySet: false).commandHelp
        let names = Set(CommandList.all.map { $0.name })
        #expect(
            Set(tables.keys).isSubset(of: names),
            "help for a command that is not in the list, or for an alias")
    }

    @Test("the help of source says how deep files may source files", arguments: Language.allCases)
    func sourceHelpSaysTheDepthLimit(language: Language) {
        let help = language.words(kobisKeySet: false).help(forCommand: SourceCommand.name)
        let details = help?.details.joined() ?? ""
        #expect(details.contains("\(SourceCommand.depthLimit)"))
    }

    @Test(arguments: Language.allCases)
    func helpInASessionFollowsTheTerminalWidthAndTheLanguage(language: Language) async {
        for columns in [40, 80, 200] {
            let output = TextBuffer()
            let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_641_438_000) })
            let settings = DisplaySettings(words: language.words(kobisKeySet: false))
            let session = ReplSession(
                viewModels: .stubbed(calendar: calendar, settings: settings),
                reader: ScriptedLineReader(lines: ["help", "help format", "help calendar"]), output: output,
                errors: TextBuffer(), spinner: Spinner(output: TextBuffer(), enabled: false), interrupts: nil,
                options: .init(
                    interactive: false, columns: { columns }, commandFiles: InMemoryCommandFileReader()),
                display: ReplDisplay(settings: settings))
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
