/// Why a service could not be reached: the reason of ``BoxOfficeFailure/unreachable(_:service:)``.
///
/// Each case is one of our own explanations, so Presentation can word it in any language;
/// `description` is the English one. `server` is `host:port` (never a path or a query), or
/// `nil` when the address has no host. Only ``text(_:)`` holds words that are not ours.
public enum NetworkProblem: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
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
    /// The server's address cannot be used; `setting` is the variable that names the server, if any.
    case unusableAddress(server: String?, setting: String?)
    /// The configured base URL cannot be used; `setting` is the variable that holds it.
    case unusableBaseURL(setting: String)
    /// A poster's address is not an http(s) URL.
    case notHTTPAddress
    /// The server redirected the request too often, or nowhere.
    case tooManyRedirects(server: String?)
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

    /// The reason in English, e.g. `127.0.0.1:1 refused the connection`.
    public var description: String {
        switch self {
        case .refused(let server):
            "\(Self.name(server)) refused the connection"
        case .hostNotFound(let server):
            "the host name of \(Self.name(server)) could not be found"
        case .offline:
            "this machine is not connected to the internet"
        case .connectionLost(let server):
            "the connection to \(Self.name(server)) was lost"
        case .insecureConnection(let server):
            "no secure connection could be made to \(Self.name(server))"
        case .unusableAddress(let server, let setting):
            "the address of \(Self.name(server)) cannot be used" + (setting.map { " (check \($0))" } ?? "")
        case .unusableBaseURL(let setting):
            "the base URL cannot be used (check \(setting))"
        case .notHTTPAddress:
            "the poster address is not an http(s) URL"
        case .tooManyRedirects(let server):
            "\(Self.name(server)) redirected the request too often or nowhere"
        case .otherError(let code, let server):
            "network error \(code) talking to \(Self.name(server))"
        case .requestFailed(let errorType):
            "the request failed (\(errorType))"
        case .text(let text):
            text
        }
    }

    /// The same reason with `transform` applied to every text it holds (servers, names, texts),
    /// e.g. to take a key out.
    public func mappingTexts(_ transform: (String) -> String) -> NetworkProblem {
        switch self {
        case .refused(let server): .refused(server: server.map(transform))
        case .hostNotFound(let server): .hostNotFound(server: server.map(transform))
        case .offline, .notHTTPAddress: self
        case .connectionLost(let server): .connectionLost(server: server.map(transform))
        case .insecureConnection(let server): .insecureConnection(server: server.map(transform))
        case .unusableAddress(let server, let setting):
            .unusableAddress(server: server.map(transform), setting: setting.map(transform))
        case .unusableBaseURL(let setting): .unusableBaseURL(setting: transform(setting))
        case .tooManyRedirects(let server): .tooManyRedirects(server: server.map(transform))
        case .otherError(let code, let server): .otherError(code: code, server: server.map(transform))
        case .requestFailed(let errorType): .requestFailed(errorType: transform(errorType))
        case .text(let text): .text(transform(text))
        }
    }

    /// `host:port`, or `the server` when there is none.
    private static func name(_ server: String?) -> String {
        server ?? "the server"
    }
}
