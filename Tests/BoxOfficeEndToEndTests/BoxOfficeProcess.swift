import Foundation

/// Runs the built `boxoffice` executable as a user would, with a chosen environment and
/// standard input, and collects what it printed.
struct BoxOfficeProcess {
    struct Result {
        let status: Int32
        let output: String
        let errors: String
    }

    /// The folder the test runner and the built products live in.
    static var productsFolder: URL {
        let runner = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var folder = runner.deletingLastPathComponent()
        // On Linux the runner is `boxofficePackageTests.xctest` in the products folder.
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("boxoffice").path),
            folder.pathComponents.count > 1
        {
            folder = folder.deletingLastPathComponent()
        }
        return folder
    }

    /// The executable under test.
    static var executable: URL { productsFolder.appendingPathComponent("boxoffice") }

    /// A private set of XDG folders, so no test touches the user's files.
    let home: URL
    var environment: [String: String]

    init(environment extra: [String: String] = [:]) throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("boxoffice-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        environment = [
            "HOME": home.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TERM": "dumb",
            "XDG_STATE_HOME": home.appendingPathComponent("state").path,
            "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
            "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
        ].merging(extra) { $1 }
    }

    /// Runs `boxoffice arguments…` with `input` on standard input; kills it after a
    /// generous watchdog so a hang fails the test instead of blocking the suite.
    func run(_ arguments: [String], input: Data = Data()) throws -> Result {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        process.environment = environment
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let collector = OutputCollector(stdout: stdout, stderr: stderr)
        stdin.fileHandleForWriting.write(input)
        try stdin.fileHandleForWriting.close()
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: watchdog)
        process.waitUntilExit()
        watchdog.cancel()
        let (output, errors) = collector.finish()
        return Result(status: process.terminationStatus, output: output, errors: errors)
    }
}

/// Reads both pipes at once so a chatty child never blocks on a full pipe.
private final class OutputCollector: @unchecked Sendable {
    private var output = Data()
    private var errors = Data()
    private let group = DispatchGroup()

    init(stdout: Pipe, stderr: Pipe) {
        group.enter()
        DispatchQueue.global().async {
            self.output = stdout.fileHandleForReading.readDataToEndOfFile()
            self.group.leave()
        }
        group.enter()
        DispatchQueue.global().async {
            self.errors = stderr.fileHandleForReading.readDataToEndOfFile()
            self.group.leave()
        }
    }

    func finish() -> (String, String) {
        group.wait()
        return (String(decoding: output, as: UTF8.self), String(decoding: errors, as: UTF8.self))
    }
}
