// A request sent byte for byte over a socket: every header as written, none added, for the limits' edges.

import Foundation

/// One HTTP/1.1 exchange on a fresh connection to `127.0.0.1:port`: `request` sent as it is, the
/// answer read to the end (the server closes the connection: every request says `Connection: close`).
public enum RawHTTP {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String

        public init(description: String) {
            self.description = description
        }
    }

    /// The request's bytes: `GET target`, `Host`, `Connection: close`, then `extra` header lines.
    public static func request(
        _ target: String, method: String = "GET", host: String, extra: [String] = [], body: String = ""
    ) -> String {
        ([method + " " + target + " HTTP/1.1", "Host: " + host, "Connection: close"] + extra).joined(
            separator: "\r\n") + "\r\n\r\n" + body
    }

    /// ``send(_:port:)`` on a thread of its own, so a server on this process's main actor can answer.
    public static func fetch(_ request: String, port: Int) async throws -> (status: Int, text: String) {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread { continuation.resume(with: Result { try send(request, port: port) }) }
        }
    }

    /// The status code of the answer to `request`, and the answer's text (head and body).
    public static func send(_ request: String, port: Int) throws -> (status: Int, text: String) {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failure(description: "socket: \(errno)") }
        defer { close(socket) }
        var timeout = timeval(tv_sec: 20, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw Failure(description: "connect: \(errno)") }
        let bytes = Array(request.utf8)
        var sent = 0
        while sent < bytes.count {
            let written = bytes[sent...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, 0) }
            // The server may answer and close before reading everything (a head too large): read what it said.
            guard written > 0 else { break }
            sent += written
        }
        var answer: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let read = recv(socket, &buffer, buffer.count, 0)
            guard read > 0 else { break }
            answer += buffer[..<read]
        }
        let text = String(decoding: answer, as: UTF8.self)
        let statusWord = text.split(separator: " ", maxSplits: 2).dropFirst().first
        guard let statusWord, let status = Int(statusWord) else {
            throw Failure(description: "no status line in \(text.prefix(200).debugDescription)")
        }
        return (status, text)
    }
}
