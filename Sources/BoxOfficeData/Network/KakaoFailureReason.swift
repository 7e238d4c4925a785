import BoxOfficeDomain

/// Says in one line why Kakao gave no poster, for the detail's poster line.
enum KakaoFailureReason {
    /// The reason for `failure`, with `key` (and any `key=` value) removed.
    static func text(for failure: BoxOfficeFailure, key: String) -> String {
        let reason: String =
            switch failure {
            case .httpStatus(401):
                "Kakao refused the key (HTTP 401): check KAKAO_REST_API_KEY"
            case .httpStatus(403):
                "Kakao refused the search (HTTP 403): check the app's permissions"
            case .httpStatus(400):
                "Kakao rejected the search (HTTP 400)"
            case .httpStatus(429):
                "too many Kakao searches (HTTP 429): try again later"
            case .httpStatus(let status):
                "Kakao answered HTTP \(status)"
            case .timedOut(let seconds):
                "no answer from Kakao within \(Int(seconds.rounded(.up))) s"
            case .unreachable(let why):
                "Kakao could not be reached: \(why)"
            case .undecodableResponse(let why):
                "Kakao's answer could not be read: \(why)"
            case .cancelled:
                "cancelled"
            default:
                failure.description
            }
        return KeyRedactor(parameter: KOBISEndpoint.keyParameter).redact(reason, secret: key)
    }
}
