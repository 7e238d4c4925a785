/// A service reached over HTTP, named in the failures that can come from any of them.
///
/// ``BoxOfficeFailure/httpStatus(_:service:)``, ``BoxOfficeFailure/timedOut(seconds:service:)``,
/// ``BoxOfficeFailure/unreachable(_:service:)`` and
/// ``BoxOfficeFailure/undecodableResponse(_:service:)`` carry one, so a message says which
/// server failed and which setting to check.
public enum RemoteService: String, CaseIterable, Equatable, Hashable, Sendable {
    /// KOBIS's open API: the box office and movie info.
    case kobis
    /// Kakao's image search, where posters are looked up.
    case kakao
    /// Whatever server hosts a poster's image (its address comes from Kakao's answer).
    case posterImage

    /// How the service is named inside a sentence: `KOBIS`, `Kakao`, `the poster image server`.
    public var displayName: String {
        switch self {
        case .kobis: "KOBIS"
        case .kakao: "Kakao"
        case .posterImage: "the poster image server"
        }
    }

    /// How the service is named at the start of a sentence.
    public var sentenceName: String {
        switch self {
        case .kobis, .kakao: displayName
        case .posterImage: "The poster image server"
        }
    }

    /// The environment variable naming another server for it, or `nil` when there is none
    /// (a poster's image is fetched wherever Kakao's answer points).
    public var baseURLVariable: String? {
        switch self {
        case .kobis: "KOBIS_BASE_URL"
        case .kakao: "KAKAO_BASE_URL"
        case .posterImage: nil
        }
    }

    /// Its server, after "The": `KOBIS server`, `Kakao server`, `poster image server`.
    var serverName: String {
        switch self {
        case .kobis: "KOBIS server"
        case .kakao: "Kakao server"
        case .posterImage: "poster image server"
        }
    }

    /// What a readable answer of it is: `a box office`, `an image search answer`, `a usable image`.
    var expectedAnswer: String {
        switch self {
        case .kobis: "a box office"
        case .kakao: "an image search answer"
        case .posterImage: "a usable image"
        }
    }

    /// The sentence for an HTTP error status that means something particular to this service,
    /// or `nil` for the plain "answered HTTP n".
    func explanation(ofStatus status: Int) -> String? {
        guard self == .kakao else { return nil }
        return switch status {
        case 400: "Kakao rejected the search (HTTP 400)."
        case 401: "Kakao refused the key (HTTP 401): check KAKAO_REST_API_KEY."
        case 403: "Kakao refused the search (HTTP 403): check the app's permissions."
        case 429: "Too many Kakao searches (HTTP 429): try again later."
        default: nil
        }
    }
}
