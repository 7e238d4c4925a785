/// Why a box office could not be shown: the facts, which Presentation puts in words.
public enum BoxOfficeFailure: Error, Hashable, Sendable {
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
    /// The service's answer grew past a limit (too large, or still arriving at the deadline), and
    /// was given up.
    case answerExceeded(ResponseLimit, service: RemoteService = .kobis)
    /// The demo data does not have that day; it has the listed ones.
    case notInDemoData(BoxOfficeDate, available: [BoxOfficeDate])
    /// The demo data has only daily charts of every film, not this one.
    case chartNotInDemoData(ChartRequest)
    /// The user cancelled the request (Ctrl-C).
    case cancelled
    /// The chart was fetched but the local store could not keep it: shown, yet lost.
    case chartNotKept(BoxOfficeChart, StoreWriteFailure)
    /// KOBIS has no movie with that code.
    case movieNotFound(MovieCode)
    /// The demo data has no detail of that movie; it has the listed ones.
    case movieNotInDemoData(MovieCode, available: [MovieCode])
    /// KOBIS (or the demo data) has no person with that code.
    case personNotFound(PersonCode)
    /// KOBIS (or the demo data) has no company with that code.
    case companyNotFound(CompanyCode)
    /// A search term longer than `limit` characters, refused before any request.
    case searchTooLong(limit: Int)
}
