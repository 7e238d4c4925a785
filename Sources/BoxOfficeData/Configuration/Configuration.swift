// What the environment configures: KOBIS's and Kakao's settings, the store's ages, each variable read.

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

/// How long stored copies are good for, before KOBIS is asked again.
///
/// Days fetched when they were already final (more than two days ago in Seoul) are always
/// served from the store; these ages apply to copies of the recent days KOBIS still revises,
/// and to movie details and posters.
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

    /// Reads `BOXOFFICE_YESTERDAY_MAX_AGE` and `BOXOFFICE_DETAIL_MAX_AGE` (seconds; 0 means
    /// always ask again); unset or blank means the default.
    /// - Throws: ``ConfigurationProblem/invalidMaxAge(_:value:)``.
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

/// Reads configuration variables from an environment given as a dictionary, the same way
/// for every configuration: blank means unset, and a value that cannot be used is a
/// ``ConfigurationProblem`` naming its setting (whose variable Presentation says).
struct EnvironmentReader: Sendable {
    private let environment: [String: String]

    /// - Parameter environment: the variables, e.g. the process environment or a test's dictionary.
    init(_ environment: [String: String]) {
        self.environment = environment
    }

    /// The value of `variable` without surrounding white space; `nil` when absent or blank.
    func value(of variable: String) -> String? {
        guard let raw = environment[variable] else { return nil }
        let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }

    /// The server named by `setting`: an http(s) URL with a host, and neither query nor
    /// fragment; `defaultURL` when unset.
    /// - Throws: ``ConfigurationProblem/invalidBaseURL(_:value:problem:example:)``, with
    ///   `defaultURL` as the example and the value without any key.
    func baseURL(_ setting: ConfigurationProblem.Setting, default defaultURL: URL)
        throws(ConfigurationProblem)
        -> URL
    {
        guard let text = value(of: setting.variable) else { return defaultURL }
        func invalid(_ problem: ConfigurationProblem.BaseURLProblem) -> ConfigurationProblem {
            .invalidBaseURL(
                setting, value: KOBISEndpoint.redacted(shown(text)), problem: problem,
                example: defaultURL.absoluteString)
        }
        guard let components = URLComponents(string: text), let url = components.url else {
            throw invalid(.notAURL)
        }
        guard let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw invalid(.notHTTP)
        }
        guard let host = components.host, !host.isEmpty else { throw invalid(.noHost) }
        guard components.query == nil, components.fragment == nil else {
            throw invalid(.queryOrFragment)
        }
        return url
    }

    /// The number of seconds in `setting`; `nil` when unset.
    /// - Parameters:
    ///   - setting: which setting.
    ///   - isAccepted: which finite numbers may be used (e.g. only positive ones).
    ///   - invalid: the problem of a text that is not such a number (the text without any key).
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

    /// `text` as an error may quote it: without the value of any API key of the environment
    /// (a key put in the wrong variable by mistake is not echoed back).
    func shown(_ text: String) -> String {
        APIKeyRedactor(environment: environment).redact(text)
    }
}

extension ConfigurationProblem.Setting {
    /// The environment variable the setting is read from: `KOBIS_BASE_URL`, ….
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
