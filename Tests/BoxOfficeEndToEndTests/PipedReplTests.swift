import Foundation
import Testing

@Suite("The REPL with piped input")
struct PipedReplTests {
    @Test("printf 'date 20220105' | boxoffice prints the rows with no prompt, banner or colour")
    func pipedDate() async throws {
        let result = try await BoxOfficeProcess().run([], input: Data("date 20220105\n".utf8))
        #expect(result.status == 0)
        #expect(result.output.contains("2022-01-05 (수)"))
        #expect(result.output.contains("경관의 피"))
        #expect(result.output.contains("오늘 64,050 / 총    69,228"), "figures padded to the day's widest")
        #expect(result.output.contains("신작"))
        #expect(!result.output.contains("boxoffice>"))
        #expect(!result.output.contains("boxoffice 20"))
        #expect(!result.output.contains("\u{1B}"))
    }

    @Test("prev and next step over the days the demo data lacks; before its first day it says so")
    func prevNext() async throws {
        let result = try await BoxOfficeProcess().run(
            [], input: Data("date 20230426\nprev\nnext\ndate 20220105\nprev\n".utf8))
        let headings = result.output.split(separator: "\n").filter { $0.contains("일별 박스오피스") }
        #expect(
            headings.map { String($0.prefix(10)) } == [
                "2023-04-26", "2023-04-23", "2023-04-26", "2022-01-05",
            ],
            "prev from 04-26 is 04-23, past two days the demo lacks: \(result.output)")
        #expect(result.errors.contains("데모 자료의 첫날입니다."), "nothing before the first demo day")
        #expect(result.status == 1)
    }

    @Test("bad lines get messages and the session goes on")
    func badLines() async throws {
        var input = Data("frobnicate\ndate abc\ndate 20231345\nprev 3 4\n".utf8)
        input.append(contentsOf: [0xFF, 0xFE, 0x0A])  // not UTF-8
        input.append(Data((String(repeating: "x", count: 200_000) + "\n").utf8))
        input.append(Data("date 20220105\n".utf8))
        let result = try await BoxOfficeProcess().run([], input: input)
        #expect(result.output.contains("경관의 피"))
        #expect(result.errors.contains("알 수 없는 명령 'frobnicate'"))
        #expect(result.errors.contains("'abc'은(는) 날짜가 아닙니다"))
        #expect(result.errors.contains("'20231345'는 달력에 없는 날입니다"))
        #expect(
            result.errors.contains("인자가 맞지 않습니다(2 unexpected arguments: '3', '4'). 사용법: `prev`"),
            "\(result.errors)")
        // A line past 64 KB is refused as the fault table says: like the typos, only what was typed was wrong.
        #expect(result.errors.contains("64 KB보다 긴 줄은 읽지 않았습니다"), "\(result.errors)")
        #expect(result.status == 64, "only what was typed was wrong: a usage error")
        #expect(result.errors.count < 2000)
    }

    @Test("a piped line of exactly 64 KiB is read; one byte more is refused, and the line after it runs")
    func theLongestLine() async throws {
        let longest = "date " + String(repeating: "x", count: 64 * 1024 - 5)
        let input = longest + "\n" + longest + "x\r\ndate 20220105\n"
        let result = try await BoxOfficeProcess().run(["--lang", "en"], input: Data(input.utf8))
        let errors = result.errors.split(separator: "\n").filter { !$0.hasPrefix("boxoffice: demo data") }
        #expect(errors.count == 2, "\(errors.map { $0.prefix(120) })")
        #expect(errors.first?.hasPrefix("'xxxxxxxx") == true, "the line at the limit is read as a command")
        #expect(errors.last == "a line longer than 64 KB was not read: no command needs that many")
        #expect(result.output.contains("2022-01-05 (Wed)"))
        #expect(result.status == 64)
    }

    @Test("help lists every command")
    func help() async throws {
        let result = try await BoxOfficeProcess().run(
            [], input: Data("help\nhelp date\nquit\ndate 20220105\n".utf8))
        #expect(result.status == 0)
        for name in ["date", "prev", "next", "refresh", "help", "quit"] {
            #expect(result.output.contains("  \(name)"))
        }
        #expect(result.output.contains("사용법: date"))
        #expect(!result.output.contains("경관의 피"), "quit ends the session before the last line")
    }

    @Test("comment lines and a byte order mark in piped input and -c are skipped: the script succeeds")
    func commentsAndByteOrderMark() async throws {
        let piped = try await BoxOfficeProcess().run(
            [], input: Data("\u{FEFF}# my day\n# date 20990101\ndate 20220105\n".utf8))
        #expect(piped.status == 0, "\(piped.errors)")
        #expect(piped.output.contains("경관의 피"))
        #expect(!piped.errors.contains("알 수 없는 명령"), "\(piped.errors)")
        let bom = try await BoxOfficeProcess().run([], input: Data("\u{FEFF}date 20220105\n".utf8))
        #expect(bom.status == 0, "\(bom.errors)")
        #expect(bom.output.contains("경관의 피"))
        let given = try await BoxOfficeProcess().run(["-c", "# note", "-c", "date 20220105"])
        #expect(given.status == 0, "\(given.errors)")
    }

    @Test(
        "help of an unknown command fails as an unknown command does: on standard error, a usage error (64)")
    func helpOfAnUnknownCommand() async throws {
        let result = try await BoxOfficeProcess().run([], input: Data("help xyz\n".utf8))
        #expect(result.status == 64)
        #expect(result.errors.contains("알 수 없는 명령 'xyz'"), "\(result.errors)")
        #expect(result.output.isEmpty, "\(result.output)")
    }
}
