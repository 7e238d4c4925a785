import BoxOfficeTestSupport
import Foundation
import Testing

/// Script mode (`-c`), completion scripts, the saved mode, languages, symbols and formats of the
/// built binary.
@Suite("boxoffice's shell habits")
struct ShellHabitsTests {
    @Test("-c runs the commands in order with no prompt, banner or colour, and exits 0")
    func scriptMode() async throws {
        let result = try await BoxOfficeProcess().run([
            "-c", "date 20220105", "-c", "format plain", "-c", "date 2022-01-05",
        ])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("경관의 피                오늘 64,050 / 총    69,228"))
        #expect(result.output.contains("1위, 신작, 경관의 피, 오늘 64,050명, 누적 69,228명"), "format applies to the next")
        #expect(!result.output.contains("boxoffice 20"))
        #expect(!result.output.contains("`help`"))
        #expect(!result.output.contains("\u{1B}"))
    }

    @Test("-c exits 64 when a command was typed wrong, after running the rest")
    func scriptModeFailure() async throws {
        let result = try await BoxOfficeProcess().run(["-c", "frobnicate", "-c", "date 20220105"])
        #expect(result.status == 64)
        #expect(result.errors.contains("알 수 없는 명령 'frobnicate'"))
        #expect(result.output.contains("경관의 피"))
    }

    @Test("--generate-completion-script writes a script for each shell", arguments: ["bash", "zsh", "fish"])
    func completionScripts(shell: String) async throws {
        let result = try await BoxOfficeProcess().run(["--generate-completion-script", shell])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("boxoffice"))
        #expect(result.output.contains("daily"))
    }

    @Test("--help names every environment variable of the documents' table and fits in 80 columns")
    func helpNamesTheEnvironment() async throws {
        let reference = try ProjectDocuments.holding("\n## Environment variables\n").text
        let table =
            try #require(reference.components(separatedBy: "## Environment variables").last)
            .components(separatedBy: "\n## ").first ?? ""
        let variables = Set(
            table.split(separator: "\n").filter { $0.hasPrefix("| `") }.flatMap { row in
                row.split(separator: "|").first.map { cell in
                    cell.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map {
                        String($0.element)
                    }
                } ?? []
            })
        #expect(variables.count >= 10, "the table was read: \(variables)")
        let result = try await BoxOfficeProcess(environment: ["COLUMNS": "80"]).run(["--help"])
        #expect(result.status == 0, "\(result.errors)")
        for variable in variables.sorted() {
            #expect(result.output.contains(variable), "--help does not name \(variable)")
        }
        for line in result.output.split(separator: "\n") {
            #expect(line.unicodeScalars.count <= 80, "too wide: \(line)")
        }
    }

    @Test("the mode chosen in one run is restored in the next, from XDG_CONFIG_HOME")
    func modeRestored() async throws {
        let process = try BoxOfficeProcess(environment: ["COLUMNS": "80"])
        let first = try await process.run(["-c", "mode icon"])
        #expect(first.status == 0, "\(first.errors)")
        let file = process.home.appendingPathComponent("config/boxoffice/settings.json")
        #expect(try String(contentsOf: file, encoding: .utf8).contains("icon"))
        let second = try await process.run([], input: Data("date 20220105\nsettings\n".utf8))
        #expect(second.output.contains("┌────"), "\(second.output)")
        #expect(second.output.contains("\n보기 방식  icon\n"), "\(second.output)")
        let cards = second.output.split(separator: "\n").filter { $0.hasPrefix("│ ") && $0.contains("신작") }
        #expect(cards.count == 2, "two cards across on 80 columns: \(cards)")
    }

    @Test("--lang en and LANG=en_US.UTF-8 give English labels; Korean otherwise")
    func languages() async throws {
        let flag = try await BoxOfficeProcess().run(["daily", "20220105", "--lang", "en"])
        #expect(flag.output.contains("today 64,050 / total    69,228"))
        let locale = try await BoxOfficeProcess(environment: ["LANG": "en_US.UTF-8"]).run([
            "daily", "20220105",
        ])
        #expect(locale.output.contains("(Wed) daily box office"))
        let korean = try await BoxOfficeProcess().run(["daily", "20220105"])
        #expect(korean.output.contains("오늘 64,050 / 총    69,228"))
        let bad = try await BoxOfficeProcess().run(["daily", "--lang", "fr"])
        #expect(bad.status == 64)
    }

    @Test("a locale that is not UTF-8 gets ASCII markers; --symbols unicode overrides it")
    func asciiFallback() async throws {
        let ascii = try await BoxOfficeProcess(environment: ["LANG": "C"]).run(["daily", "20220105"])
        #expect(
            ascii.output.contains(" -1 ") && ascii.output.contains(" +6 ") && ascii.output.contains("NEW"))
        #expect(!ascii.output.contains("▲") && !ascii.output.contains("▼"))
        let unicode = try await BoxOfficeProcess(environment: ["LANG": "C"]).run(
            ["daily", "20220105", "--symbols", "unicode"])
        #expect(unicode.output.contains("▲6"))
    }

    @Test("daily --format box and plain; relative days; bad formats are usage errors")
    func dailyFormats() async throws {
        let box = try await BoxOfficeProcess(environment: ["COLUMNS": "80"]).run(
            ["daily", "2022-01-05", "--format", "box"])
        #expect(box.output.contains("│    1 │ 신작 │ 경관의 피"))
        let plain = try await BoxOfficeProcess().run(["daily", "20220105", "--format", "plain"])
        #expect(plain.output.contains("1위, 신작, 경관의 피, 오늘 64,050명, 누적 69,228명"))
        let unknown = try await BoxOfficeProcess().run(["daily", "--format", "yaml"])
        #expect(unknown.status == 64)
        let today = try await BoxOfficeProcess().run(["daily", "today"])
        #expect(today.status == 64)
        #expect(today.errors.contains("오늘 날짜는 집계중입니다"))
    }

    @Test("piped output never starts the pager, however long")
    func neverPagesWhenPiped() async throws {
        let process = try BoxOfficeProcess()
        let marker = process.home.appendingPathComponent("paged")
        var environment = process.environment
        environment["PAGER"] = "touch \(marker.path)"
        var piped = process
        piped.environment = environment
        let result = try await piped.run([], input: Data("help\nhelp\ndate 20220105\ncalendar\n".utf8))
        #expect(result.status == 0)
        #expect(result.output.contains("명령:"))
        #expect(!FileManager.default.fileExists(atPath: marker.path))
    }
}
