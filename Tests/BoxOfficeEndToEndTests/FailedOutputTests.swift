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

    @Test(
        "a closed standard input reads as an empty one: the prompt, a piped -c and the protocol server end at once",
        arguments: [["--demo"], ["--demo", "-c", "date 20220105"], ["mcp", "--demo"]])
    func closedStandardInput(arguments: [String]) async throws {
        // `exec`, so that the kill after 20 s reaches boxoffice itself: a run that took the closed stream's
        // number for a file of its own would wait on it for ever.
        let result = try await BoxOfficeProcess().run(
            ["-c", "exec \"$0\" \"$@\" <&-", BoxOfficeProcess.executable.path] + arguments, input: Data(),
            executable: URL(fileURLWithPath: "/bin/sh"), killingAfter: 20)
        #expect(result.status == 0, "\(result.errors)")
    }

    @Test(
        "a folder as standard input is told, in the run's language, with exit 1; a -c script does not read it",
        arguments: [(["--demo"], "입력을 읽을 수 없습니다"), (["--demo", "--lang", "en"], "Could not read the input")])
    func folderAsStandardInput(arguments: [String], told: String) async throws {
        let result = try await BoxOfficeProcess().run(arguments, redirection: "</")
        #expect(result.status == 1)
        #expect(result.errors.contains(told), "\(result.errors)")
        let script = try await BoxOfficeProcess().run(arguments + ["-c", "date 20220105"], redirection: "</")
        #expect(script.status == 0, "\(script.errors)")
    }

    @Test(
        "a standard input open for writing only is told at once with exit 1, by the prompt and the protocol server",
        arguments: [["--demo", "--lang", "en"], ["mcp", "--demo", "--lang", "en"]])
    func writeOnlyStandardInput(arguments: [String]) async throws {
        // `exec`, so that the kill after 20 s reaches boxoffice itself: a wait for input that never comes.
        let result = try await BoxOfficeProcess().run(
            ["-c", "exec \"$0\" \"$@\" 0>/dev/null", BoxOfficeProcess.executable.path] + arguments,
            input: Data(),
            executable: URL(fileURLWithPath: "/bin/sh"), killingAfter: 20)
        #expect(result.status == 1, "\(result.errors)")
        #expect(
            result.errors.contains("Could not read the input (it is open for writing only)"),
            "\(result.errors)")
    }

    @Test("the protocol server says why its input could not be read, or its answers written, with exit 1")
    func protocolServerSaysWhatTheSystemRefused() async throws {
        let folder = try await BoxOfficeProcess().run(["mcp", "--demo", "--lang", "en"], redirection: "</")
        #expect(folder.status == 1)
        #expect(
            folder.errors.contains("Could not read the input (a folder is in the way)"), "\(folder.errors)")
        let ping = #"{"jsonrpc":"2.0","id":1,"method":"ping"}"#
        let full = try await BoxOfficeProcess().run(
            [
                "-c", "printf '%s\\n' '\(ping)' | exec \"$0\" \"$@\" >/dev/full",
                BoxOfficeProcess.executable.path,
            ]
                + ["mcp", "--demo", "--lang", "en"],
            input: Data(), executable: URL(fileURLWithPath: "/bin/sh"), killingAfter: 20)
        #expect(full.status == 1)
        #expect(
            full.errors.contains("Could not write the output (no space left on the disk)"), "\(full.errors)")
    }

    @Test(
        "the protocol server with its standard output closed from the start ends at once, said in the run's language",
        arguments: [
            (["mcp", "--demo", "--lang", "en"], "Could not write the output (it is closed)"),
            (["--lang", "en", "mcp", "--demo"], "Could not write the output (it is closed)"),
            (["mcp", "--demo"], "출력을 쓸 수 없습니다"),
        ])
    func protocolServerWithAClosedOutput(arguments: [String], told: String) async throws {
        // Standard input a FIFO the process itself holds open for writing, silent: only the closed
        // output can end the run.
        let script = """
            fifo=$(mktemp -u) && mkfifo "$fifo" && exec 3<>"$fifo" && rm "$fifo" && exec "$0" "$@" <&3 3<&- >&-
            """
        let result = try await BoxOfficeProcess().run(
            ["-c", script, BoxOfficeProcess.executable.path] + arguments,
            input: Data(), executable: URL(fileURLWithPath: "/bin/sh"), killingAfter: 20)
        #expect(result.status == 1, "\(result.errors)")
        #expect(result.errors.contains(told), "\(result.errors)")
    }

    @Test("a closed standard error leaves the chart on standard output and the status 0")
    func closedStandardError() async throws {
        let result = try await BoxOfficeProcess().run(["daily", "20220105", "--demo"], redirection: "2>&-")
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("2022-01-05 (수) 일별 박스오피스 · demo\n"), "\(result.output)")
    }

    /// Python starts the prompt with standard error closed and, once its first chart is out (the main run
    /// loop running), reads where descriptor 2 leads, before the input ends.
    static let descriptorsOfAClosedStandardError = """
        import os, subprocess, sys
        run = subprocess.Popen(["/bin/sh", "-c", 'exec "$0" "$@" 2>&-', sys.argv[1], "--demo"],
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        run.stdin.write(b"date 20220105\\n")
        run.stdin.flush()
        run.stdout.readline()
        print(os.readlink("/proc/%d/fd/2" % run.pid))
        run.stdin.close()
        run.stdout.read()
        print(run.wait())
        """

    @Test(
        "a closed standard error is held on /dev/null, not left for the run loop's own descriptors",
        .enabled(if: Python3.executable != nil, "python3 starts the prompt and reads its descriptors"))
    func closedStandardErrorIsHeldOnDevNull() async throws {
        let python = try #require(Python3.executable)
        let result = try await BoxOfficeProcess().run(
            ["-c", Self.descriptorsOfAClosedStandardError, BoxOfficeProcess.executable.path], input: Data(),
            executable: URL(fileURLWithPath: python), killingAfter: 30)
        #expect(result.output == "/dev/null\n0\n", "\(result.errors)")
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
