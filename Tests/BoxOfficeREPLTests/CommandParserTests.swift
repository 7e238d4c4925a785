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
    }
}
