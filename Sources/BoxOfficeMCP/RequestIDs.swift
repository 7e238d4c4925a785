// The requests read and not yet answered, each under an id of the server's own so its answer goes out under the
// client's id exactly as sent, and so a client that closes its input still gets every answer before the server ends.

import Foundation
import MCP
import Synchronization

/// Gives each request the SDK is handed an id of its own (1, 2, 3…, which the SDK reads whole) and puts
/// the client's back into its answer byte for byte: a string, an integer, `1.5` or `2^70` alike. A
/// request whose id is no string or number is the reader's to refuse, with id null.
final class RequestIDs: Sendable {
    /// What becomes of a message read.
    enum Incoming: Equatable {
        /// Handed to the SDK, its ids made the server's.
        case pass(Data)
        /// Answered by the reader: a request with no id to answer under, or that the SDK cannot read.
        case refuse(code: Int, id: Data)
    }

    private struct Ledger {
        var next = 1
        var unanswered: [Int: Data] = [:]
        /// Cancelled requests, still put back if an answer comes after all; the oldest let go past a bound.
        var cancelled: [Int: Data] = [:]
        var cancelOrder: [Int] = []
        var inputEnded = false
    }

    /// The id no request is given: an answer or a cancellation that names it matches nothing.
    private static let nobody = Data("0".utf8)
    private static let null = Data("null".utf8)
    private static let keptCancelled = 256
    private let state = Mutex(Ledger())
    private let answered: @Sendable () -> Void

    /// - Parameter answered: called when an answer is written or a request cancelled: there is room for more.
    init(answered: @escaping @Sendable () -> Void = {}) {
        self.answered = answered
    }

    /// How many requests wait for their answer.
    var unansweredCount: Int { state.withLock { $0.unanswered.count } }

    /// Notes a message read and gives what to do with it.
    func read(_ line: Data) -> Incoming {
        let names: Set = ["id", "method", "result", "error", "params"]
        guard let fields = MessageFields.values(of: names, in: line) else { return .pass(line) }
        if fields["id"] == nil, let params = fields["params"], Self.isCancellation(line, fields) {
            return .pass(cancel(in: line, params: params))
        }
        guard let id = fields["id"] else { return .pass(line) }
        guard fields["method"] != nil, fields["result"] == nil, fields["error"] == nil else {
            // A response, or no message the SDK answers as a request: its id must not be taken for one of ours.
            let valid = MessageFields.kind(ofValueAt: id, in: line) != .invalid
            return .pass(valid ? MessageFields.replacing(id, in: line, with: Self.nobody) : line)
        }
        let original = line[line.startIndex + id.lowerBound..<line.startIndex + id.upperBound]
        guard MessageFields.kind(ofValueAt: id, in: line) != .invalid else {
            return .refuse(code: -32600, id: Self.null)
        }
        // JSON the SDK cannot read as values (1e309 in its arguments, a lone surrogate) it would answer
        // under an id of its own making.
        guard (try? JSONDecoder().decode(Value.self, from: line)) != nil else {
            return .refuse(code: -32700, id: Data(original))
        }
        let ours = state.withLock { ledger in
            defer { ledger.next += 1 }
            ledger.unanswered[ledger.next] = Data(original)
            return ledger.next
        }
        return .pass(MessageFields.replacing(id, in: line, with: Data(String(ours).utf8)))
    }

    /// Puts the client's id back into an answer written; true when the input has ended and nothing is left to answer.
    func written(_ data: Data) -> (data: Data, finished: Bool) {
        guard let fields = MessageFields.values(of: ["id", "method"], in: data), fields["method"] == nil,
            let id = fields["id"]
        else { return (data, state.withLock { $0.inputEnded && $0.unanswered.isEmpty }) }
        let text = String(
            decoding: data[data.startIndex + id.lowerBound..<data.startIndex + id.upperBound], as: UTF8.self)
        let (original, finished) = state.withLock { ledger in
            let number = Int(text) ?? 0
            let original =
                ledger.unanswered.removeValue(forKey: number) ?? ledger.cancelled.removeValue(forKey: number)
            return (original, ledger.inputEnded && ledger.unanswered.isEmpty)
        }
        if original != nil { answered() }
        // An answer under an id that is none of ours (the SDK's own, for a message it could not read) is id null.
        return (MessageFields.replacing(id, in: data, with: original ?? Self.null), finished)
    }

    /// Notes the end of input; true when nothing is left to answer.
    func inputEnded() -> Bool {
        state.withLock { ledger in
            ledger.inputEnded = true
            return ledger.unanswered.isEmpty
        }
    }

    private static func isCancellation(_ line: Data, _ fields: [String: Range<Int>]) -> Bool {
        guard let method = fields["method"] else { return false }
        let name = Data(#""\#(CancelledNotification.name)""#.utf8)
        return line[line.startIndex + method.lowerBound..<line.startIndex + method.upperBound] == name
    }

    /// The cancellation with its `requestId` made ours (the latest request under that id), or one that matches nothing.
    private func cancel(in line: Data, params: Range<Int>) -> Data {
        let paramsData = Data(line[line.startIndex + params.lowerBound..<line.startIndex + params.upperBound])
        guard let requestID = MessageFields.values(of: ["requestId"], in: paramsData)?["requestId"] else {
            return line
        }
        let named = paramsData[requestID]
        let ours = state.withLock { ledger -> Int? in
            guard let ours = ledger.unanswered.filter({ $0.value == named }).keys.max() else { return nil }
            ledger.cancelled[ours] = ledger.unanswered.removeValue(forKey: ours)
            ledger.cancelOrder.append(ours)
            if ledger.cancelOrder.count > Self.keptCancelled {
                ledger.cancelled[ledger.cancelOrder.removeFirst()] = nil
            }
            return ours
        }
        if ours != nil { answered() }
        let replaced = MessageFields.replacing(
            requestID, in: paramsData, with: ours.map { Data(String($0).utf8) } ?? Self.nobody)
        return MessageFields.replacing(params, in: line, with: replaced)
    }
}
