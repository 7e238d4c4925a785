import BoxOfficeTestSupport
import Foundation
import Testing

/// The libedit front in a real pseudo-terminal: Tab completion, `date`, Ctrl-C, Ctrl-D, a line past 64 KiB and
/// the history file, driven by `scripts/pty-drive.py` (Python's `pty` gives the child a
/// controlling terminal, so Ctrl-C really sends SIGINT).
@Suite("The REPL in a pseudo-terminal")
struct PseudoTerminalTests {
    static let driver = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("scripts/pty-drive.py")
    static let python = Python3.executable

    @Test(
        "Tab completion, a date, Ctrl-C and Ctrl-D work in a real terminal",
        .enabled(
            if: python != nil,
            "python3 is needed to drive a pseudo-terminal; scripts/install-deps installs it")
    )
    func drive() async throws {
        let python = try #require(Self.python)
        let state = FileManager.default.temporaryDirectory.appendingPathComponent(
            "boxoffice-pty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [Self.driver.path, BoxOfficeProcess.executable.path, state.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let report = try await BoxOfficeProcess.detached {
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return text
        }
        let results = report.split(separator: "\n").prefix { $0 != "--- transcript ---" }
        #expect(results.count >= 8, "\(report)")
        for line in results {
            #expect(line.hasPrefix("ok "), "\(line)\n\(report)")
        }
        #expect(process.terminationStatus == 0, "\(report)")
    }
}
