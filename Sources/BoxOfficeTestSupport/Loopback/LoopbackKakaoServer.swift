import Foundation

/// A real HTTP server on 127.0.0.1 that speaks like Kakao's image search, for tests.
///
/// It answers `<prefix>/v2/search/image` with the test's reply closure (which can check
/// ``LoopbackRequest/authorization`` and the `query`), any other path with 404, and records
/// every request. Use ``withRunning(reply:isolation:_:)`` so it is stopped even when a test throws.
public final class LoopbackKakaoServer: Sendable {
    public static let imageSearchPath = "/v2/search/image"

    private let server: LoopbackKOBISServer

    private init(server: LoopbackKOBISServer) {
        self.server = server
    }

    public var baseURL: URL { server.baseURL }

    public static func start(reply: @escaping @Sendable (LoopbackRequest) -> LoopbackReply) async throws
        -> LoopbackKakaoServer
    {
        LoopbackKakaoServer(
            server: try await LoopbackKOBISServer.start(
                serving: { $0 == imageSearchPath }, pathPrefix: "", reply: reply))
    }

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

    public func stop() async {
        await server.stop()
    }

    public var requestCount: Int {
        get async { await server.requestCount }
    }

    public var requests: [LoopbackRequest] {
        get async { await server.requests }
    }
}
