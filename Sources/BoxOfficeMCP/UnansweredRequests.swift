// The requests read and not yet answered, so a client that closes its input after its last request
// still gets every answer before the server ends.

import Foundation
import MCP
import Synchronization

/// Counts requests by id as they are read and as their answers are written; input that ended waits
/// for the count to reach zero. A request the client cancelled is answered by nobody, so it is let go.
final class UnansweredRequests: Sendable {
    private struct Ledger {
        var waiting: [String: Int] = [:]
        var inputEnded = false
    }

    private struct Envelope: Decodable {
        let id: Value?
        let method: String?
        let params: Value?
        // A message with a result or an error is taken for an answer, whatever else it holds.
        let answers: Bool

        enum Field: String, CodingKey { case id, method, params, result, error }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Field.self)
            id = try? container.decodeIfPresent(Value.self, forKey: .id)
            method = try? container.decodeIfPresent(String.self, forKey: .method)
            params = try? container.decodeIfPresent(Value.self, forKey: .params)
            answers = container.contains(.result) || container.contains(.error)
        }
    }

    private let state = Mutex(Ledger())

    /// Notes a message read. Gives the id of a request JSON allows but the SDK cannot read whole (a
    /// number past a double's range, a lone surrogate): the SDK would answer it under an id of its own
    /// making, so it is not waited for, and is the reader's to refuse.
    func read(_ line: Data) -> Value? {
        for message in Self.messages(in: line) {
            if message.method == CancelledNotification.name,
                case .object(let params) = message.params, let id = params["requestId"].flatMap(Self.key)
            {
                state.withLock { Self.remove(id, from: &$0.waiting) }
            } else if message.method != nil, !message.answers, let id = message.id, let key = Self.key(id) {
                guard (try? JSONDecoder().decode(Value.self, from: line)) != nil else { return id }
                state.withLock { $0.waiting[key, default: 0] += 1 }
            }
        }
        return nil
    }

    /// Notes a message written; true when the input has ended and nothing is left to answer.
    func written(_ data: Data) -> Bool {
        state.withLock { state in
            for message in Self.messages(in: data) where message.answers {
                if let id = message.id.flatMap(Self.key) { Self.remove(id, from: &state.waiting) }
            }
            return state.inputEnded && state.waiting.isEmpty
        }
    }

    /// Notes the end of input; true when nothing is left to answer.
    func inputEnded() -> Bool {
        state.withLock { state in
            state.inputEnded = true
            return state.waiting.isEmpty
        }
    }

    // A batch is not waited for: the SDK answers one only when all of it is well formed.
    private static func messages(in data: Data) -> [Envelope] {
        (try? JSONDecoder().decode(Envelope.self, from: data)).map { [$0] } ?? []
    }

    // Only the ids the SDK answers under (an integer or a string) are waited for.
    private static func key(_ id: Value) -> String? {
        if case .int(let number) = id { return "n\(number)" }
        if case .string(let text) = id { return "s" + text }
        return nil
    }

    private static func remove(_ id: String, from waiting: inout [String: Int]) {
        guard let count = waiting[id] else { return }
        waiting[id] = count > 1 ? count - 1 : nil
    }
}
