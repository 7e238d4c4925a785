/// A setting of the environment whose value cannot be used: which setting, the value as it was
/// given (any API key in it already hidden) and why. Data reads the settings and throws this;
/// Presentation says it, naming the variable to fix.
public enum ConfigurationProblem: Error, Hashable, Sendable {
    /// A setting of a run, named by what it sets (where it is read from is Data's business).
    public enum Setting: Hashable, Sendable, CaseIterable {
        /// Another server for KOBIS (a mirror or a test server).
        case kobisBaseURL
        /// Another server for Kakao's image search.
        case kakaoBaseURL
        /// How long a request may take, in seconds.
        case requestTimeout
        /// How long a stored copy of a recent day is used, in seconds.
        case recentDayMaxAge
        /// How long a stored movie detail or poster is used, in seconds.
        case detailMaxAge
    }

    /// What makes a base URL unusable.
    public enum BaseURLProblem: Hashable, Sendable, CaseIterable {
        /// The text does not parse as a URL.
        case notAURL
        /// The scheme is not http or https.
        case notHTTP
        /// There is no host name.
        case noHost
        /// It has a query (`?…`) or a fragment (`#…`), which the client's paths cannot follow.
        case queryOrFragment
    }

    /// A base URL setting is not an http(s) URL with a host; `example` is the service's own server.
    case invalidBaseURL(Setting, value: String, problem: BaseURLProblem, example: String)
    /// The request timeout is not a positive number of seconds.
    case invalidTimeout(value: String)
    /// A max age is not a number of seconds, 0 or more.
    case invalidMaxAge(Setting, value: String)

    /// The setting at fault.
    public var setting: Setting {
        switch self {
        case .invalidBaseURL(let setting, _, _, _), .invalidMaxAge(let setting, _): setting
        case .invalidTimeout: .requestTimeout
        }
    }

    /// The value as it was given, any key in it hidden.
    public var value: String {
        switch self {
        case .invalidBaseURL(_, let value, _, _), .invalidTimeout(let value), .invalidMaxAge(_, let value):
            value
        }
    }
}
