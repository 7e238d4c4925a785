import BoxOfficeDomain
import CEditLine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads lines from a file descriptor with no editing and no prompt: the ``LineReader`` for
/// piped input (`echo "date 20240101" | boxoffice`) and for tests that feed a pipe.
///
/// Lines end with `\n` or `\r\n`; a last line without a line ending still counts. Bytes that
/// are not UTF-8 become U+FFFD instead of failing. A line past `limit` bytes is
/// ``LineInput/tooLong``: its bytes are dropped as they come, so the buffer never holds more
/// than `limit` and a chunk.
public final class PlainLineReader: LineReader {
    private let fileDescriptor: Int32
    private let chunkSize: Int
    private let limit: Int
    private var buffer: [UInt8] = []
    private var start = 0
    /// How far `buffer` has been searched for a line feed without finding one.
    private var searched = 0
    private var reachedEnd = false
    /// The line being read is past `limit`: what comes up to its line feed is dropped.
    private var discarding = false
    /// Why reading stopped when it was not the end of the input: told once the lines read are taken.
    private var readFailure: FileProblem?
    /// Asked once, at the first fill: an open descriptor's access mode does not change.
    private lazy var isWriteOnly = fcntl(fileDescriptor, F_GETFL) & O_ACCMODE == O_WRONLY

    /// Creates a reader of `fileDescriptor`, which it does not close.
    public init(fileDescriptor: Int32 = 0, chunkSize: Int = 64 * 1024, limit: Int = LineInput.longestLine) {
        self.fileDescriptor = fileDescriptor
        self.chunkSize = max(1, chunkSize)
        self.limit = max(0, limit)
    }

    /// Reads the next line; `prompt` is not shown. Returns ``LineInput/endOfInput`` once the
    /// input is exhausted, ``LineInput/unreadable(_:)`` once a read failed, and ``LineInput/interrupted`` when Ctrl-C was
    /// pressed (the flag ``SigintInterruptSignal`` reads, which it clears) while it waited for
    /// input or before — nothing read so far is lost.
    public func readLine(prompt: String) -> LineInput {
        while true {
            if let line = takeLine() { return line }
            if reachedEnd { return takeLastLine() ?? readFailure.map(LineInput.unreadable) ?? .endOfInput }
            switch fill() {
            case .filled: continue
            case .interrupted: return .interrupted
            }
        }
    }

    // MARK: - Private

    private enum FillResult {
        case filled
        case interrupted
    }

    private func takeLine() -> LineInput? {
        guard let newline = buffer[searched...].firstIndex(of: UInt8(ascii: "\n")) else {
            searched = buffer.count
            // One byte more than the limit may still be the `\r` of a `\r\n`.
            if buffer.count - start > limit + 1 { discard() }
            return nil
        }
        var end = newline
        if end > start, buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        let line = line(buffer[start..<end])
        start = newline + 1
        searched = start
        return line
    }

    private func takeLastLine() -> LineInput? {
        guard start < buffer.count || discarding else { return nil }
        var end = buffer.count
        if end > start, buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        let line = line(buffer[start..<end])
        start = buffer.count
        searched = start
        return line
    }

    /// The line `bytes` end, or ``LineInput/tooLong`` when they end one that was dropped or is past the limit.
    private func line(_ bytes: ArraySlice<UInt8>) -> LineInput {
        defer { discarding = false }
        guard !discarding, bytes.count <= limit else { return .tooLong }
        return .line(String(decoding: bytes, as: UTF8.self))
    }

    /// Drops the line read so far, which is already past the limit.
    private func discard() {
        discarding = true
        buffer.removeAll(keepingCapacity: true)
        start = 0
        searched = 0
    }

    private func fill() -> FillResult {
        // A descriptor open for writing only never has input to wait for: poll would wait for ever.
        if isWriteOnly {
            readFailure = .notOpenForReading
            reachedEnd = true
            return .filled
        }
        // Input that never comes (a pipe left open) must not outlast Ctrl-C: the wait ends on a
        // press however early it came, as the line editor's does, on whichever thread it lands.
        boxoffice_sigint_reader_begin()
        let waited = boxoffice_wait_for_input(nil, fileDescriptor)
        let waitErrno = errno
        let pending = boxoffice_sigint_reader_end() != 0
        if pending || (waited != 0 && waitErrno == EINTR) {
            _ = boxoffice_sigint_consume()
            return .interrupted
        }
        compact()
        let previousCount = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: chunkSize))
        let count = buffer.withUnsafeMutableBytes { bytes in
            read(fileDescriptor, bytes.baseAddress.map { $0 + previousCount }, chunkSize)
        }
        let savedErrno = errno
        buffer.removeLast(chunkSize - max(0, count))
        if count > 0 { return .filled }
        if count < 0 && savedErrno == EINTR { return .interrupted }
        if count < 0 { readFailure = FileProblem(errorNumber: savedErrno) }
        reachedEnd = true
        return .filled
    }

    /// Drops the bytes already returned, so the buffer does not grow with the input.
    private func compact() {
        guard start > 0 else { return }
        buffer.removeFirst(start)
        searched -= start
        start = 0
    }
}
