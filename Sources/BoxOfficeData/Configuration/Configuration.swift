// What the environment configures: KOBIS's and Kakao's settings, the store's ages, each variable read.

import BoxOfficeDomain
import Foundation

/// How to reach KOBIS, built once from the environment; its `description` never shows the key.
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

    /// 4 MB: a day's box office is about 5 KB, a movie's info about 10 KB.
    public static let defaultMaximumResponseBytes = 4 * 1_048_576

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
    public var maximumResponseBytes: Int

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

    /// Reads `KOBIS_API_KEY`, `KOBIS_BASE_URL` and `KOBIS_TIMEOUT`; a blank variable means unset.
    public init(environment: [String: String]) throws(ConfigurationProblem) {
        let reader = EnvironmentReader(environment)
        self.init(
            apiKey: Self.apiKey(in: environment),
            baseURL: try reader.baseURL(.kobisBaseURL, default: Self.defaultBaseURL),
            requestTimeout: try reader.seconds(
                .requestTimeout, accepting: { $0 > 0 }, otherwise: { .invalidTimeout(value: $0) })
                ?? Self.defaultRequestTimeout)
    }

    /// Read before anything else, so the words of a run never suggest setting a key that is set.
    public static func apiKey(in environment: [String: String]) -> String? {
        EnvironmentReader(environment).value(of: apiKeyVariable)
    }

    /// The settings without the key: `key set, https://…, timeout 10 s`.
    public var description: String {
        let key = apiKey == nil ? "no key" : "key set"
        return "\(key), \(KOBISEndpoint.redacted(baseURL)), timeout \(requestTimeout) s"
    }
}

/// How to reach Kakao's image search; without a key there are no posters.
public struct KakaoConfiguration: Equatable, Sendable, CustomStringConvertible {
    /// Kakao's own server: `https://dapi.kakao.com`.
    public static let defaultBaseURL: URL = {
        guard let url = URL(string: "https://dapi.kakao.com") else {
            preconditionFailure("The Kakao base URL literal is a valid URL.")
        }
        return url
    }()

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
    public init(environment: [String: String], requestTimeout: TimeInterval) throws(ConfigurationProblem) {
        let reader = EnvironmentReader(environment)
        self.init(
            apiKey: Self.apiKey(in: environment),
            baseURL: try reader.baseURL(.kakaoBaseURL, default: Self.defaultBaseURL),
            requestTimeout: requestTimeout)
    }

    /// `KAKAO_REST_API_KEY`, or `nil` when it is not set (or blank).
    public static func apiKey(in environment: [String: String]) -> String? {
        EnvironmentReader(environment).value(of: apiKeyVariable)
    }

    /// The settings without the key.
    public var description: String {
        "\(apiKey == nil ? "no key" : "key set"), \(KOBISEndpoint.redacted(baseURL))"
    }
}

/// How long stored copies are good for: a day fetched once it was final is always served from
/// the store; these ages apply to the recent days KOBIS still revises, details and posters.
public struct CachePolicy: Equatable, Sendable {
    /// The environment variable for ``recentDayMaxAge``, in seconds.
    public static let recentDayMaxAgeVariable = "BOXOFFICE_YESTERDAY_MAX_AGE"
    /// The environment variable for ``detailMaxAge``, in seconds.
    public static let detailMaxAgeVariable = "BOXOFFICE_DETAIL_MAX_AGE"
    /// One hour: how long yesterday's stored figures are used by default.
    public static let defaultRecentDayMaxAge: TimeInterval = 3_600
    /// Seven days: how long a stored movie detail or poster is used by default.
    public static let defaultDetailMaxAge: TimeInterval = 7 * 86_400

    /// Seconds a stored recent day (yesterday, the day before) is used before asking again.
    public var recentDayMaxAge: TimeInterval
    /// Seconds a stored movie detail or poster lookup is used before asking again.
    public var detailMaxAge: TimeInterval

    /// Makes a policy; the defaults are one hour and seven days.
    public init(
        recentDayMaxAge: TimeInterval = CachePolicy.defaultRecentDayMaxAge,
        detailMaxAge: TimeInterval = CachePolicy.defaultDetailMaxAge
    ) {
        self.recentDayMaxAge = recentDayMaxAge
        self.detailMaxAge = detailMaxAge
    }

    /// Reads `BOXOFFICE_YESTERDAY_MAX_AGE` and `BOXOFFICE_DETAIL_MAX_AGE` (seconds; 0: always ask).
    public init(environment: [String: String]) throws(ConfigurationProblem) {
        let reader = EnvironmentReader(environment)
        self.init(
            recentDayMaxAge: try Self.seconds(.recentDayMaxAge, in: reader) ?? Self.defaultRecentDayMaxAge,
            detailMaxAge: try Self.seconds(.detailMaxAge, in: reader) ?? Self.defaultDetailMaxAge)
    }

    private static func seconds(_ setting: ConfigurationProblem.Setting, in reader: EnvironmentReader)
        throws(ConfigurationProblem) -> TimeInterval?
    {
        try reader.seconds(setting, accepting: { $0 >= 0 }) { text in .invalidMaxAge(setting, value: text) }
    }
}

// Every configuration reads the same way: blank means unset, and a value that cannot be used is a
// ConfigurationProblem naming its setting.
struct EnvironmentReader: Sendable {
    private let environment: [String: String]

    init(_ environment: [String: String]) {
        self.environment = environment
    }

    func value(of variable: String) -> String? {
        guard let raw = environment[variable] else { return nil }
        let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }

    // An http(s) URL with a host and neither query nor fragment; the value quoted in a problem
    // holds no key.
    func baseURL(_ setting: ConfigurationProblem.Setting, default defaultURL: URL)
        throws(ConfigurationProblem)
        -> URL
    {
        guard let text = value(of: setting.variable) else { return defaultURL }
        func invalid(_ problem: ConfigurationProblem.BaseURLProblem) -> ConfigurationProblem {
            .invalidBaseURL(
                setting, value: KOBISEndpoint.redacted(KeyRedactor.hidingUserInfo(ofAddress: shown(text))),
                problem: problem,
                example: defaultURL.absoluteString)
        }
        guard let components = URLComponents(string: text), let url = components.url else {
            throw invalid(.notAURL)
        }
        guard let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw invalid(.notHTTP)
        }
        // The host as written: `host` would decode it (IDNA), loading ICU's tables for one test.
        guard let host = components.encodedHost, !host.isEmpty else { throw invalid(.noHost) }
        guard components.query == nil, components.fragment == nil else {
            throw invalid(.queryOrFragment)
        }
        return url
    }

    func seconds(
        _ setting: ConfigurationProblem.Setting, accepting isAccepted: (TimeInterval) -> Bool,
        otherwise invalid: (_ text: String) -> ConfigurationProblem
    ) throws(ConfigurationProblem) -> TimeInterval? {
        guard let text = value(of: setting.variable) else { return nil }
        guard let seconds = TimeInterval(text), seconds.isFinite, isAccepted(seconds) else {
            throw invalid(shown(text))
        }
        return seconds
    }

    // A key put in the wrong variable by mistake is not echoed back.
    func shown(_ text: String) -> String {
        APIKeyRedactor(environment: environment).redact(text)
    }
}

extension ConfigurationProblem.Setting {
    var variable: String {
        switch self {
        case .kobisBaseURL: KOBISConfiguration.baseURLVariable
        case .kakaoBaseURL: KakaoConfiguration.baseURLVariable
        case .requestTimeout: KOBISConfiguration.timeoutVariable
        case .recentDayMaxAge: CachePolicy.recentDayMaxAgeVariable
        case .detailMaxAge: CachePolicy.detailMaxAgeVariable
        }
    }
}
