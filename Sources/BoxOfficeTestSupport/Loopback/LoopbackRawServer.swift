import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A loopback HTTP server on bare sockets, for the answers a well-behaved server never gives:
/// a body without end, a trickle, a stall mid-body, a reset, a dropped connection, a redirect.
///
/// It listens on `host` (127.0.0.1, or another loopback address such as 127.0.0.2) at a port
/// the system picks, reads each request's head, records it with the moment it arrived, and
/// answers with the ``RawReply`` the test's closure gives for it. Every answer closes its
/// connection. Streams stop at their own bound, so a test is bounded even when the client is not.
/// Use ``withRunning(host:reply:isolation:_:)`` so it is stopped even when a test throws.
public final class LoopbackRawServer: Sendable {
    private struct Traffic {
        var requests: [RawRequest] = []
        var bodyBytesSent = 0
        var streamsLeftByClient = 0
        var stopped = false
    }

    public let baseURL: URL
    private let listener: Int32
    private let reply: @Sendable (RawRequest) -> RawReply
    private let state = Mutex(Traffic())

    private init(baseURL: URL, listener: Int32, reply: @escaping @Sendable (RawRequest) -> RawReply) {
        self.baseURL = baseURL
        self.listener = listener
        self.reply = reply
    }

    /// Starts a server listening on `host`.
    public static func start(
        host: String = "127.0.0.1", reply: @escaping @Sendable (RawRequest) -> RawReply
    ) throws -> LoopbackRawServer {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw LoopbackServerError.noListeningPort }
        var yes: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        inet_pton(AF_INET, host, &address.sin_addr)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                bind(listener, socketAddress, length) == 0 && listen(listener, 64) == 0
                    && getsockname(listener, socketAddress, &length) == 0
            }
        }
        guard bound, let url = URL(string: "http://\(host):\(UInt16(bigEndian: address.sin_port))") else {
            close(listener)
            throw LoopbackServerError.noListeningPort
        }
        let server = LoopbackRawServer(baseURL: url, listener: listener, reply: reply)
        Thread.detachNewThread { server.acceptConnections() }
        return server
    }

    public static func withRunning<Result>(
        host: String = "127.0.0.1",
        reply: @escaping @Sendable (RawRequest) -> RawReply,
        isolation: isolated (any Actor)? = #isolation,
        _ body: (LoopbackRawServer) async throws -> Result
    ) async throws -> Result {
        let server = try start(host: host, reply: reply)
        defer { server.stop() }
        return try await body(server)
    }

    /// Stops accepting and ends every answer still being given; calling it twice is harmless.
    public func stop() {
        let first = state.withLock { state in
            defer { state.stopped = true }
            return !state.stopped
        }
        if first { shutdown(listener, Int32(SHUT_RDWR)) }
    }

    public var requests: [RawRequest] { state.withLock { $0.requests } }

    public var requestCount: Int { state.withLock { $0.requests.count } }

    /// The body bytes the server managed to hand to the network, over all its answers.
    public var bodyBytesSent: Int { state.withLock { $0.bodyBytesSent } }

    /// How many endless or trickling answers ended because the client went away.
    public var streamsLeftByClient: Int { state.withLock { $0.streamsLeftByClient } }

    /// Waits until `count` endless answers have been left by their client; `false` after `limit`.
    @discardableResult
    public func waitForClientsToLeave(_ count: Int = 1, limit: Duration = .seconds(10)) async -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + limit
        while streamsLeftByClient < count {
            guard clock.now < deadline, (try? await Task.sleep(for: .milliseconds(5))) != nil else {
                return false
            }
        }
        return true
    }

    private var isStopped: Bool { state.withLock { $0.stopped } }

    private func acceptConnections() {
        defer { close(listener) }
        while !isStopped {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else {
                if errno == EINTR { continue }
                return
            }
            Thread.detachNewThread { self.serve(connection) }
        }
    }

    private func serve(_ connection: Int32) {
        var closeWithReset = false
        defer {
            if closeWithReset {
                var option = linger(l_onoff: 1, l_linger: 0)
                setsockopt(connection, SOL_SOCKET, SO_LINGER, &option, socklen_t(MemoryLayout<linger>.size))
            }
            close(connection)
        }
        guard let head = readHead(connection) else { return }
        let request = state.withLock { state -> RawRequest in
            let request = RawRequest(index: state.requests.count, head: head, receivedAt: .now)
            state.requests.append(request)
            return request
        }
        switch reply(request) {
        case .respond(let status, let headers, let body):
            var all = headers
            all["Content-Length"] = all["Content-Length"] ?? String(body.count)
            _ = sendAll(connection, Self.head(status: status, headers: all)) && sendBody(connection, body)
        case .endless(let headers, let piece, let pause, let limit):
            var all = headers
            all["Transfer-Encoding"] = "chunked"
            guard sendAll(connection, Self.head(status: 200, headers: all)), !piece.isEmpty else { return }
            let chunk =
                Data(String(piece.count, radix: 16).utf8) + Data("\r\n".utf8) + piece + Data("\r\n".utf8)
            var sent = 0
            while sent < limit, !isStopped {
                guard sendBody(connection, chunk), pause == .zero || hold(connection, for: pause) else {
                    if !isStopped { state.withLock { $0.streamsLeftByClient += 1 } }
                    return
                }
                sent += piece.count
            }
        case .stall(let bytes):
            _ = sendAll(connection, bytes)
            // Stopped under a client still waiting (its cancel perhaps not yet sent): a reset.
            closeWithReset = !hold(connection, for: nil) && isStopped
        case .bytes(let bytes):
            _ = sendAll(connection, bytes)
        case .reset:
            closeWithReset = true
        case .resetAfter(let bytes):
            // The reset waits until the bytes have reached the client, so it comes mid-answer.
            _ = sendAll(connection, bytes) && waitUntilSent(connection)
            closeWithReset = true
        case .drop:
            return
        case .cut(let bytes, let wait, let reset):
            _ = sendAll(connection, bytes) && (wait == .zero || hold(connection, for: wait))
            closeWithReset = reset
        }
    }

    /// The request's head, up to its blank line (at most 64 KB); `nil` when the client leaves first.
    private func readHead(_ connection: Int32) -> String? {
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while received.count < 65_536 {
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { return nil }
            received.append(contentsOf: buffer[0..<count])
            if let end = received.range(of: Data("\r\n\r\n".utf8)) {
                return String(decoding: received[..<end.lowerBound], as: UTF8.self)
            }
        }
        return nil
    }

    private func sendBody(_ connection: Int32, _ data: Data) -> Bool {
        guard sendAll(connection, data) else { return false }
        state.withLock { $0.bodyBytesSent += data.count }
        return true
    }

    /// Writes all of `data`; `false` once the client has gone.
    private func sendAll(_ connection: Int32, _ data: Data) -> Bool {
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                guard let base = buffer.baseAddress else { return false }
                let written = send(connection, base + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return false }
                offset += written
            }
            return true
        }
    }

    /// Waits (up to 5 s) until the client has acknowledged every byte sent; `false` when it has not.
    private func waitUntilSent(_ connection: Int32) -> Bool {
        let clock = ContinuousClock()
        let end = clock.now + .seconds(5)
        while clock.now < end, !isStopped {
            var unsent: Int32 = 0
            guard ioctl(connection, UInt(TIOCOUTQ), &unsent) == 0 else { return false }
            if unsent == 0 { return true }
            usleep(1000)
        }
        return false
    }

    /// Waits `duration` (for ever when `nil`) while the client stays and the server runs; `false`
    /// when the client went.
    @discardableResult
    private func hold(_ connection: Int32, for duration: Duration?) -> Bool {
        let clock = ContinuousClock()
        let end = duration.map { clock.now + $0 }
        while !isStopped {
            if let end, clock.now >= end { return true }
            let wait = end.map { min(10, max(0, Int32(($0 - clock.now) / .milliseconds(1)))) } ?? 10
            var descriptor = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
            if poll(&descriptor, 1, wait) > 0 {
                var byte: UInt8 = 0
                let count = recv(connection, &byte, 1, Int32(MSG_DONTWAIT))
                if count == 0 || (count < 0 && errno != EAGAIN && errno != EINTR) { return false }
            }
        }
        return false
    }

    private static func head(status: Int, headers: [String: String]) -> Data {
        var lines = ["HTTP/1.1 \(status) Status \(status)", "Connection: close"]
        lines += headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        return Data((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    }
}
