import Foundation

/// A real HTTP server on 127.0.0.1 that speaks like Kakao's image search, for tests.
///
/// It answers `<prefix>/v2/search/image` with the test's reply closure (which can check
/// ``LoopbackRequest/authorization`` and the `query`), any other path with 404, and records
/// every request. Use ``withRunning(reply:isolation:_:)`` so it is stopped even when a test throws.
public final class LoopbackKakaoServer: Sendable {
    /// The image search path below the base URL.
    public static let imageSearchPath = "/v2/search/image"

    private let server: LoopbackKOBISServer

    private init(server: LoopbackKOBISServer) {
        self.server = server
    }

    /// The base URL to configure the client with: `http://127.0.0.1:<port>`.
    public var baseURL: URL { server.baseURL }

    /// Starts a server and waits until it listens.
    public static func start(reply: @escaping @Sendable (LoopbackRequest) -> LoopbackReply) async throws
        -> LoopbackKakaoServer
    {
        LoopbackKakaoServer(
            server: try await LoopbackKOBISServer.start(
                endpointPaths: [imageSearchPath], pathPrefix: "", reply: reply))
    }

    /// Runs `body` with a started server, and stops it afterwards, also when `body` throws.
    public static func withRunning<Result>(
        reply: @escaping @Sendable (LoopbackRequest) -> LoopbackReply,
        isolation: isolated (any Actor)? = #isolation,
        _ body: (LoopbackKakaoServer) async throws -> Result
    ) async throws -> Result {
        let server = try await start(reply: reply)
        do {
            let result = try await body(server)
            await server.stop()
            return result
        } catch {
            await server.stop()
            throw error
        }
    }

    /// Stops the server; calling it twice is harmless.
    public func stop() async {
        await server.stop()
    }

    /// How many requests arrived.
    public var requestCount: Int {
        get async { await server.requestCount }
    }

    /// Every request that arrived, in order.
    public var requests: [LoopbackRequest] {
        get async { await server.requests }
    }
}
