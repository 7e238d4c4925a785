/// Why a box office could not be shown, in terms a user can be told about.
public enum BoxOfficeFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The date itself is not one with figures.
    case invalidDate(DateInputError)
    /// Live data was asked for but no KOBIS key is set.
    case missingAPIKey
    /// KOBIS refused the key (fault 320010).
    case invalidAPIKey
    /// The key's 3,000 calls of the day are used up (fault 320011).
    case quotaExceeded
    /// KOBIS answered with another fault; its own message is kept.
    case apiFault(code: String, message: String)
    /// The service's server answered with an HTTP error status.
    case httpStatus(Int, service: RemoteService = .kobis)
    /// No answer came from the service within the request timeout (seconds).
    case timedOut(seconds: Double, service: RemoteService = .kobis)
    /// The service could not be reached; the reason is typed (refused, unknown host, offline, …).
    case unreachable(NetworkProblem, service: RemoteService = .kobis)
    /// The service answered, but not with something we can read or use; the reason is typed.
    case undecodableResponse(ResponseProblem, service: RemoteService = .kobis)
    /// The demo data does not have that day; it has the listed ones.
    case notInDemoData(BoxOfficeDate, available: [BoxOfficeDate])
    /// The user cancelled the request (Ctrl-C).
    case cancelled
    /// KOBIS has no movie with that code.
    case movieNotFound(MovieCode)
    /// The demo data has no detail of that movie; it has the listed ones.
    case movieNotInDemoData(MovieCode, available: [MovieCode])

    /// A one-line explanation for the user, in English. Never contains the API key.
    public var description: String { description(suggestingKey: true) }

    /// The one-line English explanation; with `suggestingKey` false, the demo data's failures
    /// leave out "Set KOBIS_API_KEY for live data." (a key is set, and `--demo` asked for the
    /// demo data).
    public func description(suggestingKey: Bool) -> String {
        let keyHint = suggestingKey ? " " + Self.liveDataHint : ""
        return switch self {
        case .invalidDate(let error):
            error.description
        case .missingAPIKey:
            "No KOBIS key: set KOBIS_API_KEY for live data, or use --demo."
        case .invalidAPIKey:
            "KOBIS refused the key (320010 유효하지않은 키값입니다): check KOBIS_API_KEY."
        case .quotaExceeded:
            "This key has used up its 3,000 KOBIS calls for today (320011): try again tomorrow."
        case .apiFault(let code, let message):
            "KOBIS answered with error \(code): \(message)"
        case .httpStatus(let status, let service):
            service.explanation(ofStatus: status) ?? "The \(service.serverName) answered HTTP \(status)."
        case .timedOut(let seconds, let service):
            "No answer from \(service.displayName) within \(Self.format(seconds)) s: try again, or raise "
                + (service == .kobis ? "KOBIS_TIMEOUT." : "KOBIS_TIMEOUT (it limits every request).")
        case .unreachable(let reason, let service):
            "\(service.sentenceName) could not be reached: \(reason)"
        case .undecodableResponse(let reason, let service):
            "\(service.sentenceName) answered with something that is not \(service.expectedAnswer): \(reason)"
        case .notInDemoData(let date, let available):
            "\(date) is not in the demo data; it has \(available.map(\.iso).joined(separator: ", "))."
                + keyHint
        case .cancelled:
            "Cancelled."
        case .movieNotFound(let code):
            "KOBIS has no movie with the code \(code)."
        case .movieNotInDemoData(let code, let available):
            "The detail of movie \(code) is not in the demo data; it has "
                + "\(available.map(\.rawValue).joined(separator: ", "))." + keyHint
        }
    }

    /// The sentence that ends the demo data's failures when no key is set.
    public static let liveDataHint = "Set KOBIS_API_KEY for live data."

    /// `10` or `2.5`: seconds as a message shows them.
    public static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}
