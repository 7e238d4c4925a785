import BoxOfficeDomain
import BoxOfficeREPL
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("PlainLineReader")
struct PlainLineReaderTests {
    @Test("Lines end with LF or CRLF, without their line ending")
    func lineEndings() throws {
        let lines = try readAll(Array("date 20240101\r\nhelp\nquit\n".utf8))
        #expect(lines == [.line("date 20240101"), .line("help"), .line("quit"), .endOfInput])
    }

    @Test("A last line without a line ending is still read")
    func finalLineWithoutNewline() throws {
        let lines = try readAll(Array("help\nquit".utf8))
        #expect(lines == [.line("help"), .line("quit"), .endOfInput])
    }

    @Test("Empty lines are read as empty")
    func emptyLines() throws {
        let lines = try readAll(Array("\n\r\n한국\n".utf8))
        #expect(lines == [.line(""), .line(""), .line("한국"), .endOfInput])
    }

    @Test("Empty input ends at once, and stays ended")
    func emptyInput() throws {
        let lines = try readAll([], extraReads: 2)
        #expect(lines == [.endOfInput, .endOfInput, .endOfInput])
    }

    @Test(
        "A line of exactly 64 KiB is read, with LF or CRLF; one byte more is refused and the next line read")
    func theLongestLine() throws {
        let longest = String(repeating: "a", count: LineInput.longestLine)
        let input = longest + "\n" + longest + "\r\n" + longest + "b\nquit\n" + longest + "b\r\nquit"
        for chunkSize in [64 * 1024, 1000, 1] {
            let lines = try readAll(Array(input.utf8), chunkSize: chunkSize)
            #expect(
                lines == [
                    .line(longest), .line(longest), .tooLong, .line("quit"), .tooLong, .line("quit"),
                    .endOfInput,
                ],
                "chunks of \(chunkSize)")
        }
    }

    @Test("A 1 MB line is refused, dropped as it is read, and the line after it read")
    func veryLongLine() throws {
        let long = String(repeating: "가나다라마바사아자차", count: 35_000)  // 1,050,000 bytes
        let lines = try readAll(Array((long + "\nquit\n" + long).utf8))
        #expect(lines == [.tooLong, .line("quit"), .tooLong, .endOfInput])
    }

    @Test("Bytes that are not UTF-8 become U+FFFD")
    func invalidUTF8() throws {
        let bytes: [UInt8] = [0x61, 0xFF, 0x62, 0xED, 0x95, 0x0A, 0xC0, 0x0D, 0x0A]
        let lines = try readAll(bytes)
        #expect(lines == [.line("a\u{FFFD}b\u{FFFD}"), .line("\u{FFFD}"), .endOfInput])
    }

    @Test("A small chunk size splits lines and CRLF across reads correctly")
    func smallChunks() throws {
        let lines = try readAll(Array("ab\r\ncd\r\n서울".utf8), chunkSize: 1)
        #expect(lines == [.line("ab"), .line("cd"), .line("서울"), .endOfInput])
    }

    @Test("A folder given as input is told as unreadable, not read as an empty input, and stays so")
    func folderAsInput() throws {
        let descriptor = open("/", O_RDONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let reader = PlainLineReader(fileDescriptor: descriptor)
        #expect(reader.readLine(prompt: "> ") == .unreadable(.folderInTheWay))
        #expect(reader.readLine(prompt: "> ") == .unreadable(.folderInTheWay))
    }

    @Test("A pipe's write end given as input is told as not open for reading, at once, not waited on")
    func writeEndAsInput() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer {
            close(ends[0])
            close(ends[1])
        }
        let reader = PlainLineReader(fileDescriptor: ends[1])
        #expect(reader.readLine(prompt: "> ") == .unreadable(.notOpenForReading))
        #expect(reader.readLine(prompt: "> ") == .unreadable(.notOpenForReading))
    }

    @Test("A last line without a line ending is read before the failure that ended the input is told")
    func lastLineBeforeAFailedRead() throws {
        // A socket whose peer closed with bytes of its own unread: what was sent, then ECONNRESET.
        var ends: [Int32] = [-1, -1]
        try #require(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends) == 0)
        let (reading, peer) = (ends[0], ends[1])
        defer { close(reading) }
        let sent = Array("date 20220105".utf8)
        try #require(write(peer, sent, sent.count) == sent.count)
        try #require(write(reading, [UInt8(ascii: "x")], 1) == 1)
        close(peer)
        let reader = PlainLineReader(fileDescriptor: reading)
        #expect(reader.readLine(prompt: "> ") == .line("date 20220105"))
        #expect(reader.readLine(prompt: "> ") == .unreadable(FileProblem(errorNumber: ECONNRESET)))
    }

    // MARK: - Helpers

    /// Writes `bytes` into a real pipe from another thread and reads it back to the end.
    private func readAll(_ bytes: [UInt8], chunkSize: Int = 64 * 1024, extraReads: Int = 0) throws
        -> [LineInput]
    {
        let pipe = try FedPipe(writing: bytes)
        defer { close(pipe.readEnd) }
        let reader = PlainLineReader(fileDescriptor: pipe.readEnd, chunkSize: chunkSize)
        var results: [LineInput] = []
        while results.last != .endOfInput {
            results.append(reader.readLine(prompt: "> "))
        }
        for _ in 0..<extraReads {
            results.append(reader.readLine(prompt: "> "))
        }
        return results
    }
}

/// A pipe whose write end is fed by a background thread and then closed.
private struct FedPipe {
    struct Failure: Error {}

    let readEnd: Int32

    init(writing bytes: [UInt8]) throws {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw Failure() }
        readEnd = ends[0]
        let writeEnd = ends[1]
        Thread.detachNewThread {
            var offset = 0
            while offset < bytes.count {
                let written = bytes[offset...].withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
                guard written > 0 else { break }
                offset += written
            }
            close(writeEnd)
        }
    }
}
