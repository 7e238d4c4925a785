// A process of the built binary left running, so a test can signal it mid-work.

import BoxOfficeTestSupport
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The built `boxoffice` (or another program) started and left running, so a test can signal it
/// mid-work; its standard input stays open until it ends.
final class RunningBoxOffice: @unchecked Sendable {
    private let process = ChildProcess()
    private let input = Pipe()
    private let outputPipe = Pipe()
    private let errorPipe = Pipe()
    /// The write end of standard output's pipe when nobody reads it, kept to see it fill.
    private var unreadOutput: (read: Int32, write: Int32)?
    private let lock = NSCondition()
    private var output = Data()
    private var errors = Data()
    private var openStreams = 0

    /// ``init(_:_:input:readsOutput:executable:)`` on a thread of its own: starting a process must
    /// not hold one of the few threads Swift concurrency has, which the loopback servers need.
    static func start(
        _ app: BoxOfficeProcess, _ arguments: [String], input text: String?, readsOutput: Bool = true,
        executable: String = BoxOfficeProcess.executable.path
    ) async throws -> RunningBoxOffice {
        try await BoxOfficeProcess.detached {
            try RunningBoxOffice(
                app, arguments, input: text, readsOutput: readsOutput, executable: executable)
        }
    }

    /// Starts `executable arguments…` (`boxoffice` unless told) in `app`'s environment, with
    /// `input` written to its standard input when given, else standard input closed; standard output is
    /// read unless `readsOutput` is false (a pipe nobody reads).
    private init(
        _ app: BoxOfficeProcess, _ arguments: [String], input text: String?, readsOutput: Bool = true,
        executable: String = BoxOfficeProcess.executable.path
    ) throws {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = app.environment
        process.standardInput = input
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        if !readsOutput {
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else { throw POSIXError(.EMFILE) }
            unreadOutput = (ends[0], ends[1])
            process.standardOutput = FileHandle(fileDescriptor: dup(ends[1]), closeOnDealloc: true)
        }
        try process.run()
        collect(errorPipe) { $0.errors.append($1) }
        if readsOutput { collect(outputPipe) { $0.output.append($1) } }
        if let text { input.fileHandleForWriting.write(Data(text.utf8)) } else { send(nil) }
    }

    /// Writes `text` on its standard input; `nil` closes it.
    func send(_ text: String?) {
        guard let text else {
            try? input.fileHandleForWriting.close()
            return
        }
        input.fileHandleForWriting.write(Data(text.utf8))
    }

    /// SIGINT, as Ctrl-C sends.
    func interrupt() { process.interrupt() }

    var hasExited: Bool { !process.isRunning }

    /// Waits until standard output holds `text`; false if it ends first or after five minutes.
    func waitForOutput(containing text: String) async -> Bool {
        await poll { String(decoding: self.output, as: UTF8.self).contains(text) }
    }

    /// Waits until the pipe of its standard output, never read, is full (its write end is no
    /// longer writable), so the program's next write blocks.
    func waitUntilOutputPipeIsFull() async -> Bool {
        guard let descriptor = unreadOutput?.write else { return false }
        return await poll {
            var end = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
            return Glibc.poll(&end, 1, 0) == 0
        }
    }

    /// Waits for it to end (killing it after five minutes, so a hang fails the test instead of the
    /// suite), and gives its status and what it wrote.
    func finish() async throws -> BoxOfficeProcess.Result {
        try await BoxOfficeProcess.detached { [self] in
            let deadline = Date(timeIntervalSinceNow: 300)
            while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
            send(nil)
            if let (read, write) = unreadOutput {
                close(read)
                close(write)
            }
            lock.lock()
            while openStreams > 0 { lock.wait() }
            defer { lock.unlock() }
            return BoxOfficeProcess.Result(
                status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
                errors: String(decoding: errors, as: UTF8.self))
        }
    }

    private func poll(_ condition: @escaping @Sendable () -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(300)
        while ContinuousClock.now < deadline, process.isRunning {
            if lock.withLock(condition) { return true }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return lock.withLock(condition)
    }

    private func collect(_ pipe: Pipe, _ append: @escaping @Sendable (RunningBoxOffice, Data) -> Void) {
        lock.withLock { openStreams += 1 }
        Thread.detachNewThread { [self] in
            let handle = pipe.fileHandleForReading
            while case let chunk = handle.availableData, !chunk.isEmpty {
                lock.withLock { append(self, chunk) }
            }
            lock.withLock {
                openStreams -= 1
                lock.broadcast()
            }
        }
    }
}
