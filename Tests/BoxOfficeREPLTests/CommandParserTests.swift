import BoxOfficePresentation
import BoxOfficeREPL
import Testing

@testable import BoxOfficeCommands

@Suite("CommandParser")
struct CommandParserTests {
    /// The command `line` parses to, if it is a `Command`.
    func parse<Command: SessionCommand>(_ line: String, as command: Command.Type) throws -> Command? {
        try CommandParser.parse(line) as? Command
    }

    @Test("parses every command")
    func parses() throws {
        #expect(try parse("date 20220105", as: DateCommand.self)?.day == "20220105")
        #expect(try parse("  date  ", as: DateCommand.self).map { $0.day == nil } == true)
        #expect(try parse("prev", as: PreviousDayCommand.self) != nil)
        #expect(try parse("NEXT", as: NextDayCommand.self) != nil)
        #expect(try parse("refresh", as: RefreshCommand.self) != nil)
        #expect(try parse("help date", as: HelpCommand.self)?.topic == "date")
        #expect(try parse("help CAL", as: HelpCommand.self)?.topic == "CAL")
        #expect(
            try parse("date --help", as: HelpCommand.self)?.topic == "date", "--help is the command's help")
        #expect(try parse("date -3", as: DateCommand.self)?.day == "-3", "-N days back reaches DAY")
        #expect(try parse("date --nation korean -3", as: DateCommand.self)?.filters.nation == "korean")
        #expect(
            try parse("top -10 -1 --limit 5", as: TopCommand.self).map { [$0.from, $0.to] } == ["-10", "-1"])
        #expect(try parse("exit", as: QuitCommand.self) != nil)
        #expect(try parse("quit", as: QuitCommand.self) != nil)
        #expect(try parse("cal 202201", as: CalendarCommand.self)?.month == "202201")
        #expect(try parse("mode ICON", as: ModeCommand.self)?.choice == .icon)
        #expect(try parse("format", as: FormatCommand.self).map { $0.choice == nil } == true)
        #expect(try parse("source my day.txt", as: SourceCommand.self)?.path == "my day.txt")
        #expect(try CommandParser.parse("   ") == nil)
    }

    @Test(
        "every listed command and alias parses to its own type: none quits or does another's work by accident"
    )
    func everyNameReachesItsOwnType() throws {
        for command in CommandList.all {
            for name in [command.name] + command.aliases {
                // A command that needs an argument (`source FILE`) or two (`compare A B`) says so,
                // and takes them.
                var parsed: (any SessionCommand)?
                for arguments in ["", " x", " x y"] {
                    let attempt = Result { try CommandParser.parse(name + arguments) }
                    if case .wrongArguments(let typed, let usage, _)? = attempt.failure as? CommandParseError
                    {
                        #expect(typed == name && usage == command.usage)
                        continue
                    }
                    parsed = try attempt.get()
                    break
                }
                let type = try #require(parsed.map { Swift.type(of: $0) }, "\(name)")
                #expect(ObjectIdentifier(type) == ObjectIdentifier(command), "\(name) → \(type)")
                #expect(type.name == command.name)
            }
        }
        #expect(Set(CommandList.allNames).count == CommandList.allNames.count, "no name is taken twice")
    }

    @Test("only the commands that fetch a chart, a movie, the catalogue or a range may reach KOBIS")
    func mayReachKOBIS() {
        let reaching = CommandList.all.filter { $0.mayReachKOBIS }.map { $0.name }
        #expect(
            reaching == [
                "date", "prev", "next", "weekly", "weekend", "weekdays", "filter", "refresh", "detail",
                "poster", "search", "more", "people", "person", "company", "codes", "sync",
            ])
    }

    @Test(
        "suggests the nearest command for a typo",
        arguments: [("dtae", "date"), ("nxt", "next"), ("ref", "refresh")])
    func suggests(typo: String, suggestion: String) {
        #expect(throws: CommandParseError.unknown(typo, suggestion: suggestion)) {
            try CommandParser.parse(typo)
        }
    }

    @Test("an option for starting the program is refused at the prompt, named")
    func startOptions() throws {
        for option in ["--demo", "--lang en", "--symbols ascii", "--ambiguous wide"] {
            let name = String(option.split(separator: " ")[0])
            #expect(throws: CommandParseError.startOption(name)) { try CommandParser.parse("date " + option) }
        }
        #expect(
            try parse("date --format json", as: DateCommand.self)?.run.format == .json,
            "--format is for one run")
    }

    @Test(
        "a line starting with # is a comment, wherever it comes from",
        arguments: ["# a comment", "  #date 20220105", "#", "\u{FEFF}# saved by a Windows tool"])
    func comments(line: String) throws {
        #expect(try CommandParser.parse(line) == nil)
    }

    @Test("a byte order mark before a line is not part of its command")
    func byteOrderMark() throws {
        #expect(try parse("\u{FEFF}date 20220105", as: DateCommand.self)?.day == "20220105")
        #expect(try parse("\u{FEFF}DATE", as: DateCommand.self).map { $0.day == nil } == true)
        #expect(try CommandParser.parse("\u{FEFF}") == nil)
        let inside = CommandParseError.unknown("da\u{FEFF}te", suggestion: "date")
        #expect(throws: inside, "only a mark before the line is dropped") {
            try CommandParser.parse("da\u{FEFF}te")
        }
    }

    @Test("source, detail and poster take the rest of the line as words; quotes keep spaces as typed")
    func restOfTheLineAsTyped() throws {
        #expect(try parse("source \"~/sp  ace.txt\"", as: SourceCommand.self)?.path == "~/sp  ace.txt")
        #expect(try parse("source '~/sp  ace.txt'", as: SourceCommand.self)?.path == "~/sp  ace.txt")
        #expect(try parse("source \t my day.txt \t", as: SourceCommand.self)?.path == "my day.txt")
        #expect(try parse("detail 스파이더맨:  노\t웨이 ", as: MovieDetailCommand.self)?.movie == "스파이더맨: 노 웨이")
        #expect(try parse("poster   Top  Gun", as: PosterCommand.self)?.movie == "Top Gun")
        #expect(try parse("detail Ocean's Eleven", as: MovieDetailCommand.self)?.movie == "Ocean's Eleven")
        #expect(try parse("detail \"a\"b c", as: MovieDetailCommand.self)?.movie == "\"a\"b c")
        #expect(try parse("detail   ", as: MovieDetailCommand.self).map { $0.movie == nil } == true)
    }

    @Test(
        "a quote left open many times is a plain character each time, and a closed one after it still quotes")
    func unclosedQuotesAgain() throws {
        #expect(try parse("trend 'a 'b \"c 'd", as: TrendCommand.self)?.words == ["'a", "'b", "\"c", "'d"])
        #expect(try parse("trend 'a \"b  c\"", as: TrendCommand.self)?.words == ["'a", "b  c"])
    }

    @Test("exactly 256 words after the name are read; one more is refused before the declaration reads them")
    func theMostWords() throws {
        let words = (1...CommandList.mostWords).map { "w\($0)" }
        #expect(try parse("trend " + words.joined(separator: " "), as: TrendCommand.self)?.words == words)
        #expect(throws: CommandParseError.tooManyWords(command: "trend", limit: 256)) {
            try CommandParser.parse("trend " + words.joined(separator: " ") + " w257")
        }
    }

    @Test("an error names the command as it was typed and the declaration's account of what is wrong")
    func errorsNameTheAliasTyped() {
        let unexpected = { (word: String) in "Unexpected argument '\(word)'" }
        #expect(
            throws: CommandParseError.wrongArguments(command: "exit", usage: "quit", detail: unexpected("0"))
        ) {
            try CommandParser.parse("exit 0")
        }
        #expect(
            throws: CommandParseError.wrongArguments(command: "exit", usage: "quit", detail: unexpected("0"))
        ) {
            try CommandParser.parse("EXIT 0")
        }
        #expect(
            throws: CommandParseError.wrongArguments(
                command: "cal", usage: "calendar [YYYYMM]", detail: unexpected("01"))
        ) {
            try CommandParser.parse("cal 2022 01")
        }
        #expect(
            throws: CommandParseError.wrongArguments(
                command: "top", usage: "top FROM [TO] [--limit N]",
                detail: "Missing expected argument '<FROM>'")
        ) {
            try CommandParser.parse("top")
        }
    }

    @Test(
        "--generate-completion-script is boxoffice's own: a command of the prompt refuses it as any unknown option",
        arguments: ["date --generate-completion-script bash", "date --generate-completion-script"])
    func completionScriptIsNotACommandsOption(line: String) {
        #expect(
            throws: CommandParseError.wrongArguments(
                command: "date", usage: "date [DAY]", detail: "Unknown option '--generate-completion-script'")
        ) {
            try CommandParser.parse(line)
        }
    }

    @Test("has no suggestion for something far from every command")
    func noSuggestion() {
        #expect(throws: CommandParseError.unknown("xyzzy", suggestion: nil)) {
            try CommandParser.parse("xyzzy")
        }
    }

    @Test("refuses extra arguments with the usage")
    func extraArguments() {
        #expect(
            throws: CommandParseError.wrongArguments(
                command: "prev", usage: "prev", detail: "Unexpected argument '3'")
        ) {
            try CommandParser.parse("prev 3")
        }
        #expect(
            throws: CommandParseError.wrongArguments(
                command: "date", usage: "date [DAY]", detail: "Unexpected argument '20220106'")
        ) {
            try CommandParser.parse("date 20220105 20220106")
        }
    }

    @Test("a very long unknown word is echoed briefly and safely")
    func longGarbage() {
        let garbage = String(repeating: "x", count: 100_000) + "\u{1B}[31m"
        let error = #expect(throws: CommandParseError.self) { try CommandParser.parse(garbage) }
        #expect((error?.message(in: EnglishWords()).count ?? .max) < 200)
        #expect(error?.message(in: EnglishWords()).contains("\u{1B}") == false)
        let korean = error?.message(in: KoreanWords()) ?? ""
        #expect(korean.count < 200)
        #expect(!korean.contains("\u{1B}"))
    }

    @Test("each error is worded in Korean and in English, command names and choices as typed")
    func wording() {
        let errors: [(CommandParseError, korean: String, english: String)] = [
            (
                .unknown("foo", suggestion: "date"), "알 수 없는 명령 'foo'. 'date' 명령을 찾으셨나요? (명령 목록은 `help`)",
                "Unknown command 'foo'. Did you mean 'date'? (`help` lists the commands)"
            ),
            (
                .unknown("xyzzy", suggestion: nil), "알 수 없는 명령 'xyzzy'. 명령 목록은 `help`.",
                "Unknown command 'xyzzy'. `help` lists the commands."
            ),
            (
                .tooManyArguments(command: "date", usage: "date [DAY]"), "인자가 너무 많습니다. 사용법: `date [DAY]`",
                "Too many arguments for date: usage is `date [DAY]`."
            ),
            (
                .missingArgument(command: "source", usage: "source FILE"), "인자가 필요합니다. 사용법: `source FILE`",
                "source needs an argument: usage is `source FILE`."
            ),
            (
                .wrongArguments(command: "prev", usage: "prev", detail: "Unexpected argument '3'"),
                "인자가 맞지 않습니다(Unexpected argument '3'). 사용법: `prev`",
                "Unexpected argument '3'. Usage is `prev`."
            ),
            (
                .startOption("--demo"),
                "--demo은(는) boxoffice를 시작할 때 쓰는 옵션입니다(`boxoffice --demo …`). 프롬프트에서는 쓸 수 없습니다.",
                "--demo is for starting boxoffice (`boxoffice --demo …`), not for the prompt."
            ),
            (
                .notAChoice(command: "mode", word: "grid", choices: ["list", "icon"]),
                "'grid'은(는) 쓸 수 없습니다: mode에는 list 또는 icon 중 하나를 쓰세요.",
                "'grid' is not a choice of mode: use list, icon."
            ),
            (
                .notAChoice(command: "format", word: "xml", choices: ["table", "box", "json"]),
                "'xml'은(는) 쓸 수 없습니다: format에는 table, box 또는 json 중 하나를 쓰세요.",
                "'xml' is not a choice of format: use table, box, json."
            ),
            (
                .notAChoice(command: "width", word: "넓게", choices: ["narrow", "wide"]),
                "'넓게'는 쓸 수 없습니다: width에는 narrow 또는 wide 중 하나를 쓰세요.",
                "'넓게' is not a choice of width: use narrow, wide."
            ),
            (
                .notAChoice(command: "symbols", word: "3", choices: ["auto", "unicode", "ascii"]),
                "'3'은 쓸 수 없습니다: symbols에는 auto, unicode 또는 ascii 중 하나를 쓰세요.",
                "'3' is not a choice of symbols: use auto, unicode, ascii."
            ),
        ]
        for (error, korean, english) in errors {
            #expect(error.message(in: KoreanWords()) == korean)
            #expect(error.message(in: EnglishWords()) == english)
            #expect(error.message(in: EnglishWords()) == english)
        }
    }

    @Test("a suggested name is followed by 명령, so no particle hangs on how a Latin name is read")
    func noParticleAfterAName() {
        for name in CommandList.allNames {
            #expect(
                CommandParseError.unknown("x", suggestion: name).message(in: KoreanWords())
                    == "알 수 없는 명령 'x'. '\(name)' 명령을 찾으셨나요? (명령 목록은 `help`)")
        }
        // The particle after the word typed is KoreanParticle's, known or combined.
        let choices = ["list", "icon"]
        #expect(KoreanWords().notAChoice("격자", command: "mode", choices: choices).hasPrefix("'격자'는 "))
        #expect(KoreanWords().notAChoice("grid", command: "mode", choices: choices).hasPrefix("'grid'은(는) "))
    }
}

extension Result {
    /// The error, if it failed.
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
