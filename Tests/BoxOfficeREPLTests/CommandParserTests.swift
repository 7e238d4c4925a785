import BoxOfficePresentation
import BoxOfficeREPL
import Testing

@Suite("CommandParser")
struct CommandParserTests {
    @Test("parses every command")
    func parses() throws {
        #expect(try CommandParser.parse("date 20220105") == .date("20220105"))
        #expect(try CommandParser.parse("  date  ") == .date(nil))
        #expect(try CommandParser.parse("prev") == .previous)
        #expect(try CommandParser.parse("NEXT") == .next)
        #expect(try CommandParser.parse("refresh") == .refresh)
        #expect(try CommandParser.parse("help date") == .help("date"))
        #expect(try CommandParser.parse("exit") == .quit)
        #expect(try CommandParser.parse("quit") == .quit)
        #expect(try CommandParser.parse("   ") == nil)
    }

    @Test(
        "suggests the nearest command for a typo",
        arguments: [("dtae", "date"), ("nxt", "next"), ("ref", "refresh")])
    func suggests(typo: String, suggestion: String) {
        #expect(throws: CommandParseError.unknown(typo, suggestion: suggestion)) {
            try CommandParser.parse(typo)
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
        #expect(throws: CommandParseError.tooManyArguments(command: "prev", usage: "prev")) {
            try CommandParser.parse("prev 3")
        }
        #expect(
            throws: CommandParseError.tooManyArguments(command: "date", usage: "date [DAY]")
        ) {
            try CommandParser.parse("date 20220105 20220106")
        }
    }

    @Test("a very long unknown word is echoed briefly and safely")
    func longGarbage() {
        let garbage = String(repeating: "x", count: 100_000) + "\u{1B}[31m"
        let error = #expect(throws: CommandParseError.self) { try CommandParser.parse(garbage) }
        #expect((error?.description.count ?? .max) < 200)
        #expect(error?.description.contains("\u{1B}") == false)
        let korean = error?.message(in: .korean) ?? ""
        #expect(korean.count < 200)
        #expect(!korean.contains("\u{1B}"))
    }

    @Test("each error is worded in Korean and in English, command names and choices as typed")
    func wording() {
        let errors: [(CommandParseError, korean: String, english: String)] = [
            (
                .unknown("foo", suggestion: "date"), "알 수 없는 명령 'foo'. 'date'를 찾으셨나요? (명령 목록은 `help`)",
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
                .notAChoice(command: "mode", word: "grid", choices: ["list", "icon"]),
                "'grid'은(는) 쓸 수 없습니다: mode는 list 또는 icon입니다.",
                "'grid' is not a choice of mode: use list, icon."
            ),
            (
                .notAChoice(command: "format", word: "xml", choices: ["table", "box", "json"]),
                "'xml'은(는) 쓸 수 없습니다: format은 table, box 또는 json입니다.",
                "'xml' is not a choice of format: use table, box, json."
            ),
            (
                .notAChoice(command: "width", word: "넓게", choices: ["narrow", "wide"]),
                "'넓게'는 쓸 수 없습니다: width는 narrow 또는 wide입니다.",
                "'넓게' is not a choice of width: use narrow, wide."
            ),
            (
                .notAChoice(command: "symbols", word: "3", choices: ["auto", "unicode", "ascii"]),
                "'3'은 쓸 수 없습니다: symbols는 auto, unicode 또는 ascii입니다.",
                "'3' is not a choice of symbols: use auto, unicode, ascii."
            ),
        ]
        for (error, korean, english) in errors {
            #expect(error.message(in: .korean) == korean)
            #expect(error.message(in: .english) == english)
            #expect(error.description == english)
        }
    }

    @Test("the suggested command takes the particle its Korean reading asks for")
    func particles() {
        let particles = [
            "date": "를", "prev": "를", "next": "를", "refresh": "를", "detail": "을", "poster": "를",
            "status": "를", "calendar": "를", "cal": "을", "mode": "를", "format": "을", "width": "를",
            "symbols": "를", "settings": "를", "clear": "를", "source": "를", "help": "를", "quit": "을",
            "exit": "을",
        ]
        #expect(Set(particles.keys) == Set(CommandCatalog.allNames), "every command has its particle checked")
        for (name, particle) in particles {
            #expect(
                CommandParseError.unknown("x", suggestion: name).message(in: .korean)
                    == "알 수 없는 명령 'x'. '\(name)'\(particle) 찾으셨나요? (명령 목록은 `help`)")
            // KoreanParticle cannot read Latin letters, so the names keep their own table.
            #expect(KoreanParticle.object.after(name) == "을(를)", "\(name)")
        }
    }
}
