import Foundation

/// Why the environment does not make a usable configuration (``KOBISConfiguration``,
/// ``KakaoConfiguration``, ``CachePolicy``).
///
/// Each case names the variable to fix. The key is never part of the message: only base
/// URLs, timeouts and ages are echoed, a base URL with any `key=` value hidden, and the value
/// of an API key (put in another variable by mistake) as `***`.
public enum ConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A base URL variable (`KOBIS_BASE_URL`, `KAKAO_BASE_URL`) is not an http(s) URL with a
    /// host; the problem says what is wrong, the example is the service's own server.
    case invalidBaseURL(variable: String, value: String, problem: BaseURLProblem, example: URL)
    /// `KOBIS_TIMEOUT` is not a positive number of seconds.
    case invalidTimeout(String)
    /// A `BOXOFFICE_…_MAX_AGE` variable is not a number of seconds (0 or more).
    case invalidMaxAge(variable: String, value: String)

    /// The environment variable at fault.
    public var variable: String {
        switch self {
        case .invalidBaseURL(let variable, _, _, _): variable
        case .invalidTimeout: KOBISConfiguration.timeoutVariable
        case .invalidMaxAge(let variable, _): variable
        }
    }

    /// A sentence naming the variable, its value and what would be accepted.
    public var description: String {
        switch self {
        case .invalidBaseURL(_, let text, let problem, let example):
            "\(variable) '\(KOBISEndpoint.redacted(text))' cannot be used: \(problem). "
                + "Example: \(example.absoluteString)"
        case .invalidTimeout(let text):
            "\(variable) '\(text)' is not a positive number of seconds. Example: 10 or 2.5"
        case .invalidMaxAge(_, let value):
            "\(variable) '\(value)' is not a number of seconds (0 or more). Example: 3600"
        }
    }
}
