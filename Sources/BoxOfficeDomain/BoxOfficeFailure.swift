/// Why a box office could not be shown: the facts, which Presentation puts in words.
public enum BoxOfficeFailure: Error, Hashable, Sendable {
    case invalidDate(DateInputError)  // The date itself is not one with figures
    case missingAPIKey  // Live data was asked for but no KOBIS key is set
    case invalidAPIKey  // KOBIS refused the key (fault 320010)
    case quotaExceeded  // The key's 3,000 calls of the day are used up (fault 320011)
    // KOBIS answered with another fault; its own message is kept.
    case apiFault(code: String, message: String)
    case httpStatus(Int, service: RemoteService = .kobis)
    // No answer came from the service within the request timeout (seconds).
    case timedOut(seconds: Double, service: RemoteService = .kobis)
    // The reason is typed: refused, unknown host, offline, …
    case unreachable(NetworkProblem, service: RemoteService = .kobis)
    // The service answered with something we cannot read or use.
    case undecodableResponse(ResponseProblem, service: RemoteService = .kobis)
    // Too large, or still arriving at the deadline: given up.
    case answerExceeded(ResponseLimit, service: RemoteService = .kobis)
    // The demo data does not have that day; it has the listed ones.
    case notInDemoData(BoxOfficeDate, available: [BoxOfficeDate])
    case chartNotInDemoData(ChartRequest)  // The demo data has only daily charts of every film, not this one
    case cancelled
    // The chart was fetched but the local store could not keep it: shown, yet lost.
    case chartNotKept(BoxOfficeChart, StoreWriteFailure)
    // The movie's detail was fetched but the local store could not keep it: shown, yet lost.
    case detailNotKept(MovieDetail, StoreWriteFailure)
    // The request was not sent: the local store could not count the KOBIS call first.
    case callNotCounted(StoreWriteFailure)
    case movieNotFound(MovieCode)
    // The demo data has no detail of that movie; it has the listed ones.
    case movieNotInDemoData(MovieCode, available: [MovieCode])
    case personNotFound(PersonCode)  // KOBIS (or the demo data) has no person with that code
    case companyNotFound(CompanyCode)  // KOBIS (or the demo data) has no company with that code
    // A search term longer than `limit` characters, refused before any request.
    case searchTooLong(limit: Int)
}
