import BoxOfficeREPL
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite("Standard output written so that Ctrl-C still stops a command")
struct CancellableWriteTests {
    /// A pipe whose read end nobody reads.
    final class UnreadPipe {
        let read: Int32
        let write: Int32

        init() throws {
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else { throw POSIXError(.EMFILE) }
            (read, write) = (ends[0], ends[1])
        }

        deinit {
            close(read)
            close(write)
        }

        /// Whether a write would block now: the pipe has no room left.
        var isFull: Bool {
            var end = pollfd(fd: write, events: Int16(POLLOUT), revents: 0)
            return poll(&end, 1, 0) == 0
        }

        /// Whether nothing is left to read.
        var isEmpty: Bool {
            var end = pollfd(fd: read, events: Int16(POLLIN), revents: 0)
            return poll(&end, 1, 0) == 0
        }

        /// The next `count` bytes written, waiting for them.
        func read(_ count: Int) -> String {
            var bytes: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 65536)
            while bytes.count < count,
                case let got = Glibc.read(read, &chunk, min(chunk.count, count - bytes.count)),
                got > 0
            {
                bytes += chunk[..<got]
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    @Test("a write to a reader that stalls is left when the task is cancelled", .timeLimit(.minutes(1)))
    func cancelledWhileBlocked() async throws {
        let pipe = try UnreadPipe()
        let stream = FileDescriptorOutputStream(descriptor: pipe.write)
        let text = String(repeating: "영화,", count: 200_000)
        let writing = Task { try await stream.writeCancellably(text) }
        while !pipe.isFull { try await Task.sleep(for: .milliseconds(5)) }
        writing.cancel()
        await #expect(throws: CancellationError.self) { try await writing.value }
        #expect(pipe.read(text.utf8.count) == text, "the write left behind ends whole once the reader reads")
    }

    @Test("a write that nobody cancels is whole, in order; a task cancelled before it writes nothing")
    func writesInOrder() async throws {
        let pipe = try UnreadPipe()
        let stream = FileDescriptorOutputStream(descriptor: pipe.write)
        for line in ["a,b\n", "경관의 피,1\n", "\n"] { try await stream.writeCancellably(line) }
        let cancelled = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await stream.writeCancellably("never\n")
        }
        await #expect(throws: CancellationError.self) { try await cancelled.value }
        let written = "a,b\n경관의 피,1\n\n"
        #expect(pipe.read(written.utf8.count) == written)
        #expect(pipe.isEmpty)
    }
}
