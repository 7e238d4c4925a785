// One GET over URLSession: the client, the cancellable task it awaits, transport errors as failures.

import BoxOfficeDomain
import Dispatch
import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Makes one GET request with a deadline, and says in domain terms why it failed.
///
/// Two Linux quirks shape it. swift-corelibs-foundation reads `URLRequest.timeoutInterval`
/// in whole seconds, cutting `0.5` down to an immediate timeout, so the request gets the
/// timeout rounded up and the exact deadline is kept here by racing a timer. And
/// cancelling `URLSession.data(for:)` can deadlock there, so requests go through
/// ``CancellableDataTask``, which cancels the request when the calling Task is cancelled
/// (the timer, the user's Ctrl-C, a prefetch dropped at quit) without that risk.
struct HTTPGetClient: Sendable {
    /// The longest timeout used: a day. Longer ones would overflow corelibs' millisecond count.
    static let longestTimeout: TimeInterval = 86_400

    /// The session requests go through (injected by the composition root).
    let session: URLSession
    /// Seconds the whole request may take.
    let timeout: TimeInterval
    /// The service asked, named in every failure.
    let service: RemoteService

    /// Makes a client.
    /// - Parameters:
    ///   - session: the session requests go through.
    ///   - timeout: seconds the whole request may take; capped at ``longestTimeout``, and
    ///     the default 10 s when it is not a positive number.
    ///   - service: the service asked, named in the failures; KOBIS unless told.
    init(session: URLSession, timeout: TimeInterval, service: RemoteService = .kobis) {
        self.session = session
        self.service = service
        self.timeout =
            timeout.isFinite && timeout > 0
            ? min(timeout, Self.longestTimeout) : KOBISConfiguration.defaultRequestTimeout
    }

    /// The body of a 2xx answer to `GET url`.
    /// - Parameters:
    ///   - url: what to fetch.
    ///   - headers: extra request headers, e.g. Kakao's `Authorization: KakaoAK …`.
    /// - Throws: ``BoxOfficeFailure/httpStatus(_:service:)`` for any other status, else what
    ///   ``TransportErrorMapper`` makes of the transport error; all name ``service``.
    func get(_ url: URL, headers: [String: String] = [:]) async throws(BoxOfficeFailure) -> Data {
        if Task.isCancelled { throw .cancelled }
        var request = URLRequest(
            url: url, cachePolicy: .reloadIgnoringLocalCacheData,
            timeoutInterval: max(1, timeout.rounded(.up)))
        request.httpMethod = "GET"
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
            request.setValue(value, forHTTPHeaderField: name)
        }
        let body: Data
        let response: URLResponse
        do {
            (body, response) = try await dataWithinDeadline(for: request)
        } catch {
            throw TransportErrorMapper(timeout: timeout, service: service).failure(for: error, url: url)
        }
        if Task.isCancelled { throw .cancelled }
        guard let http = response as? HTTPURLResponse else {
            throw .undecodableResponse(.notHTTPResponse, service: service)
        }
        guard (200..<300).contains(http.statusCode) else {
            throw .httpStatus(http.statusCode, service: service)
        }
        return body
    }

    /// The session's answer, or `URLError(.timedOut)` once ``timeout`` has passed; the
    /// loser of the race is cancelled.
    private func dataWithinDeadline(for request: URLRequest) async throws -> (Data, URLResponse) {
        let session = session
        let timeout = timeout
        return try await withThrowingTaskGroup(of: (Data, URLResponse).self) { group in
            group.addTask { try await CancellableDataTask.data(for: request, session: session) }
            group.addTask {
                try await Task.sleep(for: .seconds(timeout))
                throw URLError(.timedOut)
            }
            defer { group.cancelAll() }
            guard let first = try await group.next() else { throw CancellationError() }
            return first
        }
    }
}

/// One `URLSessionDataTask` awaited from Swift concurrency, cancellable without deadlock.
///
/// On Linux, `URLSession.data(for:)` cancels its task from the Task's cancellation handler,
/// which runs while the Swift runtime holds the task's status lock; `URLSessionTask.cancel()`
/// then waits for the session's work queue. If the session is at that moment finishing the
/// same request on its queue, it waits for the status lock to resume the continuation: each
/// waits for the other, for ever (seen as a hung process when background prefetches were
/// cancelled at quit). Here the cancellation handler only schedules `cancel()` on another
/// queue, so no lock is held while it waits.
final class CancellableDataTask: Sendable {
    private enum State {
        case waiting
        case running(URLSessionDataTask)
        case cancelled
    }

    private let state = Mutex(State.waiting)
    private static let cancelQueue = DispatchQueue(label: "boxoffice.url-task-cancel")

    /// Runs `request` on `session` and returns its answer; a cancelled calling Task gets
    /// `URLError(.cancelled)`.
    static func data(for request: URLRequest, session: URLSession) async throws -> (Data, URLResponse) {
        let handle = CancellableDataTask()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let task = session.dataTask(with: request) { data, response, error in
                    if let data, let response {
                        continuation.resume(returning: (data, response))
                    } else {
                        continuation.resume(throwing: error ?? URLError(.badServerResponse))
                    }
                }
                handle.start(task)
            }
        } onCancel: {
            handle.cancel()
        }
    }

    private func start(_ task: URLSessionDataTask) {
        let cancelledAlready = state.withLock { state -> Bool in
            if case .cancelled = state { return true }
            state = .running(task)
            return false
        }
        task.resume()
        if cancelledAlready { Self.cancelQueue.async { task.cancel() } }
    }

    private func cancel() {
        let task = state.withLock { state -> URLSessionDataTask? in
            defer { state = .cancelled }
            if case .running(let task) = state { return task }
            return nil
        }
        guard let task else { return }
        Self.cancelQueue.async { task.cancel() }
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

    /// The failure for an error thrown while fetching `url`.
    func failure(for error: any Error, url: URL) -> BoxOfficeFailure {
        if error is CancellationError { return .cancelled }
        if let urlError = error as? URLError {
            return failure(for: urlError.code, server: Self.server(of: url))
        }
        let nsError = error as NSError
        if nsError.domain == NSURLErrorDomain, let code = URLError.Code(rawValue: nsError.code) {
            return failure(for: code, server: Self.server(of: url))
        }
        return .unreachable(.requestFailed(errorType: String(describing: type(of: error))), service: service)
    }

    private func failure(for code: URLError.Code, server: String?) -> BoxOfficeFailure {
        switch code {
        case .cancelled, .userCancelledAuthentication:
            .cancelled
        case .timedOut:
            .timedOut(seconds: timeout, service: service)
        case .badServerResponse, .cannotParseResponse, .cannotDecodeRawData, .cannotDecodeContentData,
            .zeroByteResource:
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
