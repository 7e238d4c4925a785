// Reads and writes on a descriptor that finish what they can despite signals, short writes and a
// descriptor another process made non-blocking; a write that makes no progress for too long fails, and
// the first failure is kept.

import BoxOfficeDomain
import Foundation
import Synchronization

/// One open descriptor, read or written whole with blocking calls; it is never closed here.
final class BlockingDescriptor: Sendable {
    private let descriptor: Int32
    private let stall: Duration
    // One write at a time, so two messages' bytes never mix on the wire.
    private let writing = Mutex(false)
    private let failure = Atomic(false)
    private let problem = Mutex<FileProblem?>(nil)

    /// - Parameter stall: how long a write may wait for room without any byte going out.
    init(_ descriptor: Int32, stall: Duration = .seconds(10)) {
        self.descriptor = descriptor
        self.stall = stall
        var status = stat()
        isPipe = fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO
    }

    private let isPipe: Bool

    /// Writes `data` on the calling thread when that cannot wait: a pipe with room now, and `data` no longer
    /// than a pipe takes whole (PIPE_BUF); `nil`, with nothing written, when it could wait or another write
    /// is under way.
    func writeWithoutWaiting(_ data: Data) -> Bool? {
        guard isPipe, data.count <= Int(PIPE_BUF) else { return nil }
        let result = writing.withLockIfAvailable { failed -> Bool? in
            guard !failed else { return false }
            var watched = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
            guard poll(&watched, 1, 0) == 1, watched.revents == Int16(POLLOUT) else { return nil }
            let count = data.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if count == data.count { return true }
            // Made non-blocking by another process and full meanwhile, or interrupted: nothing went out.
            guard count < 0, ![EAGAIN, EWOULDBLOCK, EINTR].contains(errno) else { return nil }
            fail(telling: Self.told(errno))
            failed = true
            return false
        }
        return result ?? nil
    }

    var failed: Bool { failure.load(ordering: .relaxed) }

    /// Marks the descriptor failed: the other end is gone, or, with a `problem`, the system refused it.
    func fail(telling problem: FileProblem? = nil) {
        if let problem { self.problem.withLock { $0 = $0 ?? problem } }
        failure.store(true, ordering: .relaxed)
    }

    /// Why reading or writing failed when it was worth telling: not a client that went away or stalled.
    var problemToTell: FileProblem? { problem.withLock { $0 } }

    /// A system error to tell, or `nil` for the client going away (a broken pipe, a connection reset).
    private static func told(_ errorNumber: Int32) -> FileProblem? {
        [EPIPE, ECONNRESET].contains(errorNumber) ? nil : FileProblem(errorNumber: errorNumber)
    }

    /// Whether the other end has gone (a pipe's reader closed it, a socket's peer hung up), asked without waiting.
    var hungUp: Bool {
        var watched = pollfd(fd: descriptor, events: 0, revents: 0)
        guard poll(&watched, 1, 0) > 0 else { return false }
        return watched.revents & Int16(POLLERR | POLLHUP) != 0
    }

    /// The bytes read into `buffer` (0 at the end of input), or nil when reading failed or, while it
    /// waited, the other end of `watched` went away (`watched` is then failed).
    func read(into buffer: inout [UInt8], watching watched: BlockingDescriptor) -> Int? {
        // Open for writing only, it never has input to wait for: the read fails at once, as `read` would.
        if fcntl(descriptor, F_GETFL) & O_ACCMODE == O_WRONLY {
            fail(telling: .notOpenForReading)
            return nil
        }
        guard waitForInput(watching: watched) else { return nil }
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count >= 0 { return count }
            if errno == EINTR { continue }
            if errno == EAGAIN || errno == EWOULDBLOCK, wait(for: Int16(POLLIN), milliseconds: -1) {
                continue
            }
            fail(telling: Self.told(errno))
            return nil
        }
    }

    /// Waits until there is input (or its end) to read; false when `watched` hangs up first, which fails it.
    private func waitForInput(watching watched: BlockingDescriptor) -> Bool {
        var both = [
            pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: watched.descriptor, events: 0, revents: 0),
        ]
        while true {
            let ready = poll(&both, 2, -1)
            if ready < 0, errno == EINTR { continue }
            // A poll that fails leaves the read to say what is wrong.
            guard ready > 0 else { return true }
            if both[1].revents & Int16(POLLERR | POLLHUP) != 0 {
                watched.fail()
                return false
            }
            if both[0].revents != 0 { return true }
        }
    }

    /// Whether all of `data` was written; after one failure nothing more is tried.
    func write(_ data: Data) -> Bool {
        writing.withLock { failed in
            guard !failed else { return false }
            failed = !data.withUnsafeBytes { writeAll($0) }
            if failed { fail() }
            return !failed
        }
    }

    /// Writes in pieces a pipe takes whole once it has room (PIPE_BUF), each after waiting for that room
    /// at most `stall`, so a reader that stops reading ends the write instead of blocking it for ever.
    private func writeAll(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let piece = Int(PIPE_BUF)
        let milliseconds = Self.milliseconds(stall)
        var rest = bytes[...]
        while !rest.isEmpty {
            guard wait(for: Int16(POLLOUT), milliseconds: milliseconds) else { return false }
            let count = Glibc.write(
                descriptor, bytes.baseAddress.map { $0 + rest.startIndex }, min(piece, rest.count))
            if count > 0 {
                rest = rest.dropFirst(count)
            } else if count < 0, errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK {
                continue
            } else {
                if count < 0 { fail(telling: Self.told(errno)) }
                return false
            }
        }
        return true
    }

    /// Waits until the descriptor is ready, at most `milliseconds` (-1: for as long as it takes); false when
    /// the time ran out or it never will be. A hung-up reader counts as ready: the write then says so.
    private func wait(for events: Int16, milliseconds: Int32) -> Bool {
        var watched = pollfd(fd: descriptor, events: events, revents: 0)
        let deadline = ContinuousClock.now + .milliseconds(Int64(milliseconds))
        while true {
            let left = milliseconds < 0 ? -1 : max(0, Self.milliseconds(deadline - .now))
            let ready = poll(&watched, 1, left)
            if ready > 0 { return watched.revents & Int16(POLLNVAL) == 0 }
            if ready == 0 { return false }
            guard errno == EINTR else { return false }
        }
    }

    private static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        return Int32(clamping: seconds * 1_000 + attoseconds / 1_000_000_000_000_000)
    }
}
