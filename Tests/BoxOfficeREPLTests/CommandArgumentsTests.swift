import BoxOfficeDomain
import BoxOfficePresentation
import Testing

@testable import BoxOfficeCommands
@testable import BoxOfficeREPL

/// What a command reads from the words typed, at the limits a script meets: the two films of
/// `compare`, the order of `sync`, the format of `export`, `--limit` and `--page`.
@Suite("What commands read from their arguments")
struct CommandArgumentsTests {
    func parse<Command: SessionCommand>(_ line: String, as command: Command.Type) throws -> Command {
        try #require(try CommandParser.parse(line) as? Command)
    }

    @Test("compare takes two words, two titles parted by ` / `, or a quoted title and a word")
    func compareReadsTwoFilms() throws {
        let films = { (line: String) in try self.parse(line, as: CompareCommand.self).films() }
        #expect(try films("compare 경관의 피 / 킹메이커") == ("경관의 피", "킹메이커"))
        #expect(try films("compare 20199882 20212866") == ("20199882", "20212866"))
        #expect(try films("compare \"경관의 피\" 킹메이커") == ("경관의 피", "킹메이커"))
        #expect(try films("compare 'Ocean's Eleven' \"Top Gun\"") == ("Ocean's Eleven", "Top Gun"))
    }

    @Test("compare with one film is missing one; with three words or three titles it has too many")
    func compareRefusesOtherCounts() throws {
        let films = { (line: String) in try self.parse(line, as: CompareCommand.self).films() }
        let missing = CommandParseError.missingArgument(command: "compare", usage: "compare A B")
        let tooMany = CommandParseError.tooManyArguments(command: "compare", usage: "compare A B")
        #expect(throws: missing) { try films("compare 경관의") }
        #expect(throws: tooMany) { try films("compare 경관의 피 킹메이커") }
        #expect(throws: tooMany) { try films("compare 경관의 피 / 킹메이커 / 소울") }
    }

    @Test("sync reads FROM and TO in order, the charts in any case, 1 to 16 requests in flight")
    func syncOrder() throws {
        let order = try parse(
            "sync -3 yesterday --charts weekly,WEEKEND --concurrency 16", as: HistorySyncCommand.self
        )
        .order(filter: ChartFilter(region: .seoul))
        #expect(
            order
                == SyncOrder(
                    from: "-3", to: "yesterday", kinds: [.weekly, .weekend],
                    filter: ChartFilter(region: .seoul),
                    concurrency: 16))
        let one = try parse("sync 20220101 --concurrency 1 --dry-run", as: HistorySyncCommand.self)
        #expect(
            try one.order(filter: .all)
                == SyncOrder(from: "20220101", to: "20220101", concurrency: 1, dryRun: true))
    }

    @Test("sync refuses an empty chart name between commas and a concurrency one past either limit")
    func syncRefusals() throws {
        let order = { (line: String) in try self.parse(line, as: HistorySyncCommand.self).order(filter: .all)
        }
        let kinds = ChartKind.allCases.map(\.rawValue)
        #expect(throws: CommandParseError.notAChoice(command: "sync --charts", word: "", choices: kinds)) {
            try order("sync 20220101 --charts daily,")
        }
        #expect(throws: CommandParseError.notAChoice(command: "sync --charts", word: "", choices: kinds)) {
            try order("sync 20220101 --charts daily,,weekly")
        }
        for concurrency in [0, 17] {
            #expect(
                throws: CommandParseError.notAChoice(
                    command: "sync --concurrency", word: String(concurrency), choices: ["1…16"])
            ) { try order("sync 20220101 --concurrency \(concurrency)") }
        }
    }

    @Test("export writes csv, or json when the session shows json, and --format says which for one export")
    func exportFormat() throws {
        let plain = try parse("export 20220101 20220131", as: ChartExportCommand.self)
        #expect(try plain.rowFormat(session: .table) == .csv)
        #expect(try plain.rowFormat(session: .csv) == .csv)
        #expect(try plain.rowFormat(session: .json) == .json)
        let json = try parse("export 20220101 --format json", as: ChartExportCommand.self)
        #expect(try json.rowFormat(session: .csv) == .json)
        let csv = try parse("export 20220101 --format csv", as: ChartExportCommand.self)
        #expect(try csv.rowFormat(session: .json) == .csv)
        let table = try parse("export 20220101 --format table", as: ChartExportCommand.self)
        #expect(
            throws: CommandParseError.notAChoice(
                command: "export --format", word: "table", choices: ["csv", "json"])
        ) {
            try table.rowFormat(session: .json)
        }
    }

    @Test(
        "top takes --limit from 1; search and company take --page from 1 to 10000",
        arguments: ["search 기생충", "company 씨제이"])
    func limitsOfLimitAndPage(command: String) throws {
        #expect(try parse("top 20220101 --limit 1", as: TopCommand.self).limit == 1)
        #expect(throws: CommandParseError.self) { try CommandParser.parse("top 20220101 --limit 0") }
        #expect(try CommandParser.parse("\(command) --page 1") != nil)
        #expect(try CommandParser.parse("\(command) --page 10000") != nil)
        for page in [0, 10_001] {
            #expect(throws: CommandParseError.self, "--page \(page)") {
                try CommandParser.parse("\(command) --page \(page)")
            }
        }
    }
}
