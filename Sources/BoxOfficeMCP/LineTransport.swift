// `boxoffice mcp`'s connection: one JSON-RPC message a line, read and written with blocking calls so the
// descriptors, which a terminal or a pipe may share with other processes, are left as they were.

import BoxOfficePresentation
import Foundation
import Logging
import MCP

/// The transport `boxoffice mcp` serves on: messages are read on a thread of its own (a read that waits
/// for the client holds no thread of the cooperative pool), a line past ``longestMessage`` is refused
/// here, and a write that fails ends the conversation, said by ``failed``.
public actor LineTransport: Transport {
    /// The longest message read, in bytes without its newline.
    public static let longestMessage = 1 << 20

    public nonisolated let logger = Logger(label: "boxoffice.mcp", factory: { _ in SwiftLogNoOpLogHandler() })
    private let input: BlockingDescriptor
    private let output: BlockingDescriptor
    private let refusal: Data
    private let unreadable: String
    private let unanswered = UnansweredRequests()
    private let messages: AsyncThrowingStream<Data, any Error>
    private let continuation: AsyncThrowingStream<Data, any Error>.Continuation
    private var connected = false

    public init(input: Int32, output: Int32, words: any Words) {
        self.input = BlockingDescriptor(input)
        self.output = BlockingDescriptor(output)
        refusal = Self.refusal(words.messageTooLong(limit: Self.longestMessage))
        unreadable = words.messageUnreadable
        (messages, continuation) = AsyncThrowingStream.makeStream()
    }

    /// Whether reading or writing failed (the client's reader gone): the run ended for it.
    public nonisolated var failed: Bool { input.failed || output.failed }

    public func connect() async throws {
        guard !connected else { return }
        connected = true
        Thread.detachNewThread { [input, output, refusal, unreadable, unanswered, continuation] in
            Self.read(
                input, answering: output, refusal: refusal, unreadable: unreadable, noting: unanswered,
                into: continuation)
        }
    }

    public func disconnect() async {
        continuation.finish()
    }

    public func send(_ data: Data) async throws {
        guard output.write(data + Self.newline) else {
            continuation.finish()
            throw MCPError.transportError(POSIXError(.EPIPE))
        }
        if unanswered.written(data) { continuation.finish() }
    }

    public func receive() -> AsyncThrowingStream<Data, any Error> { messages }

    private static let newline = Data("\n".utf8)

    private static func read(
        _ input: BlockingDescriptor, answering output: BlockingDescriptor, refusal: Data, unreadable: String,
        noting unanswered: UnansweredRequests,
        into messages: AsyncThrowingStream<Data, any Error>.Continuation
    ) {
        var splitter = LineSplitter(limit: longestMessage)
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while let count = input.read(into: &buffer), count > 0 {
            for piece in splitter.feed(buffer[..<count]) {
                switch piece {
                case .line(let message):
                    if let id = unanswered.read(message) {
                        let answer = Self.refusal(unreadable, code: -32700, id: id)
                        guard output.write(answer + newline) else { return messages.finish() }
                        continue
                    }
                    messages.yield(message)
                case .tooLong:
                    guard output.write(refusal + newline) else { return messages.finish() }
                }
            }
        }
        // The requests read are answered first, then the conversation ends.
        if input.failed || unanswered.inputEnded() { messages.finish() }
    }

    /// The JSON-RPC error for a message not read: its id null when it is unknown.
    private static func refusal(_ message: String, code: Int = -32600, id: Value? = nil) -> Data {
        let identifier: Any =
            switch id {
            case .int(let number): number
            case .string(let text): text
            default: NSNull()
            }
        let error: [String: Any] = [
            "jsonrpc": "2.0", "id": identifier, "error": ["code": code, "message": message] as [String: Any],
        ]
        return
            (try? JSONSerialization.data(
                withJSONObject: error, options: [.sortedKeys, .withoutEscapingSlashes]))
            ?? Data(#"{"error":{"code":-32600,"message":"Invalid Request"},"id":null,"jsonrpc":"2.0"}"#.utf8)
    }
}
