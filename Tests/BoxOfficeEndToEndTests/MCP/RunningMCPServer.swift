// `boxoffice mcp` started as an assistant starts it, its standard input and output two pipes.

import BoxOfficeTestSupport
import Foundation

/// The server's process and the two ends a client talks through.
final class RunningMCPServer: @unchecked Sendable {
    let process = ChildProcess()
    let requests = Pipe()
    let answers = Pipe()
    let errors = Pipe()

    init(_ app: BoxOfficeProcess) throws {
        process.executableURL = BoxOfficeProcess.executable
        process.arguments = ["mcp"]
        process.environment = app.environment
        process.standardInput = requests
        process.standardOutput = answers
        process.standardError = errors
        try process.run()
    }

    /// Closes its input, as a client leaving does, and gives its exit status and standard error.
    func finish() async throws -> (status: Int32, signalled: Bool, errors: String) {
        try? requests.fileHandleForWriting.close()
        return try await BoxOfficeProcess.detached { [self] in
            let deadline = Date(timeIntervalSinceNow: 120)
            while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
            let said = errors.fileHandleForReading.readDataToEndOfFile()
            return (process.terminationStatus, process.endedBySignal, String(decoding: said, as: UTF8.self))
        }
    }
}
