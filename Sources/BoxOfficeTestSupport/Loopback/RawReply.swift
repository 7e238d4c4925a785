// What a LoopbackRawServer receives (each request's head, with the moment it came) and how it
// answers (a body, a stream without end, a stall, a reset, before or mid-body, a dropped connection, a cut
// head, a redirect).

import Foundation

public struct RawRequest: Sendable {
    public let index: Int
    public let path: String
    public let queryItems: [URLQueryItem]
    /// The headers, names in lower case.
    public let headers: [String: String]
    public let receivedAt: ContinuousClock.Instant

    init(index: Int, head: String, receivedAt: ContinuousClock.Instant) {
        self.index = index
        self.receivedAt = receivedAt
        let lines = head.components(separatedBy: "\r\n")
        let target = lines.first?.split(separator: " ").dropFirst().first.map(String.init) ?? "/"
        let components = URLComponents(string: target)
        path = components?.path ?? target
        queryItems = components?.queryItems ?? []
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
                .trimmingCharacters(in: .whitespaces)
        }
        self.headers = headers
    }

    public func query(_ name: String) -> String? {
        queryItems.first { $0.name == name }?.value
    }

    public var pathAndQuery: String {
        var components = URLComponents()
        components.queryItems = queryItems.isEmpty ? nil : queryItems
        return path + (components.percentEncodedQuery.map { "?" + $0 } ?? "")
    }
}

public enum RawReply: Sendable {
    /// This status, these headers and this body (its `Content-Length` added unless given).
    case respond(status: Int, headers: [String: String] = [:], body: Data = Data())
    /// HTTP 200, chunked, `piece` again and again (a pause between pieces makes a trickle) until
    /// the client goes, the server stops, or `limit` bytes of pieces have been sent.
    case endless(headers: [String: String] = [:], piece: Data, pause: Duration = .zero, limit: Int)
    /// These bytes (a head and part of a body, or less), then nothing until the client goes (or the
    /// server stops, which resets the connection).
    case stall(Data)
    /// These bytes as the whole answer (garbage rather than HTTP, say), then the connection closed.
    case bytes(Data)
    /// The connection reset (TCP RST) once the request has arrived.
    case reset
    /// These bytes (a head and part of a body), then the connection reset (TCP RST).
    case resetAfter(Data)
    /// The connection closed once the request has arrived, without a byte of answer.
    case drop
    /// These bytes (part of a status line or of the headers), then after `wait` (sooner if the client
    /// goes) the connection closed: in order (FIN), or reset (RST) when `reset`.
    case cut(Data, after: Duration = .zero, reset: Bool)

    public static func json(_ body: Data) -> RawReply {
        .respond(status: 200, headers: ["Content-Type": "application/json"], body: body)
    }

    public static func redirect(_ status: Int = 302, to location: String) -> RawReply {
        .respond(status: status, headers: ["Location": location])
    }
}
