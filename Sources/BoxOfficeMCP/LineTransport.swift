// `boxoffice mcp`'s connection: one JSON-RPC message a line, read and written with blocking calls so the
// descriptors, which a terminal or a pipe may share with other processes, are left as they were.

import BoxOfficePresentation
import Foundation
import Logging
import MCP
import Synchronization

/// The transport `boxoffice mcp` serves on: messages are read on a thread of its own (a read that waits
/// for the client holds no thread of the cooperative pool), a line past ``longestMessage`` is refused
/// here, and a write that fails ends the conversation, said by ``failed``.
///
/// A client cannot make it hold more than a bounded amount: the reader stops reading while
/// ``mostUnanswered`` requests wait for their answer or ``mostQueued`` messages for the server, so a
/// client that writes and never reads is left with a full pipe; an answer that cannot go out for
/// ``writeStall`` ends the run, and so does a client that went away, within a tenth of a second.
public actor LineTransport: Transport {
    /// The longest message read, in bytes without its newline.
    public static let longestMessage = 1 << 20
    public static let mostUnanswered = 16
    static let mostQueued = 16
    /// How long an answer may wait for the client to read any of it.
    public static let writeStall: Duration = .seconds(10)

    public nonisolated let logger = Logger(label: "boxoffice.mcp", factory: { _ in SwiftLogNoOpLogHandler() })
    private let input: BlockingDescriptor
    private let output: BlockingDescriptor
    private let refusals: Refusals
    private let ids: RequestIDs
    private let backlog = Backlog()
    private let messages: AsyncThrowingStream<Data, any Error>
    private let continuation: AsyncThrowingStream<Data, any Error>.Continuation
    private var connected = false

    public init(input: Int32, output: Int32, words: any Words, writeStall: Duration = writeStall) {
        self.input = BlockingDescriptor(input)
        self.output = BlockingDescriptor(output, stall: writeStall)
        refusals = Refusals(words: words, limit: Self.longestMessage)
        ids = RequestIDs(answered: { [backlog] in backlog.freed() })
        (messages, continuation) = AsyncThrowingStream.makeStream()
    }

    /// Whether reading or writing failed (the client's reader gone): the run ended for it.
    public nonisolated var failed: Bool { input.failed || output.failed }

    public func connect() async throws {
        guard !connected else { return }
        connected = true
        let reader = Reader(
            input: input, output: output, refusals: refusals, ids: ids, backlog: backlog,
            messages: continuation)
        Thread.detachNewThread { reader.run() }
    }

    public func disconnect() async {
        backlog.close(continuation)
    }

    public func send(_ data: Data) async throws {
        let (answer, finished) = ids.written(data)
        guard output.write(answer + Self.newline) else {
            backlog.close(continuation)
            throw MCPError.transportError(POSIXError(.EPIPE))
        }
        if finished { backlog.close(continuation) }
    }

    /// The messages read, each taken one at a time so the reader knows there is room for another.
    public func receive() -> AsyncThrowingStream<Data, any Error> {
        let source = Source(messages.makeAsyncIterator())
        return AsyncThrowingStream { [source, backlog] in
            guard !backlog.closed, let message = try await source.next() else { return nil }
            backlog.taken()
            return message
        }
    }

    static let newline = Data("\n".utf8)

    /// The stream's one consumer, the SDK's message loop, advances the iterator.
    private final class Source: @unchecked Sendable {
        var iterator: AsyncThrowingStream<Data, any Error>.AsyncIterator

        init(_ iterator: AsyncThrowingStream<Data, any Error>.AsyncIterator) {
            self.iterator = iterator
        }

        func next() async throws -> Data? { try await iterator.next() }
    }
}

/// What the reader handed on that the server has not finished with, and the end of the conversation.
final class Backlog: Sendable {
    private let room = DispatchSemaphore(value: 0)
    private let queued = Atomic(0)
    private let ended = Atomic(false)

    var queuedCount: Int { queued.load(ordering: .relaxed) }
    var closed: Bool { ended.load(ordering: .relaxed) }

    func handedOn() { queued.add(1, ordering: .relaxed) }

    func taken() {
        queued.subtract(1, ordering: .relaxed)
        room.signal()
    }

    func freed() { room.signal() }

    /// Waits a tenth of a second at most for something to be taken or answered.
    func waitForRoom() { _ = room.wait(timeout: .now() + .milliseconds(100)) }

    /// Ends the conversation: the messages not yet taken are dropped, as nobody will read their answers.
    func close(_ messages: AsyncThrowingStream<Data, any Error>.Continuation) {
        ended.store(true, ordering: .relaxed)
        room.signal()
        messages.finish()
    }
}

/// The sentences of the errors the reader answers itself, as JSON-RPC errors.
struct Refusals: Sendable {
    let tooLong: Data
    let batchTooLarge: Data
    let unreadable: String
    let invalidID: String

    init(words: any Words, limit: Int) {
        tooLong = Self.error(words.messageTooLong(limit: limit), code: -32600, id: Data("null".utf8))
        batchTooLarge = Self.error(
            words.batchTooLarge(limit: LineTransport.mostUnanswered), code: -32600, id: Data("null".utf8))
        unreadable = words.messageUnreadable
        invalidID = words.requestIDInvalid
    }

    func refusal(code: Int, id: Data) -> Data {
        Self.error(code == -32700 ? unreadable : invalidID, code: code, id: id)
    }

    /// The error, its keys in the order the SDK writes them; `id` as the client wrote it.
    static func error(_ message: String, code: Int, id: Data) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        let text = (try? encoder.encode(message)) ?? Data(#""""#.utf8)
        return Data(#"{"error":{"code":\#(code),"message":"#.utf8) + text + Data(#"},"id":"#.utf8) + id
            + Data(#","jsonrpc":"2.0"}"#.utf8)
    }
}
