/// Why the environment does not make a usable ``KOBISConfiguration``.
///
/// Each case names the variable to fix. The key is never part of the message: only the
/// base URL and the timeout are echoed, and the base URL with any `key=` value hidden.
public enum ConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `KOBIS_BASE_URL` is not an http(s) URL with a host; the reason says what is wrong.
    case invalidBaseURL(String, reason: String)
    /// `KOBIS_TIMEOUT` is not a positive number of seconds.
    case invalidTimeout(String)
    /// `KAKAO_BASE_URL` is not an http(s) URL with a host; the reason says what is wrong.
    case invalidKakaoBaseURL(String, reason: String)
    /// A `BOXOFFICE_…_MAX_AGE` variable is not a number of seconds (0 or more).
    case invalidMaxAge(variable: String, value: String)

    /// The environment variable at fault.
    public var variable: String {
        switch self {
        case .invalidBaseURL: KOBISConfiguration.baseURLVariable
        case .invalidTimeout: KOBISConfiguration.timeoutVariable
        case .invalidKakaoBaseURL: KakaoConfiguration.baseURLVariable
        case .invalidMaxAge(let variable, _): variable
        }
    }

    /// A sentence naming the variable, its value and what would be accepted.
    public var description: String {
        switch self {
        case .invalidBaseURL(let text, let reason):
            "\(variable) '\(KOBISEndpoint.redacted(text))' cannot be used: \(reason). "
                + "Example: https://www.kobis.or.kr/kobisopenapi/webservice/rest"
        case .invalidTimeout(let text):
            "\(variable) '\(text)' is not a positive number of seconds. Example: 10 or 2.5"
        case .invalidKakaoBaseURL(let text, let reason):
            "\(variable) '\(KOBISEndpoint.redacted(text))' cannot be used: \(reason). Example: https://dapi.kakao.com"
        case .invalidMaxAge(_, let value):
            "\(variable) '\(value)' is not a number of seconds (0 or more). Example: 3600"
        }
    }
}
