import BoxOfficeDomain
import Foundation

/// Reads configuration variables from an environment given as a dictionary, the same way
/// for every configuration: blank means unset, and a value that cannot be used is a
/// ``ConfigurationProblem`` naming its setting (whose variable Presentation says).
struct EnvironmentReader: Sendable {
    private let environment: [String: String]

    /// - Parameter environment: the variables, e.g. the process environment or a test's dictionary.
    init(_ environment: [String: String]) {
        self.environment = environment
    }

    /// The value of `variable` without surrounding white space; `nil` when absent or blank.
    func value(of variable: String) -> String? {
        guard let raw = environment[variable] else { return nil }
        let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }

    /// The server named by `setting`: an http(s) URL with a host, and neither query nor
    /// fragment; `defaultURL` when unset.
    /// - Throws: ``ConfigurationProblem/invalidBaseURL(_:value:problem:example:)``, with
    ///   `defaultURL` as the example and the value without any key.
    func baseURL(_ setting: ConfigurationProblem.Setting, default defaultURL: URL)
        throws(ConfigurationProblem)
        -> URL
    {
        guard let text = value(of: setting.variable) else { return defaultURL }
        func invalid(_ problem: ConfigurationProblem.BaseURLProblem) -> ConfigurationProblem {
            .invalidBaseURL(
                setting, value: KOBISEndpoint.redacted(shown(text)), problem: problem,
                example: defaultURL.absoluteString)
        }
        guard let components = URLComponents(string: text), let url = components.url else {
            throw invalid(.notAURL)
        }
        guard let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw invalid(.notHTTP)
        }
        guard let host = components.host, !host.isEmpty else { throw invalid(.noHost) }
        guard components.query == nil, components.fragment == nil else {
            throw invalid(.queryOrFragment)
        }
        return url
    }

    /// The number of seconds in `setting`; `nil` when unset.
    /// - Parameters:
    ///   - setting: which setting.
    ///   - isAccepted: which finite numbers may be used (e.g. only positive ones).
    ///   - invalid: the problem of a text that is not such a number (the text without any key).
    func seconds(
        _ setting: ConfigurationProblem.Setting, accepting isAccepted: (TimeInterval) -> Bool,
        otherwise invalid: (_ text: String) -> ConfigurationProblem
    ) throws(ConfigurationProblem) -> TimeInterval? {
        guard let text = value(of: setting.variable) else { return nil }
        guard let seconds = TimeInterval(text), seconds.isFinite, isAccepted(seconds) else {
            throw invalid(shown(text))
        }
        return seconds
    }

    /// `text` as an error may quote it: without the value of any API key of the environment
    /// (a key put in the wrong variable by mistake is not echoed back).
    func shown(_ text: String) -> String {
        APIKeyRedactor(environment: environment).redact(text)
    }
}

extension ConfigurationProblem.Setting {
    /// The environment variable the setting is read from: `KOBIS_BASE_URL`, ….
    var variable: String {
        switch self {
        case .kobisBaseURL: KOBISConfiguration.baseURLVariable
        case .kakaoBaseURL: KakaoConfiguration.baseURLVariable
        case .requestTimeout: KOBISConfiguration.timeoutVariable
        case .recentDayMaxAge: CachePolicy.recentDayMaxAgeVariable
        case .detailMaxAge: CachePolicy.detailMaxAgeVariable
        }
    }
}
