// An answer written from the server's own thread only when that cannot wait: a pipe with room for all of it
// now, the answer no longer than a pipe takes whole; anything else is left to the writer's thread.

import Foundation
import Testing

@testable import BoxOfficeMCP

@Suite struct WriteWithoutWaitingTests {
    static let pieceWhole = Int(PIPE_BUF)
    /// Linux's F_SETPIPE_SZ, which the Glibc module does not bring.
    static let setPipeSize: Int32 = 1_031

    /// What `count` bytes a pipe's reader finds, read at once (the bytes are already there).
    static func read(_ count: Int, from descriptor: Int32) -> Data {
        var buffer = [UInt8](repeating: 0, count: count)
        let got = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, count) }
        return Data(buffer.prefix(max(0, got)))
    }

    @Test func aPipeWithRoomTakesAnAnswerOfExactlyPipeBufWholeAndOneByteMoreIsLeftToTheWriter() throws {
        let ends = try LineTransportTests.pipe()
        defer { for end in [ends.read, ends.write] { close(end) } }
        let output = BlockingDescriptor(ends.write)
        let whole = Data(repeating: UInt8(ascii: "a"), count: Self.pieceWhole)
        #expect(output.writeWithoutWaiting(whole) == true)
        #expect(Self.read(Self.pieceWhole, from: ends.read) == whole)
        #expect(output.writeWithoutWaiting(whole + Data("b".utf8)) == nil, "one byte past PIPE_BUF")
    }

    @Test func aFullPipeIsLeftToTheWriterWithNothingWrittenAndTakesTheAnswerOnceRead() throws {
        let ends = try LineTransportTests.pipe()
        defer { for end in [ends.read, ends.write] { close(end) } }
        // The smallest pipe Linux makes (one page), filled to its last byte.
        let size = fcntl(ends.write, Self.setPipeSize, 4_096)
        #expect(size > 0)
        let output = BlockingDescriptor(ends.write)
        let filling = Data(repeating: UInt8(ascii: "x"), count: Int(size))
        #expect(output.write(filling))
        let answer = Data("{\"id\":1}\n".utf8)
        #expect(output.writeWithoutWaiting(answer) == nil)
        #expect(Self.read(Int(size), from: ends.read) == filling, "nothing of the answer went out")
        #expect(output.writeWithoutWaiting(answer) == true)
        #expect(Self.read(answer.count, from: ends.read) == answer)
    }

    @Test func aFileIsNoPipeAndIsLeftToTheWriter() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "answers-\(UUID().uuidString)")
        let descriptor = open(path.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        try #require(descriptor >= 0)
        defer {
            close(descriptor)
            try? FileManager.default.removeItem(at: path)
        }
        #expect(BlockingDescriptor(descriptor).writeWithoutWaiting(Data("{}\n".utf8)) == nil)
    }

    @Test func aPipeWhoseReaderLeftIsLeftToTheWriterWhichFailsAndTellsNothing() throws {
        let ends = try LineTransportTests.pipe()
        defer { close(ends.write) }
        close(ends.read)
        // As `boxoffice mcp` does: the write fails with EPIPE instead of the signal ending the process.
        signal(SIGPIPE, SIG_IGN)
        let output = BlockingDescriptor(ends.write)
        #expect(
            output.writeWithoutWaiting(Data("{}\n".utf8)) == nil, "poll says the reader left: not at once")
        #expect(!output.failed)
        #expect(!output.write(Data("{}\n".utf8)))
        #expect(output.failed)
        #expect(output.problemToTell == nil, "a client gone is told nothing")
    }
}
