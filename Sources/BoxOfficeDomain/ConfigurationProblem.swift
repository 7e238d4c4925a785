/// A setting whose value cannot be used: which, the value as given (any key in it hidden) and why;
/// Presentation names the variable to fix.
public enum ConfigurationProblem: Error, Hashable, Sendable {
    /// A setting of a run, named by what it sets (where it is read from is Data's business).
    public enum Setting: Hashable, Sendable, CaseIterable {
        case kobisBaseURL  // Another server for KOBIS (a mirror or a test server)
        case kakaoBaseURL  // Another server for Kakao's image search
        case requestTimeout  // How long a request may take, in seconds
        case recentDayMaxAge  // How long a stored copy of a recent day is used, in seconds
        case detailMaxAge  // How long a stored movie detail or poster is used, in seconds
    }

    /// What makes a base URL unusable.
    public enum BaseURLProblem: Hashable, Sendable, CaseIterable {
        case notAURL  // The text does not parse as a URL
        case notHTTP  // The scheme is not http or https
        case noHost  // There is no host name
        // The client's paths cannot follow a query (`?…`) or a fragment (`#…`).
        case queryOrFragment
    }

    // `example` is the service's own server.
    case invalidBaseURL(Setting, value: String, problem: BaseURLProblem, example: String)
    case invalidTimeout(value: String)  // The request timeout is not a positive number of seconds
    case invalidMaxAge(Setting, value: String)

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
