// One GET through the HTTPSession: tried again as its RetryPolicy says, within one deadline, each try counted.

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
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(timeout)
        let request = makeRequest(url, headers: headers)
        let limits = ReadLimits(maximumBytes: maximumBytes, carriesCredentials: carriesCredentials)
        var attempt = 1
        while true {
            if Task.isCancelled { throw .cancelled }
            await RequestCounting.requestSent()
            let outcome = await session.read(request, limits: limits, until: deadline)
            if case .answered(let response, let body) = outcome, (200..<300).contains(response.statusCode) {
                return body
            }
            let verdict = verdict(on: outcome, url: url)
            guard verdict.worthRetrying,
                let wait = session.retries.delay(after: attempt, retryAfter: verdict.retryAfter),
                clock.now + wait < deadline
            else { throw verdict.failure }
            do {
                try await session.retries.sleep(wait)
            } catch {
                throw .cancelled
            }
            attempt += 1
        }
    }

    /// What a try that brought no 2xx answer means: its failure, whether another try may help,
    /// and the server's `Retry-After`.
    private func verdict(on outcome: ReadOutcome, url: URL)
        -> (failure: BoxOfficeFailure, worthRetrying: Bool, retryAfter: String?)
    {
        switch outcome {
        case .answered(let response, _):
            (
                .httpStatus(response.statusCode, service: service),
                RetryPolicy.retries(status: response.statusCode),
                response.value(forHTTPHeaderField: "Retry-After")
            )
        case .failed(let reason):
            (
                TransportErrorMapper(timeout: timeout, service: service).failure(for: reason, url: url),
                RetryPolicy.retries(reason), nil
            )
        }
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

/// Explains why a request got no answer, as a ``BoxOfficeFailure`` a user can act on.
///
/// Reasons are chosen here (a ``NetworkProblem`` or ``ResponseProblem``) from the error's kind
/// and the server's host and port; the error's own text is never used, because URLSession puts the full URL (and so the key)
/// in it.
struct TransportErrorMapper: Sendable {
    /// The timeout the request had, reported with ``BoxOfficeFailure/timedOut(seconds:service:)``.
    let timeout: TimeInterval
    /// The service the request went to, named in every failure.
    let service: RemoteService

    /// The failure for a request to `url` that ended without an answer.
    func failure(for reason: ReadFailure, url: URL) -> BoxOfficeFailure {
        switch reason {
        case .transport(let error):
            failure(for: error, url: url)
        case .tooLarge(let limit):
            .answerExceeded(.size(bytes: limit), service: service)
        case .deadlinePassed(nil):
            .timedOut(seconds: timeout, service: service)
        case .deadlinePassed(let received?):
            .answerExceeded(.time(seconds: timeout, receivedBytes: received), service: service)
        case .redirectRefused(let target, let refusal):
            .unreachable(.redirectRefused(to: Self.server(of: target), refusal), service: service)
        case .notHTTPResponse:
            .undecodableResponse(.notHTTPResponse, service: service)
        case .cutShort:
            .unreachable(.connectionLost(server: Self.server(of: url)), service: service)
        case .cancelled:
            .cancelled
        }
    }

    /// The `URLError` code of a transport failure, or `nil` for any other failure.
    static func urlErrorCode(of reason: ReadFailure) -> URLError.Code? {
        guard case .transport(let error) = reason else { return nil }
        if let urlError = error as? URLError { return urlError.code }
        let nsError = error as NSError
        return nsError.domain == NSURLErrorDomain ? URLError.Code(rawValue: nsError.code) : nil
    }

    /// The failure for an error thrown while fetching `url`.
    func failure(for error: any Error, url: URL) -> BoxOfficeFailure {
        if error is CancellationError { return .cancelled }
        if let urlError = error as? URLError {
            return failure(for: urlError.code, url: url)
        }
        let nsError = error as NSError
        if nsError.domain == NSURLErrorDomain, let code = URLError.Code(rawValue: nsError.code) {
            return failure(for: code, url: url)
        }
        return .unreachable(.requestFailed(errorType: String(describing: type(of: error))), service: service)
    }

    private func failure(for code: URLError.Code, url: URL) -> BoxOfficeFailure {
        let server = Self.server(of: url)
        return switch code {
        case .cancelled, .userCancelledAuthentication:
            .cancelled
        case .timedOut:
            .timedOut(seconds: timeout, service: service)
        case .badServerResponse, .cannotParseResponse, .cannotDecodeRawData, .cannotDecodeContentData,
            .zeroByteResource:
            .undecodableResponse(.brokenHTTPAnswer(server: server), service: service)
        case .unsupportedURL where ["http", "https"].contains(url.scheme?.lowercased()):
            // An http(s) address is supported: this is an answer that is not HTTP (curl's "HTTP/0.9").
            .undecodableResponse(.brokenHTTPAnswer(server: server), service: service)
        default:
            .unreachable(problem(for: code, server: server), service: service)
        }
    }

    /// Why the server could not be reached, for an error that is not a timeout, a cancellation
    /// or a broken answer.
    private func problem(for code: URLError.Code, server: String?) -> NetworkProblem {
        switch code {
        case .cannotConnectToHost:
            .refused(server: server)
        case .cannotFindHost, .dnsLookupFailed:
            .hostNotFound(server: server)
        case .notConnectedToInternet, .internationalRoamingOff, .dataNotAllowed:
            .offline
        case .networkConnectionLost:
            .connectionLost(server: server)
        case .secureConnectionFailed, .serverCertificateHasBadDate, .serverCertificateUntrusted,
            .serverCertificateHasUnknownRoot, .serverCertificateNotYetValid, .clientCertificateRejected,
            .clientCertificateRequired, .appTransportSecurityRequiresSecureConnection:
            .insecureConnection(server: server)
        case .badURL, .unsupportedURL:
            .unusableAddress(server: server)
        case .httpTooManyRedirects, .redirectToNonExistentLocation:
            .tooManyRedirects(server: server)
        default:
            .otherError(code: code.rawValue, server: server)
        }
    }

    /// `host:port` of the URL, or `nil` when it has no host; never the query.
    private static func server(of url: URL) -> String? {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true),
            let host = components.host, !host.isEmpty
        else { return nil }
        return components.port.map { "\(host):\($0)" } ?? host
    }
}

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// When, and after how long, a GET is tried again.
///
/// Only what another try may cure is retried: HTTP 429, 502, 503 and 504, and a connection reset
/// or dropped, before an answer or while its body was being read. Never another status, never a KOBIS fault (it comes with HTTP
/// 200), never a request whose time is up. The wait doubles from ``firstDelay`` with each try,
/// jittered to between half and all of it so that clients do not come back in step; a server's
/// `Retry-After` (in seconds) up to ``longestRetryAfter`` is waited instead, and a longer one
/// ends the tries. The caller waits only when the wait ends before its deadline, through
/// ``sleep``, which a cancelled task (Ctrl-C) leaves at once.
public struct RetryPolicy: Sendable {
    /// The statuses worth another try: too many requests, and a gateway or server not ready.
    public static let retriedStatuses: Set<Int> = [429, 502, 503, 504]

    /// How many tries at most, the first included.
    public var maximumAttempts: Int
    /// The wait before the second try, before jitter; it doubles for each next one.
    public var firstDelay: Duration
    /// The longest `Retry-After` waited; a server asking for more is not tried again.
    public var longestRetryAfter: Duration
    /// Waits the given time; throws when the task is cancelled.
    public var sleep: @Sendable (Duration) async throws -> Void
    /// A number in 0...1: where in its jitter range a wait falls.
    public var jitter: @Sendable () -> Double

    /// Makes a policy; the defaults are the app's: three tries, 0.5 s then 1 s (each jittered
    /// down to half), a `Retry-After` of up to 10 s, real sleeping and random jitter.
    public init(
        maximumAttempts: Int = KOBISCallBudget.callsPerRequestAtMost,
        firstDelay: Duration = .milliseconds(500),
        longestRetryAfter: Duration = .seconds(10),
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) },
        jitter: @escaping @Sendable () -> Double = { Double.random(in: 0...1) }
    ) {
        self.maximumAttempts = maximumAttempts
        self.firstDelay = firstDelay
        self.longestRetryAfter = longestRetryAfter
        self.sleep = sleep
        self.jitter = jitter
    }

    /// The app's policy.
    public static let standard = RetryPolicy()

    /// Whether an answer with this status is worth another try.
    static func retries(status: Int) -> Bool {
        retriedStatuses.contains(status)
    }

    /// Whether a request that failed with this transport error is worth another try: the
    /// connection reset (`networkConnectionLost`) or closed with no answer (`badServerResponse`,
    /// libcurl's "Empty reply from server").
    static func retries(_ code: URLError.Code) -> Bool {
        code == .networkConnectionLost || code == .badServerResponse
    }

    /// Whether a read that ended this way is worth another try: a connection reset or dropped,
    /// before the answer or while its body was coming.
    static func retries(_ reason: ReadFailure) -> Bool {
        if case .cutShort = reason { return true }
        return TransportErrorMapper.urlErrorCode(of: reason).map(retries) ?? false
    }

    /// The wait before the next try after try number `attempt` (from 1) failed; `nil` when there
    /// is no next try (the tries are used up, or the server asks for too long a wait).
    /// - Parameter retryAfter: the failed answer's `Retry-After` header, if any.
    func delay(after attempt: Int, retryAfter: String?) -> Duration? {
        guard attempt < maximumAttempts else { return nil }
        if let retryAfter, let seconds = Int(retryAfter.trimmingCharacters(in: .whitespaces)), seconds >= 0 {
            let asked = Duration.seconds(seconds)
            return asked <= longestRetryAfter ? asked : nil
        }
        let doubled = firstDelay * (1 << min(attempt - 1, 16))
        return doubled * (0.5 + 0.5 * min(max(jitter(), 0), 1))
    }
}
