/// Why a service could not be reached: the reason of ``BoxOfficeFailure/unreachable(_:service:)``.
///
/// Each case is one of our own explanations, so Presentation can word it in any language.
/// `server` is `host:port` (never a path or a query), or `nil` when the address has no host.
/// Only ``text(_:)`` holds words that are not ours.
public enum NetworkProblem: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The server refused the connection.
    case refused(server: String?)
    /// The server's host name could not be found.
    case hostNotFound(server: String?)
    /// This machine is not connected to the internet.
    case offline
    /// The connection to the server was lost.
    case connectionLost(server: String?)
    /// No secure (TLS) connection could be made to the server.
    case insecureConnection(server: String?)
    /// The server's address cannot be used (the service's base URL setting names it, if any).
    case unusableAddress(server: String?)
    /// The configured base URL of the service cannot be used.
    case unusableBaseURL
    /// A poster's address is not an http(s) URL.
    case notHTTPAddress
    /// The server redirected the request too often, or nowhere.
    case tooManyRedirects(server: String?)
    /// The server redirected the request to `server` (`host:port`), and the redirect was not
    /// followed: it would have carried the key to another server, or left https for http.
    case redirectRefused(to: String?, RedirectRefusal)
    /// Another `URLError`, by its code.
    case otherError(code: Int, server: String?)
    /// The request failed with an error that is not a network error; the error's type is kept.
    case requestFailed(errorType: String)
    /// A reason only the system (or a test) can put in words.
    case text(String)

    /// A literal is a ``text(_:)`` reason.
    public init(stringLiteral value: String) {
        self = .text(value)
    }

    /// The same reason with `transform` applied to every text it holds (servers, names, texts),
    /// e.g. to take a key out.
    public func mappingTexts(_ transform: (String) -> String) -> NetworkProblem {
        switch self {
        case .refused(let server): .refused(server: server.map(transform))
        case .hostNotFound(let server): .hostNotFound(server: server.map(transform))
        case .offline, .notHTTPAddress, .unusableBaseURL: self
        case .connectionLost(let server): .connectionLost(server: server.map(transform))
        case .insecureConnection(let server): .insecureConnection(server: server.map(transform))
        case .unusableAddress(let server): .unusableAddress(server: server.map(transform))
        case .tooManyRedirects(let server): .tooManyRedirects(server: server.map(transform))
        case .redirectRefused(let server, let why): .redirectRefused(to: server.map(transform), why)
        case .otherError(let code, let server): .otherError(code: code, server: server.map(transform))
        case .requestFailed(let errorType): .requestFailed(errorType: transform(errorType))
        case .text(let text): .text(transform(text))
        }
    }
}

/// Why a redirect was not followed: the reason of ``NetworkProblem/redirectRefused(to:_:)``.
public enum RedirectRefusal: Hashable, Sendable {
    /// It leads to another scheme, host or port, and the request carries a key.
    case keyWouldLeaveItsServer
    /// It leads from https to plain http.
    case downgradeToHTTP
}
