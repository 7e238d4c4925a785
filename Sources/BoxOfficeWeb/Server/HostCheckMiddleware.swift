import Hummingbird
import Synchronization

/// A request must name this server: its `Host` an address (`127.0.0.1`, `[::1]`, any IP literal)
/// or `localhost`, with the port it was sent to, if it says one. A page of another site whose name
/// was made to point here (DNS rebinding) names that site, and is answered 421 with nothing of ours.
struct HostCheckMiddleware<Context: RequestContext>: RouterMiddleware {
    let port: ServedPort
    let frames: WebFrames

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let host = request.head.authority ?? ""
        guard Self.names(host, port: port.value) else {
            return WebResponses.failure(
                frames.words.wrongHost(host), status: HTTPResponse.Status.misdirectedRequest.code,
                frame: frames.frame())
        }
        return try await next(request, context)
    }

    /// Whether `host` (a `Host` header: `NAME` or `NAME:PORT`) names this server listening on `port`
    /// (`nil` until it listens: any port).
    static func names(_ host: String, port: Int?) -> Bool {
        let (name, given) = split(host.lowercased())
        if let given, let port, given != String(port) { return false }
        return name == "localhost" || IPAddressText.isLiteral(name)
    }

    /// `[::1]:8080` → (`[::1]`, `8080`); `localhost` → (`localhost`, nil).
    static func split(_ host: String) -> (name: String, port: String?) {
        let nameEnd =
            host.hasPrefix("[") ? host.firstIndex(of: "]").map(host.index(after:)) : host.firstIndex(of: ":")
        guard let nameEnd, nameEnd < host.endIndex else { return (host, nil) }
        guard host[nameEnd] == ":" else { return (host, nil) }
        return (String(host[..<nameEnd]), String(host[host.index(after: nameEnd)...]))
    }
}

/// The port the server listens on, known once it is bound (`--port 0` picks one).
public final class ServedPort: Sendable {
    private let port = Mutex<Int?>(nil)

    public init() {}

    public var value: Int? { port.withLock { $0 } }

    func bound(_ value: Int) { port.withLock { $0 = value } }
}
