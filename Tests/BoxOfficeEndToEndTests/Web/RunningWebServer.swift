// `boxoffice web --port 0` started as a user starts it, its port read from the line it says.

import BoxOfficeTestSupport
import Foundation
import Synchronization

/// The site's process: its standard error read as it comes, the port it said it serves.
final class RunningWebServer: @unchecked Sendable {
    let process = ChildProcess()
    private let errors = Pipe()
    private let said = Mutex("")

    init(_ app: BoxOfficeProcess, _ arguments: [String] = []) throws {
        process.executableURL = BoxOfficeProcess.executable
        process.arguments = ["web", "--port", "0", "--lang", "en"] + arguments
        process.environment = app.environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let reading = errors.fileHandleForReading
        Thread.detachNewThread { [self] in
            while true {
                let data = reading.availableData
                if data.isEmpty { return }
                said.withLock { $0 += String(decoding: data, as: UTF8.self) }
            }
        }
    }

    /// What it said on standard error so far.
    var errorText: String { said.withLock { $0 } }

    /// The port of the address it says it serves (`serving http://HOST:PORT/`), once it says it.
    func port() async throws -> Int {
        try await BoxOfficeProcess.detached { [self] in
            let deadline = Date(timeIntervalSinceNow: 60)
            while Date() < deadline {
                let text = errorText
                if let range = text.range(
                    of: #"serving http://[^ ]+:([0-9]+)/"#, options: .regularExpression),
                    let port = text[range].split(separator: ":").last.flatMap({ Int($0.dropLast()) })
                {
                    return port
                }
                guard process.isRunning else { break }
                Thread.sleep(forTimeInterval: 0.02)
            }
            throw RawHTTP.Failure(description: "no address said: \(errorText)")
        }
    }

    /// `GET target` with the Host a browser sends; the status and the whole answer.
    func get(_ target: String, port: Int) async throws -> (status: Int, text: String) {
        try await BoxOfficeProcess.detached {
            try RawHTTP.send(RawHTTP.request(target, host: "127.0.0.1:\(port)"), port: port)
        }
    }

    /// SIGTERM, as a service manager stops it; its exit status and whether a signal ended it.
    func terminate() async throws -> (status: Int32, signalled: Bool) {
        kill(process.processIdentifier, SIGTERM)
        return try await BoxOfficeProcess.detached { [self] in
            let deadline = Date(timeIntervalSinceNow: 60)
            while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            return (process.terminationStatus, process.endedBySignal)
        }
    }
}
