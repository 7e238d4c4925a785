// A child process started with posix_spawn, in place of Foundation's `Process` for the tests.

import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A program the tests start and wait for, with the part of `Process`'s surface they use.
///
/// Foundation's `Process.run()` on Linux lists `/proc/self/fd` and copies each entry's whole
/// 256-byte name, reading past the end of the directory buffer once a busy test process holds about a
/// thousand descriptors: CI crashed there (signal 11). This one asks the child to close every
/// descriptor from 3 up instead (`posix_spawn_file_actions_addclosefrom_np`) and lists nothing.
public final class ChildProcess: @unchecked Sendable {
    public var executableURL: URL?
    public var arguments: [String] = []
    /// `nil` passes this process's own environment on.
    public var environment: [String: String]?
    /// A `Pipe` (the child gets its read end), a `FileHandle`, or `nil` for `/dev/null`.
    public var standardInput: Any?
    /// A `Pipe` (the child gets its write end), a `FileHandle`, or `nil` for `/dev/null`.
    public var standardOutput: Any?
    public var standardError: Any?

    public private(set) var processIdentifier: pid_t = 0
    private let exitState = Mutex(ExitState.running)

    private enum ExitState {
        case running
        case exited(Int32)
        case signalled(Int32)
        /// Reaped by someone else (SIGCHLD ignored): its status is gone.
        case lost
    }

    public init() {}

    public struct SpawnError: Error, CustomStringConvertible {
        public let step: String
        public let code: Int32
        public var description: String { "\(step): \(String(cString: strerror(code)))" }
    }

    /// Starts the program; the child's ends of any pipes are closed here once it has them.
    public func run() throws {
        guard let executableURL else { throw SpawnError(step: "no executable", code: ENOENT) }
        var actions = posix_spawn_file_actions_t()
        try check("file actions", posix_spawn_file_actions_init(&actions))
        defer { posix_spawn_file_actions_destroy(&actions) }
        let devNull = open("/dev/null", O_RDWR | O_CLOEXEC)
        defer { if devNull >= 0 { close(devNull) } }
        let streams = [
            (standardInput, STDIN_FILENO, true), (standardOutput, STDOUT_FILENO, false),
            (standardError, STDERR_FILENO, false),
        ]
        for (stream, target, isInput) in streams {
            let source = Self.descriptor(of: stream, forReading: isInput) ?? devNull
            try check("dup2", posix_spawn_file_actions_adddup2(&actions, source, target))
        }
        try check("closefrom", Self.addCloseFrom(&actions, 3))

        var attributes = posix_spawnattr_t()
        try check("attributes", posix_spawnattr_init(&attributes))
        defer { posix_spawnattr_destroy(&attributes) }
        // Its own process group, as Foundation did: a signal meant for the test runner stays there.
        // Every signal at its default and none blocked, as a login shell starts a program: this
        // process may ignore SIGTERM or SIGPIPE, and a child must not inherit that.
        var everySignal = sigset_t()
        var noSignal = sigset_t()
        sigfillset(&everySignal)
        sigemptyset(&noSignal)
        try check("default signals", posix_spawnattr_setsigdefault(&attributes, &everySignal))
        try check("signal mask", posix_spawnattr_setsigmask(&attributes, &noSignal))
        let flags = POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK
        try check("flags", posix_spawnattr_setflags(&attributes, Int16(flags)))

        let argv = ([executableURL.path] + arguments).map { strdup($0) } + [nil]
        let environment = (environment ?? ProcessInfo.processInfo.environment)
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        try check(
            "spawn \(executableURL.path)",
            posix_spawn(&pid, executableURL.path, &actions, &attributes, argv, envp))
        processIdentifier = pid
        closeChildEnds()
    }

    public var isRunning: Bool {
        reap(blocking: false)
        return exitState.withLock { if case .running = $0 { true } else { false } }
    }

    public func waitUntilExit() {
        precondition(processIdentifier > 0, "not started")
        reap(blocking: true)
    }

    /// The exit status, or the signal that ended it (as `Process` gives).
    public var terminationStatus: Int32 {
        exitState.withLock { ending in
            switch ending {
            case .running: preconditionFailure("still running")
            case .exited(let status), .signalled(let status): status
            case .lost: -1
            }
        }
    }

    public var endedBySignal: Bool {
        exitState.withLock { if case .signalled = $0 { true } else { false } }
    }

    public func terminate() { signal(SIGTERM) }
    public func interrupt() { signal(SIGINT) }

    private func signal(_ number: Int32) {
        precondition(processIdentifier > 0, "not started")
        if isRunning { kill(processIdentifier, number) }
    }

    /// Collects the child's status once; the lock is held across `waitpid`, so two threads asking
    /// at once never both reap (the second would get ECHILD).
    private func reap(blocking: Bool) {
        guard processIdentifier > 0 else { return }
        let pid = processIdentifier
        while true {
            let done: Bool = exitState.withLock { ending in
                guard case .running = ending else { return true }
                var status: Int32 = 0
                let result = waitpid(pid, &status, WNOHANG)
                if result < 0, errno == ECHILD { ending = .lost }
                guard result == pid else { return result < 0 && errno != EINTR }
                let signal = status & 0x7f
                ending = signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
                return true
            }
            if done || !blocking { return }
            usleep(5_000)
        }
    }

    private func closeChildEnds() {
        if let pipe = standardInput as? Pipe { try? pipe.fileHandleForReading.close() }
        if let pipe = standardOutput as? Pipe { try? pipe.fileHandleForWriting.close() }
        if let pipe = standardError as? Pipe { try? pipe.fileHandleForWriting.close() }
    }

    private static func descriptor(of stream: Any?, forReading: Bool) -> Int32? {
        switch stream {
        case let pipe as Pipe:
            (forReading ? pipe.fileHandleForReading : pipe.fileHandleForWriting).fileDescriptor
        // `FileHandle.nullDevice` has no descriptor of its own (-1): the caller gives /dev/null.
        case let handle as FileHandle where handle.fileDescriptor >= 0: handle.fileDescriptor
        default: nil
        }
    }

    private func check(_ step: String, _ code: Int32) throws {
        guard code == 0 else { throw SpawnError(step: step, code: code) }
    }

    private typealias AddCloseFrom =
        @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

    /// glibc 2.34's `posix_spawn_file_actions_addclosefrom_np`, which Swift's Glibc module does not
    /// declare: found by name, so an older glibc fails the launch with a clear message.
    private static func addCloseFrom(
        _ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ lowest: Int32
    ) -> Int32 {
        guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return ENOSYS }
        return unsafeBitCast(symbol, to: AddCloseFrom.self)(actions, lowest)
    }
}
