// LineSplitter at its limit and across the edges of what one read returns.

import Foundation
import Testing

@testable import BoxOfficeMCP

@Suite("LineSplitter cuts input into lines, dropping one past the limit")
struct LineSplitterTests {
    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
    static func line(_ text: String) -> LineSplitter.Piece { .line(Data(text.utf8)) }

    @Test("a line of exactly the limit is kept")
    func exactlyAtTheLimit() {
        var splitter = LineSplitter(limit: 4)
        #expect(splitter.feed(Self.bytes("abcd\n")) == [Self.line("abcd")])
    }

    @Test("at the end of input a last line without its newline is a line too, one past the limit reported")
    func lastLineWithoutNewline() {
        var splitter = LineSplitter(limit: 4)
        #expect(splitter.feed(Self.bytes("ab\ncd")) == [Self.line("ab")])
        #expect(splitter.finish() == Self.line("cd"))
        #expect(splitter.finish() == nil)
        var past = LineSplitter(limit: 4)
        #expect(past.feed(Self.bytes("abcdef")).isEmpty)
        #expect(past.finish() == .tooLong)
        var ended = LineSplitter(limit: 4)
        #expect(ended.feed(Self.bytes("ab\n")) == [Self.line("ab")])
        #expect(ended.finish() == nil)
    }

    @Test("a CRLF ends a line as LF does: its CR counts toward no limit, and one byte more is past it")
    func crlf() {
        var splitter = LineSplitter(limit: 4)
        #expect(
            splitter.feed(Self.bytes("abcd\r\nabcde\r\nxy\r\n")) == [
                Self.line("abcd"), .tooLong, Self.line("xy"),
            ])
        var last = LineSplitter(limit: 4)
        #expect(last.feed(Self.bytes("abcd\r")).isEmpty)
        #expect(last.finish() == Self.line("abcd"))
    }

    @Test("a line one byte past the limit is reported once, and the next line is kept")
    func onePast() {
        var splitter = LineSplitter(limit: 4)
        #expect(splitter.feed(Self.bytes("abcde\nxy\n")) == [.tooLong, Self.line("xy")])
    }

    @Test("a line past the limit over many chunks is reported once, at its newline")
    func pastTheLimitAcrossChunks() {
        var splitter = LineSplitter(limit: 4)
        #expect(splitter.feed(Self.bytes("abc")).isEmpty)
        #expect(splitter.feed(Self.bytes("de")).isEmpty)
        #expect(splitter.feed(Self.bytes("fgh")).isEmpty)
        #expect(splitter.feed(Self.bytes("i\nok\n")) == [.tooLong, Self.line("ok")])
    }

    @Test("a line of exactly the limit split across chunks is kept")
    func atTheLimitAcrossChunks() {
        var splitter = LineSplitter(limit: 4)
        #expect(splitter.feed(Self.bytes("ab")).isEmpty)
        #expect(splitter.feed(Self.bytes("cd")).isEmpty)
        #expect(splitter.feed(Self.bytes("\n")) == [Self.line("abcd")])
    }

    @Test("a line split across chunks is joined")
    func splitAcrossChunks() {
        var splitter = LineSplitter(limit: 100)
        #expect(splitter.feed(Self.bytes(#"{"id":"#)).isEmpty)
        #expect(splitter.feed(Self.bytes("1}\n{")) == [Self.line(#"{"id":1}"#)])
        #expect(splitter.feed(Self.bytes("}\n")) == [Self.line("{}")])
    }

    @Test("empty lines are no messages")
    func emptyLines() {
        var splitter = LineSplitter(limit: 4)
        #expect(splitter.feed(Self.bytes("\n\na\n\n")) == [Self.line("a")])
        #expect(splitter.feed(Self.bytes("\n")).isEmpty)
    }

    @Test("a newline at a chunk's edge ends the line there and starts none")
    func newlineAtTheEdge() {
        var splitter = LineSplitter(limit: 4)
        #expect(splitter.feed(Self.bytes("ab\n")) == [Self.line("ab")])
        #expect(splitter.feed(Self.bytes("\ncd")).isEmpty)
        #expect(splitter.feed(Self.bytes("\n")) == [Self.line("cd")])
    }

    @Test("what is left without a newline is no message")
    func noNewline() {
        var splitter = LineSplitter(limit: 4)
        #expect(splitter.feed(Self.bytes("abc")).isEmpty)
        #expect(splitter.feed([UInt8]()).isEmpty)
    }
}
