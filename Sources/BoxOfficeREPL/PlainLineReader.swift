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
/// are not UTF-8 become U+FFFD instead of failing, and a line may be of any length.
public final class PlainLineReader: LineReader {
    private let fileDescriptor: Int32
    private let chunkSize: Int
    private var buffer: [UInt8] = []
    private var start = 0
    /// How far `buffer` has been searched for a line feed without finding one.
    private var searched = 0
    private var reachedEnd = false

    /// Creates a reader of `fileDescriptor`, which it does not close.
    public init(fileDescriptor: Int32 = 0, chunkSize: Int = 64 * 1024) {
        self.fileDescriptor = fileDescriptor
        self.chunkSize = max(1, chunkSize)
    }

    /// Reads the next line; `prompt` is not shown. Returns ``LineInput/endOfInput`` once the
    /// input is exhausted (or cannot be read), and ``LineInput/interrupted`` when Ctrl-C was
    /// pressed (the flag ``SigintInterruptSignal`` reads, which it clears) while it waited for
    /// input or before — nothing read so far is lost.
    public func readLine(prompt: String) -> LineInput {
        while true {
            if let line = takeLine() { return .line(line) }
            if reachedEnd { return takeLastLine().map(LineInput.line) ?? .endOfInput }
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

    private func takeLine() -> String? {
        guard let newline = buffer[searched...].firstIndex(of: UInt8(ascii: "\n")) else {
            searched = buffer.count
            return nil
        }
        var end = newline
        if end > start, buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        let line = String(decoding: buffer[start..<end], as: UTF8.self)
        start = newline + 1
        searched = start
        return line
    }

    private func takeLastLine() -> String? {
        guard start < buffer.count else { return nil }
        var end = buffer.count
        if buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        let line = String(decoding: buffer[start..<end], as: UTF8.self)
        start = buffer.count
        searched = start
        return line
    }

    private func fill() -> FillResult {
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
