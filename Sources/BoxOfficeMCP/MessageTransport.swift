// What the protocol server is served over: messages in, answers out, and word of a client that went away.

import Foundation

/// The connection to one client. `boxoffice mcp` serves on ``LineTransport``; tests may serve on another.
public protocol MessageTransport: Sendable {
    associatedtype Messages: AsyncSequence<Data, any Error>

    /// The client's messages in the order sent: it ends with the client's input, and fails when the
    /// conversation cannot go on (the client gone, an answer that could not be written).
    func receive() async -> Messages

    /// Writes one answer; throws when it cannot, which ends the conversation.
    func send(_ message: Data) async throws

    /// Returns once the client can no longer read answers (or the task is cancelled).
    func clientGone() async
}

/// The conversation ended because the client can no longer be answered.
public struct ClientGone: Error {}
