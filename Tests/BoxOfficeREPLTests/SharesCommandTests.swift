import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeREPL
import BoxOfficeTestSupport
import Foundation
import Testing

/// `shares`: the sales shares of the day shown as bars, in every format and both languages,
/// read from the list shown without a request.
@MainActor
struct SharesCommandTests {
    /// 2022-01-06 12:00 in Seoul.
    let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_641_438_000) })

    /// Four movies: a long title, a title with a comma, and a share too small for a bar at 40 columns.
    static let entries = [
        BoxOfficeEntry.stub(rank: 1, salesShare: 40.0),
        .stub(rank: 2, title: "스파이더맨: 노 웨이 홈 (확장판 특별 상영)", salesShare: 25.5),
        .stub(rank: 3, title: "Sing, Again", salesShare: 12.3),
        .stub(rank: 4, title: "킹스맨", salesShare: 0.4),
    ]

    struct Run {
        let status: Int32
        let output: TextBuffer
        let errors: TextBuffer
        let requests: Int
    }

    func run(
        _ lines: [String], format: DisplayFormat = .table, language: Language = .korean, columns: Int = 80,
        entries: [BoxOfficeEntry] = Self.entries
    ) async -> Run {
        let output = TextBuffer()
        let errors = TextBuffer()
        let repository = StubBoxOfficeRepository { .success(.stub(date: $0, entries: entries)) }
        let settings = DisplaySettings(format: format, words: language.words(kobisKeySet: false))
        let session = ReplSession(
            viewModels: .stubbed(
                days: repository, calendar: calendar, settings: settings, store: InMemoryPreferencesStore()),
            reader: ScriptedLineReader(lines: lines), output: output, errors: errors,
            spinner: Spinner(output: errors, enabled: false), interrupts: nil,
            options: .init(
                interactive: false, columns: { columns }, commandFiles: InMemoryCommandFileReader()),
            display: ReplDisplay(settings: settings))
        let status = await session.run()
        return Run(status: status, output: output, errors: errors, requests: await repository.callCount)
    }

    /// The lines `shares` printed after `date`: from its heading (the one naming the sales share) on.
    static func sharesLines(_ run: Run, language: Language = .korean) -> [String] {
        let label = language.words(kobisKeySet: false).salesShareLabel
        return Array(run.output.lines.drop { !$0.contains(label) })
    }

    /// The display column where `character` first appears in `line`, if it does.
    static func column(of character: Character, in line: String, width: DisplayWidth) -> Int? {
        line.firstIndex(of: character).map { width.width(of: String(line[..<$0])) }
    }

    @Test(
        "table: one row a movie, as wide as the terminal, the bars starting in one column",
        arguments: [40, 80])
    func barsLineUp(columns: Int) async {
        let result = await run(["date 20220105", "shares"], columns: columns)
        let lines = Self.sharesLines(result)
        let width = DisplayWidth()
        #expect(lines.first == "2022-01-05 (수) 매출 점유율 · kobis")
        let rows = Array(lines.dropFirst())
        #expect(rows.count == 4, "\(lines.joined(separator: "\n"))")
        #expect(rows.allSatisfy { width.width(of: $0) == columns }, "\(rows.joined(separator: "\n"))")
        let starts = rows.compactMap { Self.column(of: "█", in: $0, width: width) }
        #expect(starts.count >= 3 && Set(starts).count == 1, "\(rows.joined(separator: "\n"))")
        let bars = rows.map { $0.filter { $0 == "█" }.count }
        #expect(bars[0] > bars[1] && bars[1] > bars[2] && bars[2] >= bars[3], "\(bars)")
        #expect(rows[0].hasPrefix(" 1  경관의 피") && rows[0].hasSuffix(" 40.0%"))
        #expect(rows[3].hasSuffix("  0.4%"))
        // The largest bar fills the room between the title and the percent (5 columns, after a gap).
        #expect(Self.column(of: "█", in: rows[0], width: width).map { $0 + bars[0] + 2 } == columns - 5)
        #expect(rows[1].contains("…"), "the long title is cut")
        #expect(result.requests == 1, "shares asked for nothing")
    }

    @Test("box: the table in a border, its heading set off, within the terminal", arguments: [40, 80])
    func box(columns: Int) async {
        let result = await run(["date 20220105", "shares"], format: .box, columns: columns)
        let lines = Array(result.output.lines.drop { !$0.contains("매출 점유율") }.dropFirst())
        let framed = Array(result.output.lines.suffix(8))
        #expect(framed.first?.hasPrefix("┌") == true && framed.last?.hasPrefix("└") == true, "\(framed)")
        #expect(framed[2].hasPrefix("├"), "the heading is set off")
        #expect(framed.allSatisfy { DisplayWidth().width(of: $0) <= columns })
        #expect(lines.count == 6)
    }

    @Test("ASCII symbols draw the bars with #, and wide ambiguous characters still fit")
    func asciiAndWide() async {
        let ascii = Self.sharesLines(await run(["symbols ascii", "date 20220105", "shares"]))
        #expect(ascii.first == "2022-01-05 (수) 매출 점유율 - kobis")
        #expect(ascii.dropFirst().allSatisfy { !$0.contains("█") })
        #expect(ascii[1].contains("####"))
        let wide = DisplayWidth(ambiguousIsWide: true)
        let lines = Self.sharesLines(await run(["width wide", "date 20220105", "shares"], columns: 41))
        #expect(lines.dropFirst().allSatisfy { wide.width(of: $0) <= 41 }, "\(lines.joined(separator: "\n"))")
        #expect(lines[1].contains("█"))
    }

    @Test("csv: rank, movieCode, title, salesShare, numbers as numbers, a title with a comma quoted")
    func csv() async {
        let result = await run(["date 20220105", "format csv", "shares"])
        let lines = Array(result.output.lines.drop { $0 != "rank,movieCode,title,salesShare" })
        #expect(
            lines == [
                "rank,movieCode,title,salesShare", "1,20199882,경관의 피,40.0",
                "2,20221002,스파이더맨: 노 웨이 홈 (확장판 특별 상영),25.5", "3,20221003,\"Sing, Again\",12.3",
                "4,20221004,킹스맨,0.4",
            ])
        let fields = lines.dropFirst().map(Self.csvFields)
        #expect(fields.map { Int($0[0]) } == [1, 2, 3, 4])
        #expect(fields.map { Double($0[3]) } == [40.0, 25.5, 12.3, 0.4])
        #expect(fields[2][2] == "Sing, Again")
    }

    @Test("json: the date and one object a movie, numbers as numbers")
    func json() async throws {
        let result = await run(["date 20220105", "format json", "shares"])
        let text = try #require(result.output.lines.last)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["date"] as? String == "2022-01-05")
        let entries = try #require(object["entries"] as? [[String: Any]])
        #expect(entries.map { $0["rank"] as? Int } == [1, 2, 3, 4])
        #expect(entries.map { $0["salesShare"] as? Double } == [40.0, 25.5, 12.3, 0.4])
        #expect(entries.first?["movieCode"] as? String == "20199882")
        #expect(entries.first?["title"] as? String == "경관의 피")
        #expect(
            text.hasPrefix(
                #"{"date":"2022-01-05","source":"kobis","chart":"daily","periodEnd":"2022-01-05","filter":"all","#
                    + #""entries":[{"rank":1,"movieCode""#))
    }

    @Test("plain: one sentence a movie, in either language")
    func plain() async {
        let korean = await run(["date 20220105", "format plain", "shares"])
        #expect(
            Array(korean.output.lines.suffix(5)) == [
                "매출 점유율: 2022-01-05 (수) 일별 박스오피스, kobis 자료.", "순위 1, 경관의 피, 매출 점유율 40.0%.",
                "순위 2, 스파이더맨: 노 웨이 홈 (확장판 특별 상영), 매출 점유율 25.5%.", "순위 3, Sing, Again, 매출 점유율 12.3%.",
                "순위 4, 킹스맨, 매출 점유율 0.4%.",
            ])
        let english = await run(["date 20220105", "format plain", "shares"], language: .english)
        #expect(
            english.output.lines.suffix(5).first
                == "Sales share: Daily box office of 2022-01-05 (Wed), kobis data.")
        #expect(english.output.lines.last == "Rank 4, 킹스맨, Sales share 0.4%.")
    }

    @Test("English table: the heading in English, the same bars")
    func englishTable() async {
        let lines = Self.sharesLines(
            await run(["date 20220105", "shares"], language: .english), language: .english)
        #expect(lines.first == "2022-01-05 (Wed) Sales share · kobis")
        #expect(lines.count == 5 && lines.dropFirst().allSatisfy { DisplayWidth().width(of: $0) == 80 })
    }

    @Test(
        "with no day shown it says so, makes no request, and is a usage error (64) as `detail` with none is",
        arguments: Language.allCases)
    func noDayShown(language: Language) async {
        let result = await run(["shares"], language: language)
        #expect(result.output.text.isEmpty)
        #expect(result.errors.lines == [language.words(kobisKeySet: false).noDayShown])
        #expect(result.requests == 0)
        #expect(result.status == 64)
    }

    @Test("a day without figures shows its heading and says so")
    func emptyDay() async {
        let result = await run(["date 20220105", "shares"], entries: [])
        #expect(Self.sharesLines(result) == ["2022-01-05 (수) 매출 점유율 · kobis", KoreanWords().noFigures])
    }

    @Test("a title with escape sequences reaches no format with them", arguments: DisplayFormat.allCases)
    func hostileTitle(format: DisplayFormat) async {
        let hostile = [BoxOfficeEntry.stub(title: "\u{1B}]0;pwned\u{7}악성\u{1B}[2J 영화", salesShare: 9.9)]
        let result = await run(["date 20220105", "shares"], format: format, columns: 40, entries: hostile)
        #expect(
            result.output.lines.allSatisfy { TerminalSafety.unsafeScalars(in: $0).isEmpty },
            "\(TerminalSafety.visible(result.output.text, limit: 2_000))")
        #expect(result.output.text.contains("악성"))
    }

    /// The fields of one RFC 4180 line.
    static func csvFields(_ line: String) -> [String] {
        var fields = [""]
        var quoted = false
        var previous: Character?
        for character in line {
            switch character {
            case "\"" where quoted: quoted = false
            case "\"":
                quoted = true
                if previous == "\"" { fields[fields.count - 1].append("\"") }
            case "," where !quoted: fields.append("")
            default: fields[fields.count - 1].append(character)
            }
            previous = character
        }
        return fields
    }
}
