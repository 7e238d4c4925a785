// A child run through posix_spawn and wait4, so its own peak memory (max RSS) is known.

import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a program under a small python3 that reports its child's peak memory.
///
/// Neither `Process` nor a `wait4` here would do: a child forked (or spawned) from the test
/// process starts with the test process's own peak, which the kernel keeps across `exec`, so a
/// 50 MiB run measured from a 200 MiB test runner reads 200. python3, once it has exec'd, is small,
/// and `getrusage(RUSAGE_CHILDREN)` there holds the largest of its one child: the run itself.
enum MeasuredProcess {
    /// How a run ended and what it printed.
    struct Outcome: Sendable {
        /// The exit status, or 128 + the signal that ended it.
        let status: Int32
        /// Standard output.
        let output: String
        /// Standard error.
        let errors: String
        /// The program's peak resident memory, in KiB.
        let peakKiB: Int
    }

    /// Why a run could not start.
    struct SpawnFailed: Error, CustomStringConvertible {
        let code: Int32
        var description: String { "posix_spawn failed: \(String(cString: strerror(code)))" }
    }

    /// What python3 runs: the program under the file size limit named second (0: none), SIGINT passed
    /// on to it, then its peak memory written to the file named first. The program gets SIGXFSZ's
    /// default action back, as from a shell, since python3 itself ignores it; SIGINT is unblocked,
    /// as the test runner's thread may block it.
    static let measuring = """
        import resource, signal, subprocess, sys
        signal.pthread_sigmask(signal.SIG_UNBLOCK, [signal.SIGINT])
        limit = int(sys.argv[2])
        def prepare():
            signal.signal(signal.SIGXFSZ, signal.SIG_DFL)
            if limit > 0:
                resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))
        child = subprocess.Popen(sys.argv[3:], preexec_fn=prepare)
        signal.signal(signal.SIGINT, lambda number, frame: child.send_signal(signal.SIGINT))
        code = child.wait()
        open(sys.argv[1], "w").write(str(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss))
        sys.exit(code if code >= 0 else 128 - code)
        """

    /// Runs `executable arguments…` under `python` with only `environment`, `input` on standard
    /// input, killed after `limit` seconds so a hang fails its case instead of the suite. Blocks its
    /// thread.
    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String], input: Data,
        limit: TimeInterval, python: String, fileSizeLimit: Int? = nil,
        interrupt: (@Sendable () -> Bool)? = nil, reader: FaultCase.Reader = .reads
    ) throws -> Outcome {
        let peakFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "peak-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: peakFile) }
        let stdin = try pipePair(), stdout = try pipePair(), stderr = try pipePair()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdin.read, 0)
        posix_spawn_file_actions_adddup2(&actions, stdout.write, 1)
        posix_spawn_file_actions_adddup2(&actions, stderr.write, 2)
        // Nothing else of the test process (a server's sockets, another run's pipes) reaches it.
        // (glibc's posix_spawn_file_actions_addclosefrom_np, which Swift's Glibc module leaves out)
        guard let closeFrom = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else {
            throw SpawnFailed(code: ENOSYS)
        }
        typealias CloseFrom =
            @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        _ = unsafeBitCast(closeFrom, to: CloseFrom.self)(&actions, 3)
        let argv =
            ([python, "-c", measuring, peakFile.path, String(fileSizeLimit ?? 0), executable] + arguments).map
        { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, python, &actions, nil, argv, envp)
        let pid = child
        [stdin.read, stdout.write, stderr.write].forEach { close($0) }
        guard spawned == 0 else {
            [stdin.write, stdout.read, stderr.read].forEach { close($0) }
            throw SpawnFailed(code: spawned)
        }
        let output = reader == .reads ? Drain(stdout.read) : nil, errors = Drain(stderr.read)
        if reader == .gone { close(stdout.read) }
        Thread.detachNewThread {
            // A child that stops reading makes the write fail with EPIPE, which must not end the tests.
            var pipeSignal = sigset_t()
            sigemptyset(&pipeSignal)
            sigaddset(&pipeSignal, SIGPIPE)
            pthread_sigmask(SIG_BLOCK, &pipeSignal, nil)
            input.withUnsafeBytes { bytes in
                var done = 0
                while done < bytes.count {
                    let count = write(stdin.write, bytes.baseAddress.map { $0 + done }, bytes.count - done)
                    if count < 0, errno == EINTR { continue }
                    guard count > 0 else { break }
                    done += count
                }
            }
            close(stdin.write)
        }
        let finished = Mutex(false)
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: limit)
            if !finished.withLock({ $0 }) { kill(pid, SIGKILL) }
        }
        if let interrupt {
            // Polled, so that the signal comes once the server has seen what the case waits for.
            Thread.detachNewThread {
                while !finished.withLock({ $0 }) {
                    if interrupt() {
                        kill(pid, SIGINT)
                        return
                    }
                    Thread.sleep(forTimeInterval: 0.01)
                }
            }
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        finished.withLock { $0 = true }
        if reader == .neverReads { close(stdout.read) }
        let code = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        let peak = (try? String(contentsOf: peakFile, encoding: .utf8)).flatMap { Int($0) } ?? -1
        return Outcome(status: code, output: output?.text() ?? "", errors: errors.text(), peakKiB: peak)
    }

    private static func pipePair() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw SpawnFailed(code: errno) }
        ends.forEach { _ = fcntl($0, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }

    /// Reads a pipe to its end on a thread of its own.
    private final class Drain: Sendable {
        private let data = Mutex(Data())
        private let done = DispatchSemaphore(value: 0)

        init(_ descriptor: Int32) {
            Thread.detachNewThread { [self] in
                let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
                let all = (try? handle.readToEnd()) ?? nil
                data.withLock { $0 = all ?? Data() }
                done.signal()
            }
        }

        func text() -> String {
            done.wait()
            return String(decoding: data.withLock { $0 }, as: UTF8.self)
        }
    }
}
