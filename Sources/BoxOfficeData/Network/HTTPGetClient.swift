// One GET through the HTTPSession: the request made, each try counted, the body of a 2xx answer returned.
// What happens to any other answer (tried again, or said) is in Safeguards/RetryPolicy.swift.

import BoxOfficeDomain
import Foundation

// One deadline holds for a whole GET, its tries and waits included, whatever the server does; the
// session gives the answer up the moment it passes.
struct HTTPGetClient: Sendable {
    // A day: longer ones are no timeout a person means.
    static let longestTimeout: TimeInterval = 86_400

    let session: HTTPSession
    let timeout: TimeInterval
    let service: RemoteService
    let maximumBytes: Int

    // A timeout that is not a positive number is the default 10 s.
    init(
        session: HTTPSession, timeout: TimeInterval, service: RemoteService = .kobis,
        maximumBytes: Int = KOBISConfiguration.defaultMaximumResponseBytes
    ) {
        self.session = session
        self.service = service
        self.maximumBytes = maximumBytes
        self.timeout =
            timeout.isFinite && timeout > 0
            ? min(timeout, Self.longestTimeout) : KOBISConfiguration.defaultRequestTimeout
    }

    // `carriesCredentials`: the URL or the headers hold a key, which no redirect may take to another
    // server.
    func get(_ url: URL, headers: [String: String] = [:], carriesCredentials: Bool)
        async throws(BoxOfficeFailure)
        -> Data
    {
        let request = Request(
            url: url, headers: headers,
            limits: ReadLimits(maximumBytes: maximumBytes, carriesCredentials: carriesCredentials),
            deadline: ContinuousClock.now + .seconds(timeout))
        let outcome = try await send(request)
        if let body = outcome.successfulBody { return body }
        // Any other outcome is tried again, or said, by `retrying` (Safeguards/RetryPolicy.swift).
        return try await retrying(request, after: outcome)
    }

    // The same for each of its tries: one deadline for them all.
    struct Request: Sendable {
        let url: URL
        let headers: [String: String]
        let limits: ReadLimits
        let deadline: ContinuousClock.Instant
    }

    func send(_ request: Request) async throws(BoxOfficeFailure) -> ReadOutcome {
        if Task.isCancelled { throw .cancelled }
        try await RequestCounting.requestSent()
        let outcome = await session.read(
            request.url, headers: request.headers, limits: request.limits, until: request.deadline)
        // A read given up for its caller (Ctrl-C, a prefetch of another day) is no failure to weigh.
        if case .failed(.cancelled) = outcome { throw .cancelled }
        return outcome
    }
}

extension ReadOutcome {
    var successfulBody: Data? {
        guard case .answered(let answer) = self, (200..<300).contains(answer.status) else { return nil }
        return answer.body
    }
}
