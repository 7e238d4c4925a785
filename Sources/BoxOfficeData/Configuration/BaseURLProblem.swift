/// What makes a base URL variable (`KOBIS_BASE_URL`, `KAKAO_BASE_URL`) unusable.
public enum BaseURLProblem: Equatable, Sendable, CustomStringConvertible {
    /// The text does not parse as a URL.
    case notAURL
    /// The scheme is not http or https.
    case notHTTP
    /// There is no host name.
    case noHost
    /// It has a query (`?…`) or a fragment (`#…`), which the client's paths cannot follow.
    case queryOrFragment

    /// The reason in English, e.g. `it has no host name`.
    public var description: String {
        switch self {
        case .notAURL: "it is not a URL"
        case .notHTTP: "it must start with http:// or https://"
        case .noHost: "it has no host name"
        case .queryOrFragment: "it must not have a query (?…) or a fragment (#…)"
        }
    }
}
