// One GET through the HTTPSession: the request made, each try counted, the body of a 2xx answer returned.
// What happens to any other answer (tried again, or said) is in Safeguards/RetryPolicy.swift.

import BoxOfficeDomain
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// One deadline holds for a whole GET, its tries and waits included, whatever the server does; the
// session gives the answer up the moment it passes. swift-corelibs-foundation reads
// `URLRequest.timeoutInterval` in whole seconds, so the request gets that only as a backstop.
struct HTTPGetClient: Sendable {
    // Longer ones would overflow corelibs' millisecond count.
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
            url: url, urlRequest: makeRequest(url, headers: headers),
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
        let urlRequest: URLRequest
        let limits: ReadLimits
        let deadline: ContinuousClock.Instant
    }

    func send(_ request: Request) async throws(BoxOfficeFailure) -> ReadOutcome {
        if Task.isCancelled { throw .cancelled }
        try await RequestCounting.requestSent()
        let outcome = await session.read(request.urlRequest, limits: request.limits, until: request.deadline)
        // A read given up for its caller (Ctrl-C, a prefetch of another day) is no failure to weigh.
        if case .failed(.cancelled) = outcome { throw .cancelled }
        return outcome
    }

    private func makeRequest(_ url: URL, headers: [String: String]) -> URLRequest {
        var request = URLRequest(
            url: url, cachePolicy: .reloadIgnoringLocalCacheData,
            timeoutInterval: max(1, timeout.rounded(.up)))
        request.httpMethod = "GET"
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
            request.setValue(value, forHTTPHeaderField: name)
        }
        return request
    }
}

extension ReadOutcome {
    var successfulBody: Data? {
        guard case .answered(let response, let body) = self, (200..<300).contains(response.statusCode) else {
            return nil
        }
        return body
    }
}
