import Foundation
import Testing

/// Output that cannot be written is a failure that is told, except a reader that left early.
@Suite("standard output that cannot be written")
struct FailedOutputTests {
    @Test(
        "a full disk or a closed standard output is said once on standard error, with exit 1",
        arguments: [
            (">/dev/full", "디스크 공간 부족"), (">&-", "(이유: 닫혀 있음)"),
        ])
    func unwritableOutput(redirection: String, reason: String) async throws {
        let result = try await BoxOfficeProcess().run(
            ["daily", "20220105", "--demo"], redirection: redirection)
        #expect(result.status == 1, "\(result.errors)")
        #expect(result.errors.contains(reason), "\(result.errors)")
        #expect(result.errors.components(separatedBy: "출력을 쓸 수 없습니다").count == 2, "said once")
    }

    @Test("the REPL's output to a full disk is told in English too, with exit 1")
    func replOutputToAFullDisk() async throws {
        let result = try await BoxOfficeProcess().run(
            ["--lang", "en", "-c", "date 20220105", "-c", "next"], redirection: ">/dev/full")
        #expect(result.status == 1, "\(result.errors)")
        #expect(result.errors.contains("Could not write the output (no space left on the disk)."))
    }

    @Test("a closed standard output is worded in the language of the run, not the system's English")
    func closedOutputInEnglish() async throws {
        let result = try await BoxOfficeProcess().run(
            ["--lang", "en", "-c", "date 20220105"], redirection: ">&-")
        #expect(result.status == 1, "\(result.errors)")
        #expect(result.errors.contains("Could not write the output (it is closed)."), "\(result.errors)")
        let korean = try await BoxOfficeProcess().run(["export", "20220101"], redirection: ">&-")
        #expect(!korean.errors.contains("Bad file descriptor"), "\(korean.errors)")
    }

    @Test("a reader that stops early (| head -1) ends the run quietly")
    func brokenPipeIsQuiet() async throws {
        let result = try await BoxOfficeProcess().run(
            ["daily", "20220105", "--demo", "--format", "csv"], redirection: "| head -1")
        #expect(result.output.split(separator: "\n").count == 1)
        #expect(!result.errors.contains("출력을 쓸 수 없습니다"), "\(result.errors)")
        #expect(!result.errors.lowercased().contains("pipe"), "\(result.errors)")
    }
}
