import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeREPL
import BoxOfficeTestSupport
import Foundation
import Testing

@MainActor
@Suite("source FILE")
struct SourceCommandTests {
    let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_641_438_000) })
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "boxoffice-source-\(UUID().uuidString)")

    func write(_ name: String, _ data: Data) throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try data.write(to: url)
        return url.path
    }

    func run(
        _ lines: [String], language: Language = .korean,
        days: any BoxOfficeRepository = StubBoxOfficeRepository()
    ) async -> (
        status: Int32, output: TextBuffer, errors: TextBuffer
    ) {
        let output = TextBuffer()
        let errors = TextBuffer()
        let settings = DisplaySettings(words: language.words(kobisKeySet: false))
        let session = ReplSession(
            viewModels: .stubbed(days: days, calendar: calendar, settings: settings),
            reader: ScriptedLineReader(lines: lines), output: output, errors: errors,
            spinner: Spinner(output: errors, enabled: false), interrupts: nil,
            options: .init(
                interactive: false, columns: { 80 }, workingDirectory: folder.path, home: folder.path,
                commandFiles: FileSystemCommandFileReader()),
            display: ReplDisplay(settings: settings))
        let status = await session.run()
        return (status, output, errors)
    }

    @Test("runs each line as a command; blank lines and # comments are skipped")
    func runsLines() async throws {
        _ = try write("day.txt", Data("# a comment\n\nformat plain\r\ndate 20220105\n".utf8))
        let result = await run(["source day.txt", "format"])
        #expect(result.output.lines[1] == "1위, 신작, 경관의 피, 오늘 64,050명, 누적 69,228명")
        #expect(result.output.lines.last == "출력 형식  plain")
        #expect(result.status == 0)
    }

    @Test("a command cancelled in a file stops that file and the files that sourced it, with one Cancelled.")
    func cancelledStopsTheScripts() async throws {
        _ = try write("inner.txt", Data("date 20220105\nformat plain\n".utf8))
        _ = try write("outer.txt", Data("source inner.txt\nformat json\n".utf8))
        let result = await run(
            ["source outer.txt", "format"], days: StubBoxOfficeRepository(failing: .cancelled))
        let untouched = await run(["format"])
        #expect(result.errors.lines == ["취소했습니다."], "\(result.errors.text)")
        #expect(result.output.lines == untouched.output.lines, "neither format line ran; the prompt's did")
        #expect(result.status == 0)
    }

    @Test("~/ is the home folder; a path may have spaces")
    func homeAndSpaces() async throws {
        _ = try write("my day.txt", Data("date 20220105\n".utf8))
        let result = await run(["source ~/my day.txt"])
        #expect(result.output.text.contains("경관의 피"))
    }

    @Test("a missing file, a folder and no argument are explained, and the session goes on")
    func missing() async throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let lines = ["source nothing.txt", "source .", "source", "date 20220105"]
        let result = await run(lines)
        #expect(
            result.errors.lines == [
                "source: 파일이 없습니다: nothing.txt", "source: 명령 파일이 아니라 폴더입니다: .",
                "인자가 맞지 않습니다(Missing expected argument '<FILE> ...'). 사용법: `source FILE`",
            ])
        #expect(result.output.text.contains("경관의 피"))
        #expect(result.status == 1)
        let english = await run(lines, language: .english)
        #expect(
            english.errors.lines == [
                "source: no such file: nothing.txt", "source: . is a folder, not a file of commands",
                "Missing expected argument '<FILE> ...'. Usage is `source FILE`.",
            ])
        #expect(english.output.text.contains("경관의 피"))
        #expect(english.status == 1)
    }

    @Test(
        "an unreadable file is explained",
        .enabled(if: getuid() != 0, "root reads every file; skipped as root"))
    func unreadable() async throws {
        let path = try write("secret.txt", Data("date 20220105\n".utf8))
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: path)
        let result = await run(["source secret.txt"])
        #expect(result.errors.lines == ["source: 읽을 수 없습니다(권한 없음): secret.txt"])
    }

    @Test(
        "a file whose reading fails is explained (also as root: /proc/self/mem cannot be read from 0)",
        .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/mem"), "needs Linux's /proc"))
    func readFails() async {
        let result = await run(["source /proc/self/mem"])
        #expect(result.errors.lines == ["source: 읽을 수 없습니다(Input/output error): /proc/self/mem"])
        let english = await run(["source /proc/self/mem"], language: .english)
        #expect(english.errors.lines == ["source: cannot read /proc/self/mem: Input/output error"])
    }

    @Test("a line that is not UTF-8 is reported with its number and skipped")
    func notUTF8() async throws {
        var data = Data("format plain\n".utf8)
        data.append(contentsOf: [0xFF, 0xFE, 0x0A])
        data.append(Data("date 20220105\n".utf8))
        _ = try write("mixed.txt", data)
        let result = await run(["source mixed.txt"])
        #expect(result.errors.lines == ["source: mixed.txt:2: UTF-8이 아니라서 건너뜀"])
        let english = await run(["source mixed.txt"], language: .english)
        #expect(english.errors.lines == ["source: mixed.txt:2: not UTF-8; line skipped"])
        #expect(result.output.text.contains("1위, 신작"))
        #expect(result.status == 1)
    }

    @Test("a line past 64 KiB is reported with its number and skipped; the others run")
    func lineTooLong() async throws {
        let long = "search " + String(repeating: "가", count: CommandFile.maximumLineBytes / 3)
        _ = try write("long.txt", Data(("format plain\n" + long + "\ndate 20220105\n").utf8))
        let result = await run(["source long.txt"])
        #expect(result.errors.lines == ["source: long.txt:2: 64 KB보다 길어서 건너뜀"])
        #expect(result.output.text.contains("1위, 신작"))
        #expect(result.status == 1)
        let english = await run(["source long.txt"], language: .english)
        #expect(english.errors.lines == ["source: long.txt:2: longer than 64 KB; line skipped"])
    }

    @Test("a file with NUL bytes is refused before any line runs (a binary ran every line it decoded)")
    func binaryFile() async throws {
        var data = Data("date 20220105\n".utf8)
        data.append(contentsOf: [0x7F, 0x45, 0x4C, 0x46, 0x00, 0x00, 0x0A])
        data.append(Data("format plain\n".utf8))
        _ = try write("a.out", data)
        let result = await run(["source a.out", "format"])
        #expect(result.errors.lines == ["source: 텍스트로 된 명령 파일이 아닙니다(NUL 바이트가 있음): a.out"])
        #expect(!result.output.text.contains("경관의 피"))
        #expect(result.output.lines == ["출력 형식  table"])
        #expect(result.status == 1)
        let english = await run(["source a.out"], language: .english)
        #expect(english.errors.lines == ["source: a.out is not a text file of commands (it holds NUL bytes)"])
    }

    @Test("a file that sources itself stops at the depth limit")
    func recursion() async throws {
        _ = try write("loop.txt", Data("source loop.txt\n".utf8))
        let result = await run(["source loop.txt", "date 20220105"])
        #expect(result.errors.lines == ["source: loop.txt 실행 안 함: 파일 안의 source는 8단계까지만 됩니다"])
        let english = await run(["source loop.txt"], language: .english)
        #expect(english.errors.lines == ["source: loop.txt not run: files may source files only 8 deep"])
        #expect(result.output.text.contains("경관의 피"))
    }

    @Test("files sourcing files run exactly 8 deep; the ninth is refused and named")
    func depthLimitEdge() async throws {
        // PREFIX-1 sources PREFIX-2 and so on: `source PREFIX-1.txt` opens `last` files, the last shows a day.
        func chain(_ prefix: String, files last: Int) throws {
            for index in 1..<last {
                _ = try write("\(prefix)-\(index).txt", Data("source \(prefix)-\(index + 1).txt\n".utf8))
            }
            _ = try write("\(prefix)-\(last).txt", Data("date 20220105\n".utf8))
        }
        try chain("eight", files: 8)
        let eight = await run(["source eight-1.txt"], language: .english)
        #expect(eight.errors.text.isEmpty, "\(eight.errors.text)")
        #expect(eight.output.text.contains("경관의 피"))
        #expect(eight.status == 0)
        try chain("nine", files: 9)
        let nine = await run(["source nine-1.txt"], language: .english)
        #expect(nine.errors.lines == ["source: nine-9.txt not run: files may source files only 8 deep"])
        #expect(!nine.output.text.contains("경관의 피"))
    }

    @Test("quit in a file ends the session")
    func quitInFile() async throws {
        _ = try write("quit.txt", Data("quit\n".utf8))
        let result = await run(["source quit.txt", "date 20220105"])
        #expect(result.output.text.isEmpty)
    }
}
