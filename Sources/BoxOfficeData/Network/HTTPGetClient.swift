import BoxOfficeDomain
import Foundation

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
