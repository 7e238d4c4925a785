// One GET through the HTTPSession: the request made, each try counted, the body of a 2xx answer returned.
// What happens to any other answer (tried again, or said) is in Safeguards/RetryPolicy.swift.

import BoxOfficeDomain
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Makes one GET request within one deadline, tries it again when that may help, and says in
/// domain terms why it failed.
///
/// The deadline holds for the whole request, its tries and the waits between them included,
/// whatever the server does (headers that never come, a body that trickles or never ends): the
/// session gives the answer up the moment it passes. The body is kept up to ``maximumBytes``.
/// swift-corelibs-foundation reads `URLRequest.timeoutInterval` in whole seconds, so the request
/// only gets that as a backstop, rounded up.
struct HTTPGetClient: Sendable {
    /// The longest timeout used: a day. Longer ones would overflow corelibs' millisecond count.
    static let longestTimeout: TimeInterval = 86_400

    /// The session requests go through (injected by the composition root), with its retries.
    let session: HTTPSession
    /// Seconds the whole request may take, retries included.
    let timeout: TimeInterval
    /// The service asked, named in every failure.
    let service: RemoteService
    /// The largest body read, in bytes (as decompressed).
    let maximumBytes: Int

    /// Makes a client.
    /// - Parameters:
    ///   - session: the session requests go through.
    ///   - timeout: seconds the whole request may take; capped at ``longestTimeout``, and
    ///     the default 10 s when it is not a positive number.
    ///   - service: the service asked, named in the failures; KOBIS unless told.
    ///   - maximumBytes: the largest body read.
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

    /// The body of a 2xx answer to `GET url`.
    /// - Parameters:
    ///   - url: what to fetch.
    ///   - headers: extra request headers, e.g. Kakao's `Authorization: KakaoAK …`.
    ///   - carriesCredentials: whether the URL or the headers hold a key, which no redirect
    ///     may take to another server.
    /// - Throws: ``BoxOfficeFailure/httpStatus(_:service:)`` for any other status, else what
    ///   ``TransportErrorMapper`` makes of what went wrong; all name ``service``.
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

    /// One GET as asked, the same for each of its tries: the request, its limits and the deadline
    /// of them all.
    struct Request: Sendable {
        let url: URL
        let urlRequest: URLRequest
        let limits: ReadLimits
        let deadline: ContinuousClock.Instant
    }

    /// One try of `request`, counted as a request sent.
    func send(_ request: Request) async throws(BoxOfficeFailure) -> ReadOutcome {
        if Task.isCancelled { throw .cancelled }
        await RequestCounting.requestSent()
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
    /// The body of a 2xx answer: the only outcome a GET returns.
    var successfulBody: Data? {
        guard case .answered(let response, let body) = self, (200..<300).contains(response.statusCode) else {
            return nil
        }
        return body
    }
}
