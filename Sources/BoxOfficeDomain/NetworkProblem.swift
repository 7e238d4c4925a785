/// Why a service could not be reached: our own explanations, which Presentation words; `server` is
/// `host:port` (never a path or a query), and only `text(_:)` holds others' words.
public enum NetworkProblem: Hashable, Sendable, ExpressibleByStringLiteral {
    case refused(server: String?)
    case hostNotFound(server: String?)
    case offline  // This machine is not connected to the internet
    case connectionLost(server: String?)
    case insecureConnection(server: String?)  // No secure (TLS) connection could be made to the server
    // The server's address cannot be used (the service's base URL setting names it, if any).
    case unusableAddress(server: String?)
    case unusableBaseURL
    case notHTTPAddress  // A poster's address is not an http(s) URL
    case tooManyRedirects(server: String?)  // The server redirected the request too often, or nowhere
    // Not followed: it would have carried the key to another server, or left https for http.
    case redirectRefused(to: String?, RedirectRefusal)
    case otherError(code: Int, server: String?)  // Another system error on the connection, by its errno
    // The request failed with an error that is not a network error; the error's type is kept.
    case requestFailed(errorType: String)
    case text(String)  // A reason only the system (or a test) can put in words

    public init(stringLiteral value: String) {
        self = .text(value)
    }

    /// Applied to every text it holds (servers, names, texts), e.g. to take a key out.
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
    case keyWouldLeaveItsServer  // It leads to another scheme, host or port, and the request carries a key
    case downgradeToHTTP  // It leads from https to plain http
}
