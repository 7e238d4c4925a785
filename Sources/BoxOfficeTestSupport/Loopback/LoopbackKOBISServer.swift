import FlyingFox
import Foundation

/// A real HTTP server on 127.0.0.1 that speaks like KOBIS, for tests.
///
/// It listens on a port the system picks and answers every path shaped as KOBIS's services are,
/// `<prefix>/<group>/<name>.json`, with whatever the test's reply says: one reply, a closure that
/// tells requests apart by ``LoopbackRequest/endpoint``, or a ``LoopbackKOBIS`` that serves each
/// endpoint from its fixture, so a new endpoint needs nothing here. Any other path gets 404. It
/// records every request and the most it was answering at once (``maxInFlight``). Start it per
/// test and stop it at the end, preferably through ``withRunning(pathPrefix:reply:isolation:_:)``,
/// which stops it even when the test throws.
public final class LoopbackKOBISServer: Sendable {
    /// The base URL to configure the client with: `http://127.0.0.1:<port><prefix>`.
    public let baseURL: URL
    private let server: HTTPServer
    private let runTask: Task<Void, any Error>
    private let log: LoopbackRequestLog

    private init(baseURL: URL, server: HTTPServer, runTask: Task<Void, any Error>, log: LoopbackRequestLog) {
        self.baseURL = baseURL
        self.server = server
        self.runTask = runTask
        self.log = log
    }

    /// Starts a server and waits until it listens.
    public static func start(
        pathPrefix: String = "",
        reply: @escaping @Sendable (LoopbackRequest) -> LoopbackReply
    ) async throws -> LoopbackKOBISServer {
        let prefix = normalized(pathPrefix)
        return try await start(
            serving: { LoopbackRequest.kobisService(in: $0)?.prefix == prefix }, pathPrefix: prefix,
            reply: reply)
    }

    /// A server that answers the paths `serving` accepts with `reply`, and any other with 404.
    static func start(
        serving: @escaping @Sendable (String) -> Bool,
        pathPrefix prefix: String,
        reply: @escaping @Sendable (LoopbackRequest) -> LoopbackReply
    ) async throws -> LoopbackKOBISServer {
        let log = LoopbackRequestLog()
        let server = HTTPServer(
            address: try .inet(ip4: "127.0.0.1", port: 0),
            timeout: 600,
            pool: NoDelaySocketPool(wrapping: HTTPServer.defaultPool()),
            logger: .disabled
        )
        await server.appendRoute("*") { request in
            let recorded = LoopbackRequest(
                path: request.path,
                queryItems: request.query.map { URLQueryItem(name: $0.name, value: $0.value) },
                authorization: request.headers[HTTPHeader("Authorization")]
            )
            await log.record(recorded)
            guard serving(recorded.path) else { return HTTPResponse(statusCode: .notFound) }
            await log.began()
            do {
                let answer = try await response(for: reply(recorded))
                await log.ended()
                return answer
            } catch {
                await log.ended()
                throw error
            }
        }
        let runTask = Task { try await server.run() }
        do {
            // A loaded machine (two cores, builds beside the tests) has taken longer than the default 5 s.
            try await server.waitUntilListening(timeout: 60)
            guard case .ip4(_, let port) = await server.listeningAddress,
                let baseURL = URL(string: "http://127.0.0.1:\(port)\(prefix)")
            else { throw LoopbackServerError.noListeningPort }
            return LoopbackKOBISServer(baseURL: baseURL, server: server, runTask: runTask, log: log)
        } catch {
            await server.stop()
            runTask.cancel()
            _ = await runTask.result
            throw error
        }
    }

    public static func start(pathPrefix: String = "", reply: LoopbackReply) async throws
        -> LoopbackKOBISServer
    {
        try await start(pathPrefix: pathPrefix) { _ in reply }
    }

    /// Runs `body` with a started server, and stops the server afterwards, also when
    /// `body` throws.
    public static func withRunning<Result>(
        pathPrefix: String = "",
        reply: @escaping @Sendable (LoopbackRequest) -> LoopbackReply,
        isolation: isolated (any Actor)? = #isolation,
        _ body: (LoopbackKOBISServer) async throws -> Result
    ) async throws -> Result {
        let server = try await start(pathPrefix: pathPrefix, reply: reply)
        do {
            let result = try await body(server)
            await server.stop()
            return result
        } catch {
            await server.stop()
            throw error
        }
    }

    public static func withRunning<Result>(
        pathPrefix: String = "",
        reply: LoopbackReply,
        isolation: isolated (any Actor)? = #isolation,
        _ body: (LoopbackKOBISServer) async throws -> Result
    ) async throws -> Result {
        try await withRunning(pathPrefix: pathPrefix, reply: { _ in reply }, isolation: isolation, body)
    }

    /// Stops listening, drops open connections (ending replies still waiting) and waits
    /// for the server task to finish. Calling it twice is harmless.
    public func stop() async {
        await server.stop(timeout: 0)
        runTask.cancel()
        _ = await runTask.result
    }

    /// How many requests arrived, to any path.
    public var requestCount: Int {
        get async { await log.requests.count }
    }

    /// Waits until at least `count` requests have arrived, e.g. before cancelling a client
    /// whose request the server holds; `false` after `limit`.
    @discardableResult
    public func waitForRequests(_ count: Int = 1, limit: Duration = .seconds(30)) async -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + limit
        while await requestCount < count {
            guard clock.now < deadline else { return false }
            do {
                try await Task.sleep(for: .milliseconds(5))
            } catch {
                return false
            }
        }
        return true
    }

    /// The most requests to an endpoint it was answering at once (its reply's delay included).
    public var maxInFlight: Int {
        get async { await log.maxInFlight }
    }

    public var requests: [LoopbackRequest] {
        get async { await log.requests }
    }

    /// A URL on 127.0.0.1 where nothing listens, so connecting is refused: a port bound, never listened
    /// on, and held for the rest of the test run (``RefusedPort``).
    public static func refusedConnectionURL() async throws -> URL {
        let port = try RefusedPort.hold()
        guard let url = URL(string: "http://127.0.0.1:\(port)") else {
            throw LoopbackServerError.noListeningPort
        }
        return url
    }

    private static func normalized(_ prefix: String) -> String {
        let trimmed = prefix.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        return trimmed.isEmpty ? "" : "/" + trimmed
    }

    private static func response(for reply: LoopbackReply) async throws -> HTTPResponse {
        switch reply {
        case .body(let data):
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json"], body: data)
        case .status(let code, let body):
            return HTTPResponse(statusCode: HTTPStatusCode(code, phrase: "Status \(code)"), body: body)
        case .fault(let code, let message):
            return try await response(for: .body(LoopbackReply.faultBody(code: code, message: message)))
        case .delayed(let pause, let reply):
            try await Task.sleep(for: pause)
            return try await response(for: reply)
        case .never:
            while true { try await Task.sleep(for: .seconds(3600)) }
        }
    }
}
