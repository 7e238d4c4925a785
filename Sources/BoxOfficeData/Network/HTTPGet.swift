// One GET: what every request goes through (`HTTPGet`), its request and its failure, and the plain one,
// which sends once through the HTTPSession. The composition root wraps it in the decorators of
// Safeguards/ (tried again, the key hidden) and of Store/Safeguards/ (each try counted).

import BoxOfficeDomain
import Foundation

/// Something that GETs: the body of a 2xx answer, or why there is none.
public protocol HTTPGet: Sendable {
    func get(_ request: HTTPGetRequest) async throws(HTTPGetFailure) -> Data
}

extension HTTPGet {
    // For the repositories, which weigh nothing of a failure but what it says.
    func body(_ request: HTTPGetRequest) async throws(BoxOfficeFailure) -> Data {
        do throws(HTTPGetFailure) {
            return try await get(request)
        } catch {
            throw error.failure
        }
    }
}

/// One GET, the same for each of its tries: one deadline holds for them all, their waits included,
/// whatever the server does; the session gives the answer up the moment it passes.
public struct HTTPGetRequest: Sendable {
    // A day: longer ones are no timeout a person means.
    static let longestTimeout: TimeInterval = 86_400

    let url: URL
    let headers: [String: String]
    let service: RemoteService
    // What a failure says when the deadline passes.
    let timeout: TimeInterval
    let limits: ReadLimits
    let deadline: ContinuousClock.Instant

    // A timeout that is not a positive number is the default 10 s. `carriesCredentials`: the URL or the
    // headers hold a key, which no redirect may take to another server.
    init(
        _ url: URL, headers: [String: String] = [:], service: RemoteService, timeout: TimeInterval,
        maximumBytes: Int, carriesCredentials: Bool
    ) {
        self.url = url
        self.headers = headers
        self.service = service
        self.timeout =
            timeout.isFinite && timeout > 0
            ? min(timeout, Self.longestTimeout) : KOBISConfiguration.defaultRequestTimeout
        limits = ReadLimits(maximumBytes: maximumBytes, carriesCredentials: carriesCredentials)
        deadline = .now + .seconds(self.timeout)
    }
}

/// Why a GET brought no body: the failure its caller says, and the outcome of the try behind it,
/// which a retry weighs (`nil` when no answer is to be weighed: nothing sent, or hidden).
public struct HTTPGetFailure: Error, Sendable {
    let failure: BoxOfficeFailure
    let outcome: ReadOutcome?

    init(_ failure: BoxOfficeFailure) {
        self.failure = failure
        outcome = nil
    }

    // An answer that is not 2xx is its status; a read that broke is said by `TransportErrorMapper`.
    init(_ outcome: ReadOutcome, of request: HTTPGetRequest) {
        switch outcome {
        case .answered(let answer):
            failure = .httpStatus(answer.status, service: request.service)
        case .failed(let reason):
            failure = TransportErrorMapper(timeout: request.timeout, service: request.service).failure(
                for: reason, url: request.url, maximumBytes: request.limits.maximumBytes)
        }
        self.outcome = outcome
    }
}

/// The plain GET: sent once through the session, its answer read under the request's limits until
/// its deadline.
public struct SessionHTTPGet: HTTPGet {
    private let session: HTTPSession

    public init(session: HTTPSession) {
        self.session = session
    }

    public func get(_ request: HTTPGetRequest) async throws(HTTPGetFailure) -> Data {
        if Task.isCancelled { throw HTTPGetFailure(.cancelled) }
        let outcome = await session.read(
            request.url, headers: request.headers, limits: request.limits, until: request.deadline)
        if case .answered(let answer) = outcome, (200..<300).contains(answer.status) { return answer.body }
        throw HTTPGetFailure(outcome, of: request)
    }
}
