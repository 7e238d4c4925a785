import BoxOfficeDomain
import Foundation

extension KOBISFaultDTO {
    /// The fault as a domain failure: 320010 → invalid key, 320011 → quota used up,
    /// anything else → an API error showing KOBIS's own message.
    func toDomain() -> BoxOfficeFailure {
        let code = faultInfo.errorCode.trimmingCharacters(in: .whitespaces)
        switch code {
        case "320010":
            return .invalidAPIKey
        case "320011":
            return .quotaExceeded
        default:
            return .apiFault(
                code: code, message: faultInfo.message.trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }
}
