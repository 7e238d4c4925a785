import Foundation

/// Hides the API keys of an environment (`KOBIS_API_KEY`, `KAKAO_REST_API_KEY`) wherever
/// they appear in a text, and any `key=` query value.
///
/// The last guard before a message leaves the program: a key must never be shown, even when
/// it was put in another variable by mistake (`KOBIS_BASE_URL=<the key>`) and is echoed back
/// in the message that explains why that variable cannot be used.
public struct APIKeyRedactor: Sendable {
    /// The variables whose values are secret.
    public static let secretVariables = [
        KOBISConfiguration.apiKeyVariable, KakaoConfiguration.apiKeyVariable,
    ]

    /// The secret values, longest first (so a key containing another is hidden whole).
    public let secrets: [String]

    /// Hides the values of ``secretVariables`` in `environment` (read as the configurations
    /// read them: blank is unset, surrounding white space is not part of the key).
    public init(environment: [String: String]) {
        let reader = EnvironmentReader(environment)
        self.init(secrets: Self.secretVariables.compactMap(reader.value(of:)))
    }

    /// Hides the given values; empty ones are ignored.
    public init(secrets: [String]) {
        self.secrets = Set(secrets.filter { !$0.isEmpty }).sorted {
            $0.count != $1.count ? $0.count > $1.count : $0 < $1
        }
    }

    /// `text` with every secret (and the start of one cut short by `…`) and every `key=` value
    /// replaced by `***`.
    public func redact(_ text: String) -> String {
        let redactor = KeyRedactor(parameter: KOBISEndpoint.keyParameter)
        return secrets.reduce(redactor.redact(text)) { cleaned, secret in
            redactor.redact(cleaned, secret: secret)
        }
    }
}
