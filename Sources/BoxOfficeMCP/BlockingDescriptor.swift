// Reads and writes on a descriptor that finish what they can despite signals, short writes and a
// descriptor another process made non-blocking; the first failure is kept.

import Foundation
import Synchronization

/// One open descriptor, read or written whole with blocking calls; it is never closed here.
final class BlockingDescriptor: Sendable {
    private let descriptor: Int32
    // One write at a time, so two messages' bytes never mix on the wire.
    private let writing = Mutex(false)
    private let failure = Atomic(false)

    init(_ descriptor: Int32) {
        self.descriptor = descriptor
    }

    var failed: Bool { failure.load(ordering: .relaxed) }

    /// The bytes read into `buffer` (0 at the end of input), or nil when reading failed.
    func read(into buffer: inout [UInt8]) -> Int? {
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count >= 0 { return count }
            if errno == EINTR { continue }
            if errno == EAGAIN || errno == EWOULDBLOCK, wait(for: Int16(POLLIN)) { continue }
            failure.store(true, ordering: .relaxed)
            return nil
        }
    }

    /// Whether all of `data` was written; after one failure nothing more is tried.
    func write(_ data: Data) -> Bool {
        writing.withLock { failed in
            guard !failed else { return false }
            failed = !data.withUnsafeBytes { writeAll($0) }
            if failed { failure.store(true, ordering: .relaxed) }
            return !failed
        }
    }

    private func writeAll(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var rest = bytes[...]
        while !rest.isEmpty {
            let count = Glibc.write(descriptor, bytes.baseAddress.map { $0 + rest.startIndex }, rest.count)
            if count > 0 {
                rest = rest.dropFirst(count)
            } else if count < 0, errno == EINTR {
                continue
            } else if count < 0, errno == EAGAIN || errno == EWOULDBLOCK, wait(for: Int16(POLLOUT)) {
                continue
            } else {
                return false
            }
        }
        return true
    }

    /// Waits until the descriptor, made non-blocking by someone else, is ready; false when it never will be.
    private func wait(for events: Int16) -> Bool {
        var watched = pollfd(fd: descriptor, events: events, revents: 0)
        while poll(&watched, 1, -1) < 0 {
            guard errno == EINTR else { return false }
        }
        return watched.revents & Int16(POLLNVAL) == 0
    }
}
