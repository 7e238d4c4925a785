import BoxOfficeDomain

extension BoxOfficeFailure {
    /// The same failure with `secret` (and any `key=` value) removed from its texts.
    ///
    /// The texts come from the network or from URLs; KOBIS does not echo the key, but no
    /// key (KOBIS's or Kakao's) may reach the screen, so every failure leaving a repository
    /// passes here.
    func redacting(_ secret: String?) -> BoxOfficeFailure {
        let redactor = KeyRedactor(parameter: KOBISEndpoint.keyParameter)
        switch self {
        case .apiFault(let code, let message):
            return .apiFault(
                code: redactor.redact(code, secret: secret), message: redactor.redact(message, secret: secret)
            )
        case .unreachable(let reason, let service):
            return .unreachable(reason.mappingTexts { redactor.redact($0, secret: secret) }, service: service)
        case .undecodableResponse(let reason, let service):
            return .undecodableResponse(
                reason.mappingTexts { redactor.redact($0, secret: secret) }, service: service)
        default:
            return self
        }
    }
}
