import FlyingFox
import FlyingSocks

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The socket pool of the loopback servers: FlyingFox's own, with Nagle's algorithm turned
/// off (`TCP_NODELAY`) on the sockets it waits on.
///
/// FlyingFox sends a response's header and its body in two writes. With Nagle on, the body
/// waits until the client has acknowledged the header, and the client delays that
/// acknowledgement (TCP delayed ACK, about 40 ms on Linux): every answer of a loopback server
/// would cost some 40 ms more than the delay a test or the benchmark asked for. A real server
/// (KOBIS, Kakao) answers without that stall, so the loopback servers should too.
///
/// FlyingFox offers no hook on the sockets it opens or accepts, but every socket that has to
/// wait goes through the pool: the option is set there, idempotently, on the listening socket
/// (the first time it waits for a connection; on Linux accepted sockets inherit the listening
/// socket's `TCP_NODELAY`) and on each connection waiting for its next request.
/// A socket that is not TCP refuses the option, which is ignored.
struct NoDelaySocketPool<Pool: AsyncSocketPool>: AsyncSocketPool {
    private let pool: Pool

    init(wrapping pool: Pool) {
        self.pool = pool
    }

    func prepare() async throws {
        try await pool.prepare()
    }

    func run() async throws {
        try await pool.run()
    }

    func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
        try? socket.setValue(true, for: BoolSocketOption.tcpNoDelay)
        try await pool.suspendSocket(socket, untilReadyFor: events)
    }
}

extension BoolSocketOption {
    /// `TCP_NODELAY`: send small writes at once instead of waiting for the peer's ACK.
    static var tcpNoDelay: BoolSocketOption {
        BoolSocketOption(level: Int32(IPPROTO_TCP), name: TCP_NODELAY)
    }
}
