// `boxoffice mcp`'s connection: one JSON-RPC message a line, read and written with blocking calls so the
// descriptors, which a terminal or a pipe may share with other processes, are left as they were.

import BoxOfficeDomain
import BoxOfficePresentation
import Foundation
import Synchronization

/// The transport `boxoffice mcp` serves on: messages are read on a thread of its own (a read that waits
/// for the client holds no thread of the cooperative pool), a line past ``longestMessage`` is refused
/// here, and a write that fails ends the conversation, said by ``failed``.
///
/// A client cannot make it hold more than a bounded amount: the reader stops reading while
/// ``mostQueued`` messages wait for the server, which takes none while ``BoxOfficeMCPServer/mostUnanswered``
/// requests wait for their answer, so a client that writes and never reads is left with a full pipe; an
/// answer that cannot go out for ``writeStall`` ends the run, and so does a client that went away, within a
/// tenth of a second.
public final class LineTransport: MessageTransport {
    /// The longest message read, in bytes without its newline.
    public static let longestMessage = 1 << 20
    static let mostQueued = 16
    /// How long an answer may wait for the client to read any of it.
    public static let writeStall: Duration = .seconds(10)

    private let input: BlockingDescriptor
    private let output: BlockingDescriptor
    private let tooLong: Data
    private let backlog = Backlog()
    private let messages: AsyncThrowingStream<Data, any Error>
    private let continuation: AsyncThrowingStream<Data, any Error>.Continuation
    private let started = Atomic(false)
    // Writes wait on a thread of their own: one that waits for a slow reader holds no thread of the pool.
    private let writer = DispatchQueue(label: "boxoffice.mcp.writer")

    public init(input: Int32, output: Int32, words: any Words, writeStall: Duration = writeStall) {
        self.input = BlockingDescriptor(input)
        self.output = BlockingDescriptor(output, stall: writeStall)
        tooLong = RPCAnswer.error(
            RPCFailure(
                code: RPCFailure.invalidRequest, message: words.messageTooLong(limit: Self.longestMessage)),
            id: .null)
        (messages, continuation) = AsyncThrowingStream.makeStream()
    }

    /// Whether reading or writing failed (the client's reader gone): the run ended for it.
    public var failed: Bool { input.failed || output.failed }

    /// Why the input could not be read, when it was not the client going away (a folder as input).
    public var inputProblem: FileProblem? { input.problemToTell }

    /// Why an answer could not be written, when it was not the client going away (a full disk).
    public var outputProblem: FileProblem? { output.problemToTell }

    /// The messages read, each taken one at a time so the reader knows there is room for another.
    public func receive() async -> Messages {
        if !started.exchange(true, ordering: .relaxed) {
            let reader = Reader(
                input: input, output: output, tooLong: tooLong, backlog: backlog, messages: continuation)
            Thread.detachNewThread { reader.run() }
        }
        return Messages(read: messages, backlog: backlog)
    }

    /// The messages read, each counted as taken when the server takes it, on the server's own executor
    /// (`next(isolation:)`): a message reaches the server with no hop through another thread.
    public struct Messages: AsyncSequence, Sendable {
        fileprivate let read: AsyncThrowingStream<Data, any Error>
        fileprivate let backlog: Backlog

        public func makeAsyncIterator() -> Iterator {
            Iterator(read: read.makeAsyncIterator(), backlog: backlog)
        }

        public struct Iterator: AsyncIteratorProtocol {
            fileprivate var read: AsyncThrowingStream<Data, any Error>.AsyncIterator
            fileprivate let backlog: Backlog

            public mutating func next(isolation actor: isolated (any Actor)?) async throws(any Error) -> Data?
            {
                guard let message = try await read.next(isolation: actor) else { return nil }
                backlog.taken()
                return message
            }

            public mutating func next() async throws -> Data? {
                try await next(isolation: nil)
            }
        }
    }

    public func send(_ message: Data) async throws {
        let line = message + Self.newline
        // An answer a pipe takes at once goes out from here, without a hop to the writer's thread.
        let written =
            if let done = output.writeWithoutWaiting(line) {
                done
            } else {
                await withCheckedContinuation { continuation in
                    writer.async { [output] in continuation.resume(returning: output.write(line)) }
                }
            }
        guard written else {
            backlog.close(continuation, gone: true)
            throw ClientGone()
        }
    }

    public func clientGone() async {
        while !Task.isCancelled {
            if output.failed || output.hungUp { return output.fail() }
            try? await Task.sleep(for: .milliseconds(100))
        }
    }

    static let newline = Data("\n".utf8)
}

/// What the reader handed on that the server has not taken yet, and the end of the conversation.
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

    /// Waits a tenth of a second at most for something to be taken.
    func waitForRoom() { _ = room.wait(timeout: .now() + .milliseconds(100)) }

    /// Ends the conversation: at the end of input the messages read are still taken; when the client has
    /// gone, the stream fails and nothing more is answered.
    func close(_ messages: AsyncThrowingStream<Data, any Error>.Continuation, gone: Bool) {
        guard !ended.exchange(true, ordering: .relaxed) else { return }
        room.signal()
        messages.finish(throwing: gone ? ClientGone() : nil)
    }
}
