import BoxOfficeTestSupport
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
        home = FileManager.default.temporaryDirectory.appendingPathComponent(
            "boxoffice-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        environment = [
            "HOME": home.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TERM": "dumb",
            "XDG_STATE_HOME": home.appendingPathComponent("state").path,
            "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
            "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
        ].merging(extra) { $1 }
    }

    /// Runs `boxoffice arguments…` on a thread of its own: waiting for a child must not
    /// hold one of the few threads Swift concurrency has (two on a two-core machine), or a
    /// loopback server in this test process would starve while the child waits for it.
    func run(_ arguments: [String], input: Data = Data()) async throws -> Result {
        try await Self.detached { try runBlocking(arguments, input: input) }
    }

    /// Runs another program (a client that starts `boxoffice` itself) in this environment; one that
    /// runs many commands is given `seconds` before it is killed.
    func run(_ arguments: [String], input: Data, executable: URL, killingAfter seconds: TimeInterval = 60)
        async throws -> Result
    {
        try await Self.detached {
            try runBlocking(arguments, input: input, executable: executable, killingAfter: seconds)
        }
    }

    /// Runs `boxoffice arguments…` through `/bin/sh` with its standard output sent where the shell
    /// `redirection` says (`>/dev/full`, `>&-`, `| head -1`); ``Result/output`` is what reached the pipe.
    func run(_ arguments: [String], redirection: String) async throws -> Result {
        try await Self.detached {
            try runBlocking(
                ["-c", "\"$0\" \"$@\" \(redirection)", Self.executable.path] + arguments, input: Data(),
                executable: URL(fileURLWithPath: "/bin/sh"))
        }
    }

    /// Runs `boxoffice arguments…` under `ulimit -f blocks`: no file it writes may grow past that many
    /// 512-byte blocks. Through python3 when there is one, which also sets SIGXFSZ back to its default
    /// (this test process may ignore it, and its children with it, hiding a run a login shell would see
    /// killed); else through `/bin/sh` (dash's blocks are 512 bytes too).
    func run(_ arguments: [String], fileSizeLimit blocks: Int) async throws -> Result {
        try await Self.detached {
            guard let python = Python3.executable else {
                return try runBlocking(
                    ["-c", "ulimit -f \(blocks) && exec \"$0\" \"$@\"", Self.executable.path] + arguments,
                    input: Data(), executable: URL(fileURLWithPath: "/bin/sh"))
            }
            let script =
                "import os, resource, signal, sys\n"
                + "signal.signal(signal.SIGXFSZ, signal.SIG_DFL)\n"
                + "resource.setrlimit(resource.RLIMIT_FSIZE, (\(blocks * 512), \(blocks * 512)))\n"
                + "os.execv(sys.argv[1], sys.argv[1:])"
            return try runBlocking(
                ["-c", script, Self.executable.path] + arguments, input: Data(),
                executable: URL(fileURLWithPath: python))
        }
    }

    /// Runs `work` on a new thread and waits for it without blocking the caller's thread.
    static func detached<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws
        -> Value
    {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread { continuation.resume(with: Swift.Result { try work() }) }
        }
    }

    /// Runs `boxoffice arguments…` in a pseudo-terminal, as a person at a terminal sees it:
    /// python3's `pty` gives it a terminal for its standard streams, and ``Result/output`` is
    /// everything it printed (standard error too, lines ending in `\r\n`).
    /// - Parameter python: the python3 to drive the terminal with (``Python3/executable``).
    func runInTerminal(_ arguments: [String], python: String) async throws -> Result {
        let drive = """
            import os, pty, sys
            pid, fd = pty.fork()
            if pid == 0:
                os.execv(sys.argv[1], sys.argv[1:])
            seen = bytearray()
            while True:
                try:
                    chunk = os.read(fd, 65536)
                except OSError:
                    break
                if not chunk:
                    break
                seen += chunk
            sys.stdout.buffer.write(seen)
            sys.exit(os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1]))
            """
        return try await Self.detached {
            try runBlocking(
                ["-c", drive, Self.executable.path] + arguments, input: Data(),
                executable: URL(fileURLWithPath: python))
        }
    }

    /// Runs `executable arguments…` (`boxoffice` unless told) with `input` on standard input and
    /// waits for it.
    private func runBlocking(
        _ arguments: [String], input: Data, executable: URL = Self.executable,
        killingAfter seconds: TimeInterval = 60
    ) throws -> Result {
        let process = ChildProcess()
        process.executableURL = executable
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
        let (output, errors) = collector.finish(killingAfter: seconds, process)
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: output, errors: errors)
    }
}

/// Reads both pipes at once, each on a thread of its own (not Dispatch's small pool, which
/// a loopback server in the same process needs), so a chatty child never blocks on a full pipe.
private final class OutputCollector: @unchecked Sendable {
    private var output = Data()
    private var errors = Data()
    private let done = NSCondition()
    private var finishedReaders = 0

    init(stdout: Pipe, stderr: Pipe) {
        Thread.detachNewThread {
            self.store(stdout.fileHandleForReading.readDataToEndOfFile(), isOutput: true)
        }
        Thread.detachNewThread {
            self.store(stderr.fileHandleForReading.readDataToEndOfFile(), isOutput: false)
        }
    }

    private func store(_ data: Data, isOutput: Bool) {
        done.lock()
        if isOutput { output = data } else { errors = data }
        finishedReaders += 1
        done.broadcast()
        done.unlock()
    }

    /// Waits for both pipes to close; a child still running after `seconds` is killed, so a
    /// hang fails its test instead of blocking the suite.
    func finish(killingAfter seconds: TimeInterval, _ process: ChildProcess) -> (String, String) {
        let deadline = Date(timeIntervalSinceNow: seconds)
        done.lock()
        while finishedReaders < 2 {
            if !done.wait(until: deadline) {
                process.terminate()
                while finishedReaders < 2 { done.wait() }
            }
        }
        done.unlock()
        return (String(decoding: output, as: UTF8.self), String(decoding: errors, as: UTF8.self))
    }
}
