import Foundation

/// How to reach KOBIS: the key, the server and how long to wait for it.
///
/// A value built once in the executable from the process environment, and in tests from
/// a dictionary. It never prints the key: its `description` shows only whether one is set.
public struct KOBISConfiguration: Equatable, Sendable, CustomStringConvertible {
    /// KOBIS's own server: `https://www.kobis.or.kr/kobisopenapi/webservice/rest`.
    public static let defaultBaseURL: URL = {
        guard let url = URL(string: "https://www.kobis.or.kr/kobisopenapi/webservice/rest") else {
            preconditionFailure("The KOBIS base URL literal is a valid URL.")
        }
        return url
    }()

    /// How long a request may take before it counts as timed out: 10 seconds.
    public static let defaultRequestTimeout: TimeInterval = 10

    /// The environment variable holding the KOBIS key.
    public static let apiKeyVariable = "KOBIS_API_KEY"
    /// The environment variable naming another server (a mirror or a test server).
    public static let baseURLVariable = "KOBIS_BASE_URL"
    /// The environment variable holding the request timeout in seconds.
    public static let timeoutVariable = "KOBIS_TIMEOUT"

    /// The KOBIS Open API key; `nil` when none is set (then only demo data can be shown).
    public var apiKey: String?
    /// The root every endpoint path is appended to; any path it has is kept.
    public var baseURL: URL
    /// How long a request may take, in seconds.
    public var requestTimeout: TimeInterval

    /// Makes a configuration from known values.
    /// - Parameters:
    ///   - apiKey: the KOBIS key, or `nil` when there is none.
    ///   - baseURL: the server; KOBIS's own by default.
    ///   - requestTimeout: seconds a request may take; 10 by default.
    public init(
        apiKey: String? = nil,
        baseURL: URL = KOBISConfiguration.defaultBaseURL,
        requestTimeout: TimeInterval = KOBISConfiguration.defaultRequestTimeout
    ) {
        self.apiKey = apiKey
        self.baseURL = baseURL
        self.requestTimeout = requestTimeout
    }

    /// Reads `KOBIS_API_KEY`, `KOBIS_BASE_URL` and `KOBIS_TIMEOUT` from an environment.
    ///
    /// An absent, empty or blank variable means "not set": no key, KOBIS's own server,
    /// a 10 second timeout.
    /// - Parameter environment: the variables, e.g. `ProcessInfo.processInfo.environment`.
    /// - Throws: ``ConfigurationError`` when the base URL or the timeout cannot be used.
    public init(environment: [String: String]) throws(ConfigurationError) {
        let apiKey = Self.value(of: Self.apiKeyVariable, in: environment)
        var baseURL = Self.defaultBaseURL
        if let text = Self.value(of: Self.baseURLVariable, in: environment) {
            baseURL = try Self.parseBaseURL(text)
        }
        var timeout = Self.defaultRequestTimeout
        if let text = Self.value(of: Self.timeoutVariable, in: environment) {
            timeout = try Self.parseTimeout(text)
        }
        self.init(apiKey: apiKey, baseURL: baseURL, requestTimeout: timeout)
    }

    /// The settings without the key: `key set, https://…, timeout 10 s`.
    public var description: String {
        let key = apiKey == nil ? "no key" : "key set"
        return "\(key), \(KOBISEndpoint.redacted(baseURL)), timeout \(requestTimeout) s"
    }

    static func value(of name: String, in environment: [String: String]) -> String? {
        guard let raw = environment[name] else { return nil }
        let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }

    static func parseBaseURL(_ text: String) throws(ConfigurationError) -> URL {
        guard let components = URLComponents(string: text), let url = components.url else {
            throw .invalidBaseURL(text, reason: "it is not a URL")
        }
        guard let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw .invalidBaseURL(text, reason: "it must start with http:// or https://")
        }
        guard let host = components.host, !host.isEmpty else {
            throw .invalidBaseURL(text, reason: "it has no host name")
        }
        guard components.query == nil, components.fragment == nil else {
            throw .invalidBaseURL(text, reason: "it must not have a query (?…) or a fragment (#…)")
        }
        return url
    }

    private static func parseTimeout(_ text: String) throws(ConfigurationError) -> TimeInterval {
        guard let seconds = TimeInterval(text), seconds.isFinite, seconds > 0 else {
            throw .invalidTimeout(text)
        }
        return seconds
    }
}
