// One line of the conversation read as JSON-RPC 2.0: a request, a notification, a batch of them, or what
// is refused; and an answer written with the client's id exactly as it sent it.

import BoxOfficePresentation
import Foundation

/// A request's id as the client wrote it (`7`, `1.5`, `2^70` in full, `"a"`): its bytes go back unchanged.
struct RequestID: Hashable, Sendable {
    let bytes: Data

    /// What an answer carries when the request had no id to answer under.
    static let null = RequestID(bytes: Data("null".utf8))
}

/// A failure answered as a JSON-RPC error: its code and the sentence that says it.
struct RPCFailure: Error, Equatable {
    static let parseError = -32700
    static let invalidRequest = -32600
    static let methodNotFound = -32601
    static let invalidParams = -32602
    static let internalError = -32603

    let code: Int
    let message: String
}

/// One message of a line.
enum IncomingMessage: Equatable {
    case request(RequestID, method: String, params: JSONValue)
    case notification(method: String, params: JSONValue)
    /// An answer from the client (the server asks nothing), or a notification JSON-RPC does not read.
    case nothingToAnswer
    /// Answered at once with this error.
    case refused(RPCFailure, RequestID)
}

/// A line: one message, or a batch of up to ``longestBatch`` answered together as one array.
enum IncomingLine: Equatable {
    case single(IncomingMessage)
    case batch([IncomingMessage])

    /// As many as may wait for their answer at once: a batch costs no more than that.
    static let longestBatch = 16

    init(_ line: Data, words: any Words) {
        guard let elements = MessageFields.elements(in: line) else {
            self = .single(IncomingMessage(line, words: words))
            return
        }
        let refusal: String? =
            elements.isEmpty
            ? words.messageNotRequest
            : elements.count > Self.longestBatch ? words.batchTooLarge(limit: Self.longestBatch) : nil
        if let refusal {
            self = .single(.refused(RPCFailure(code: RPCFailure.invalidRequest, message: refusal), .null))
            return
        }
        self = .batch(
            elements.map { range in
                IncomingMessage(
                    line[(line.startIndex + range.lowerBound)..<(line.startIndex + range.upperBound)],
                    words: words)
            })
    }
}

extension IncomingMessage {
    /// What `data` asks: its id checked as JSON-RPC allows (a string or a number, as written), then read whole.
    init(_ data: Data, words: any Words) {
        let data = Data(data)
        let notRequest = RPCFailure(code: RPCFailure.invalidRequest, message: words.messageNotRequest)
        guard let fields = MessageFields.values(of: ["id", "method", "result", "error"], in: data) else {
            // JSON that is no object or array (`42`, `null`) is no request; anything else is no JSON at all,
            // however lenient Foundation's reader would be with it (a trailing comma, text after the end).
            let first = data.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
            let structured = first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
            let unreadable = RPCFailure(code: RPCFailure.parseError, message: words.messageNotJSON)
            self = .refused(structured || JSONValue.read(data) == nil ? unreadable : notRequest, .null)
            return
        }
        // An answer from the client is never answered, whatever its id: two peers would bounce errors for ever.
        if fields["method"] == nil, fields["result"] != nil || fields["error"] != nil {
            self = .nothingToAnswer
            return
        }
        var id: RequestID?
        if let range = fields["id"] {
            guard MessageFields.kind(ofValueAt: range, in: data) != .invalid else {
                self = .refused(
                    RPCFailure(code: RPCFailure.invalidRequest, message: words.requestIDInvalid), .null)
                return
            }
            id = RequestID(bytes: data[range])
        }
        guard let message = JSONValue.read(data) else {
            self = .refused(
                RPCFailure(code: RPCFailure.parseError, message: words.messageUnreadable), id ?? .null)
            return
        }
        let params = message[member: "params"] ?? .object([])
        guard message[member: "jsonrpc"] == .string("2.0"),
            let method = message[member: "method"]?.stringValue,
            case .object = params
        else {
            self = id.map { .refused(notRequest, $0) } ?? .nothingToAnswer
            return
        }
        self =
            id.map { .request($0, method: method, params: params) }
            ?? .notification(method: method, params: params)
    }
}

/// The answers written back, each one line, its members in name order.
enum RPCAnswer {
    static func result(_ result: JSONValue, id: RequestID) -> Data {
        Data(#"{"id":"#.utf8) + id.bytes + Data(#","jsonrpc":"2.0","result":\#(result.text)}"#.utf8)
    }

    static func error(_ failure: RPCFailure, id: RequestID) -> Data {
        let error = JSONValue.object([("code", .int(failure.code)), ("message", .string(failure.message))])
        return Data(#"{"error":\#(error.text),"id":"#.utf8) + id.bytes + Data(#","jsonrpc":"2.0"}"#.utf8)
    }

    /// A batch's answers as one array; nothing when it held notifications only.
    static func batch(_ answers: [Data]) -> Data? {
        guard !answers.isEmpty else { return nil }
        return Data("[".utf8) + Data(answers.joined(separator: Data(",".utf8))) + Data("]".utf8)
    }
}
