import BoxOfficeDomain
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

    /// The largest answer read, in bytes: 4 MB (a day's box office is about 5 KB, a movie's
    /// info about 10 KB). A larger body is given up as it streams.
    public static let defaultMaximumResponseBytes = 4 * 1_048_576

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
    /// How long a request may take, in seconds, its retries included.
    public var requestTimeout: TimeInterval
    /// The largest answer read, in bytes.
    public var maximumResponseBytes: Int

    /// Makes a configuration from known values.
    /// - Parameters:
    ///   - apiKey: the KOBIS key, or `nil` when there is none.
    ///   - baseURL: the server; KOBIS's own by default.
    ///   - requestTimeout: seconds a request may take; 10 by default.
    ///   - maximumResponseBytes: the largest answer read; 4 MB by default.
    public init(
        apiKey: String? = nil,
        baseURL: URL = KOBISConfiguration.defaultBaseURL,
        requestTimeout: TimeInterval = KOBISConfiguration.defaultRequestTimeout,
        maximumResponseBytes: Int = KOBISConfiguration.defaultMaximumResponseBytes
    ) {
        self.apiKey = apiKey
        self.baseURL = baseURL
        self.requestTimeout = requestTimeout
        self.maximumResponseBytes = maximumResponseBytes
    }

    /// Reads `KOBIS_API_KEY`, `KOBIS_BASE_URL` and `KOBIS_TIMEOUT` from an environment.
    ///
    /// An absent, empty or blank variable means "not set": no key, KOBIS's own server,
    /// a 10 second timeout.
    /// - Parameter environment: the variables, e.g. `ProcessInfo.processInfo.environment`.
    /// - Throws: ``ConfigurationProblem`` when the base URL or the timeout cannot be used.
    public init(environment: [String: String]) throws(ConfigurationProblem) {
        let reader = EnvironmentReader(environment)
        self.init(
            apiKey: Self.apiKey(in: environment),
            baseURL: try reader.baseURL(.kobisBaseURL, default: Self.defaultBaseURL),
            requestTimeout: try reader.seconds(
                .requestTimeout, accepting: { $0 > 0 }, otherwise: { .invalidTimeout(value: $0) })
                ?? Self.defaultRequestTimeout)
    }

    /// The KOBIS key `environment` holds, or `nil`: whether one is set is known before anything
    /// else is read (the words of a run never suggest setting a key that is set).
    public static func apiKey(in environment: [String: String]) -> String? {
        EnvironmentReader(environment).value(of: apiKeyVariable)
    }

    /// The settings without the key: `key set, https://…, timeout 10 s`.
    public var description: String {
        let key = apiKey == nil ? "no key" : "key set"
        return "\(key), \(KOBISEndpoint.redacted(baseURL)), timeout \(requestTimeout) s"
    }
}
