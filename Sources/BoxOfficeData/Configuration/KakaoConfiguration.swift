import BoxOfficeDomain
import Foundation

/// How to reach Kakao's image search, where posters are looked up.
///
/// Built in the executable from the environment. Without a key there are no posters, and
/// the detail says how to enable them. Its `description` never shows the key.
public struct KakaoConfiguration: Equatable, Sendable, CustomStringConvertible {
    /// Kakao's own server: `https://dapi.kakao.com`.
    public static let defaultBaseURL: URL = {
        guard let url = URL(string: "https://dapi.kakao.com") else {
            preconditionFailure("The Kakao base URL literal is a valid URL.")
        }
        return url
    }()

    /// The environment variable holding the Kakao REST API key.
    public static let apiKeyVariable = "KAKAO_REST_API_KEY"
    /// The environment variable naming another server (a test server).
    public static let baseURLVariable = "KAKAO_BASE_URL"

    /// The REST API key, sent as `Authorization: KakaoAK <key>`; `nil` when none is set.
    public var apiKey: String?
    /// The root `/v2/search/image` is appended to.
    public var baseURL: URL
    /// How long a request may take, in seconds (the same as KOBIS's).
    public var requestTimeout: TimeInterval
    /// The largest answer read, in bytes (the same default as KOBIS's).
    public var maximumResponseBytes: Int

    /// Makes a configuration from known values.
    public init(
        apiKey: String? = nil, baseURL: URL = KakaoConfiguration.defaultBaseURL,
        requestTimeout: TimeInterval = KOBISConfiguration.defaultRequestTimeout,
        maximumResponseBytes: Int = KOBISConfiguration.defaultMaximumResponseBytes
    ) {
        self.apiKey = apiKey
        self.baseURL = baseURL
        self.requestTimeout = requestTimeout
        self.maximumResponseBytes = maximumResponseBytes
    }

    /// Reads `KAKAO_REST_API_KEY` and `KAKAO_BASE_URL`; blank means not set.
    /// - Parameters:
    ///   - environment: the variables.
    ///   - requestTimeout: seconds a request may take.
    /// - Throws: ``ConfigurationProblem/invalidBaseURL(_:value:problem:example:)``.
    public init(environment: [String: String], requestTimeout: TimeInterval) throws(ConfigurationProblem) {
        let reader = EnvironmentReader(environment)
        self.init(
            apiKey: reader.value(of: Self.apiKeyVariable),
            baseURL: try reader.baseURL(.kakaoBaseURL, default: Self.defaultBaseURL),
            requestTimeout: requestTimeout)
    }

    /// The settings without the key.
    public var description: String {
        "\(apiKey == nil ? "no key" : "key set"), \(baseURL.absoluteString)"
    }
}
