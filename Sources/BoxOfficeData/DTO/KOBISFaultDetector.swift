import BoxOfficeDomain
import Foundation

/// Finds a KOBIS fault in a body, before anything tries to read it as data.
///
/// KOBIS reports errors with HTTP 200 and a `faultInfo` body, so the status alone says
/// nothing: every body is looked at here first.
enum KOBISFaultDetector {
    /// The failure the body reports, or `nil` when it is not a fault body (data, or not JSON).
    static func failure(in body: Data) -> BoxOfficeFailure? {
        guard let fault = try? JSONDecoder().decode(KOBISFaultDTO.self, from: body) else { return nil }
        return fault.toDomain()
    }
}
