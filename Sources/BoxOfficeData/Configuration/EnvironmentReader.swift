import Foundation

/// Reads configuration variables from an environment given as a dictionary, the same way
/// for every configuration: blank means unset, and a value that cannot be used is a
/// ``ConfigurationError`` naming its variable.
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

    /// The server named by `variable`: an http(s) URL with a host, and neither query nor
    /// fragment; `defaultURL` when unset.
    /// - Throws: ``ConfigurationError/invalidBaseURL(variable:value:problem:example:)``, with
    ///   `defaultURL` as the example.
    func baseURL(_ variable: String, default defaultURL: URL) throws(ConfigurationError) -> URL {
        guard let text = value(of: variable) else { return defaultURL }
        func invalid(_ problem: BaseURLProblem) -> ConfigurationError {
            .invalidBaseURL(variable: variable, value: shown(text), problem: problem, example: defaultURL)
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

    /// The number of seconds in `variable`; `nil` when unset.
    /// - Parameters:
    ///   - variable: the variable's name.
    ///   - isAccepted: which finite numbers may be used (e.g. only positive ones).
    ///   - invalid: the error for a text that is not such a number.
    func seconds(
        _ variable: String, accepting isAccepted: (TimeInterval) -> Bool,
        otherwise invalid: (_ text: String) -> ConfigurationError
    ) throws(ConfigurationError) -> TimeInterval? {
        guard let text = value(of: variable) else { return nil }
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
