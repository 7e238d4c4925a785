// The URLSession every request goes through, and the delegate that bounds what a server can do:
// a body read in pieces under a cap, an answer given up at its deadline, redirects that keep
// credentials with their origin.

import BoxOfficeDomain
import Dispatch
import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The network session of the app: one `URLSession`, whose delegate reads every answer in pieces,
/// and the ``RetryPolicy`` its clients follow.
///
/// Reading in pieces is what makes the limits hold whatever a server does. A body is kept only
/// up to its cap (after decompression: libcurl inflates before the delegate sees a byte), and
/// the caller is answered the moment a cap, the deadline, a refused redirect or a cancellation
/// comes, without waiting for URLSession to wind the transfer down. (On Linux a cancelled
/// transfer can go on while a server floods it faster than it is read: the session's queue serves
/// the socket before the cancellation, and its bytes are dropped as they come. So nothing here
/// ever waits for that queue: not a cancellation, and not an invalidation at `deinit`, which
/// would hold a one-shot command's exit.) A redirect to another scheme, host or port is not
/// followed when the request carries a key, and one from https to http never is. A session lives
/// as long as the program.
public final class HTTPSession: Sendable {
    /// How its clients retry a GET.
    public let retries: RetryPolicy
    private let session: URLSession
    private let router = ReadRouter()

    /// Makes a session.
    /// - Parameters:
    ///   - configuration: the `URLSession`'s settings (connections per host, no cache, …).
    ///   - retries: how its clients retry; the app's by default.
    public init(configuration: URLSessionConfiguration, retries: RetryPolicy = .standard) {
        let queue = OperationQueue()
        queue.name = "boxoffice.http-reads"
        queue.maxConcurrentOperationCount = 1
        session = URLSession(configuration: configuration, delegate: router, delegateQueue: queue)
        self.retries = retries
    }

    /// The answer to `request`, read within `limits` and given up at `deadline`.
    func read(_ request: URLRequest, limits: ReadLimits, until deadline: ContinuousClock.Instant) async
        -> ReadOutcome
    {
        let task = session.dataTask(with: request)
        let read = BodyRead(task: task, url: request.url, limits: limits)
        router.add(read, for: task)
        defer { router.remove(task) }
        task.resume()
        return await withTaskCancellationHandler {
            await withTaskGroup(of: ReadOutcome?.self) { group in
                group.addTask { await read.outcome() }
                group.addTask {
                    try? await Task.sleep(until: deadline, clock: .continuous)
                    if !Task.isCancelled { read.deadlinePassed() }
                    return nil
                }
                defer { group.cancelAll() }
                while let next = await group.next() {
                    if let outcome = next { return outcome }
                }
                return .failed(.cancelled)
            }
        } onCancel: {
            read.cancel()
        }
    }
}

/// What one request may do: how large its body may grow, and whether it carries a key (in its
/// query or its headers) that must not follow a redirect to another server.
struct ReadLimits: Sendable {
    /// The largest body kept, in bytes (as decompressed).
    var maximumBytes: Int
    /// Whether the request carries a key.
    var carriesCredentials: Bool
}

/// How one request ended.
enum ReadOutcome: Sendable {
    /// An HTTP answer (any status) with its whole body.
    case answered(HTTPURLResponse, Data)
    /// No usable answer.
    case failed(ReadFailure)
}

/// Why one request ended without an answer.
enum ReadFailure: Error, Sendable {
    /// URLSession's error, e.g. `URLError(.cannotConnectToHost)`.
    case transport(any Error)
    /// The body grew past this many bytes.
    case tooLarge(limit: Int)
    /// The deadline passed; `receivedBytes` of the body had come, `nil` before the response's head.
    case deadlinePassed(receivedBytes: Int?)
    /// A redirect to this URL was not followed.
    case redirectRefused(to: URL, RedirectRefusal)
    /// The calling task was cancelled.
    case cancelled
}

/// When a redirect is not followed: from https to http, or to another origin (scheme, host,
/// port) when the request carries a key.
enum RedirectRule {
    /// Why the redirect from `from` (the URL that answered 3xx; `origin` the request's first URL)
    /// to `target` is refused, or `nil` when it may be followed.
    static func refusal(from: URL?, origin: URL?, to target: URL, carriesCredentials: Bool)
        -> RedirectRefusal?
    {
        let targetScheme = target.scheme?.lowercased()
        if from?.scheme?.lowercased() == "https" || origin?.scheme?.lowercased() == "https",
            targetScheme != "https"
        {
            return .downgradeToHTTP
        }
        guard carriesCredentials else { return nil }
        return Self.origin(of: origin) == Self.origin(of: target) ? nil : .keyWouldLeaveItsServer
    }

    /// `scheme://host:port`, the port made explicit.
    private static func origin(of url: URL?) -> String? {
        guard let url, let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased() else {
            return nil
        }
        let port = url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : -1)
        return "\(scheme)://\(host):\(port)"
    }
}

/// One request as the delegate sees it: its response, its body up to the cap, and the one
/// outcome its caller awaits, whichever comes first.
final class BodyRead: Sendable {
    private struct State {
        var continuation: CheckedContinuation<ReadOutcome, Never>?
        var outcome: ReadOutcome?
        var response: HTTPURLResponse?
        var body = Data()
    }

    /// Where cancellations are sent: `URLSessionTask.cancel()` waits for the session's queue,
    /// so it never runs on the delegate's queue or a task's thread.
    private static let cancelQueue = DispatchQueue(label: "boxoffice.url-task-cancel")

    private let state = Mutex(State())
    private let task: URLSessionDataTask
    private let url: URL?
    private let limits: ReadLimits

    init(task: URLSessionDataTask, url: URL?, limits: ReadLimits) {
        self.task = task
        self.url = url
        self.limits = limits
    }

    /// The outcome, once there is one.
    func outcome() async -> ReadOutcome {
        await withCheckedContinuation { continuation in
            let ready = state.withLock { state -> ReadOutcome? in
                if state.outcome == nil { state.continuation = continuation }
                return state.outcome
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }

    /// The response's head: a body announced larger than the cap ends the read at once.
    func received(_ response: URLResponse) {
        guard let http = response as? HTTPURLResponse else { return }
        if http.expectedContentLength > Int64(limits.maximumBytes) {
            finish(.failed(.tooLarge(limit: limits.maximumBytes)))
        } else {
            state.withLock { $0.response = http }
        }
    }

    /// A piece of the body: kept while the body stays within the cap.
    func received(_ data: Data) {
        let exceeded = state.withLock { state -> Bool in
            guard state.outcome == nil else { return false }
            guard state.body.count + data.count <= limits.maximumBytes else { return true }
            state.body.append(data)
            return false
        }
        if exceeded { finish(.failed(.tooLarge(limit: limits.maximumBytes))) }
    }

    /// The transfer ended, with `error` or with the whole answer.
    func completed(with error: (any Error)?) {
        let outcome = state.withLock { state -> ReadOutcome in
            if let error { return .failed(.transport(error)) }
            guard let response = state.response ?? task.response as? HTTPURLResponse else {
                return .failed(.transport(URLError(.badServerResponse)))
            }
            return .answered(response, state.body)
        }
        finish(outcome, cancellingTask: false)
    }

    /// The request to follow a redirect with, or `nil` (and the read ends) when it is refused.
    func redirect(from response: HTTPURLResponse, to request: URLRequest) -> URLRequest? {
        guard let target = request.url else { return nil }
        guard
            let refusal = RedirectRule.refusal(
                from: response.url, origin: url, to: target, carriesCredentials: limits.carriesCredentials)
        else { return request }
        finish(.failed(.redirectRefused(to: target, refusal)))
        return nil
    }

    /// The request's time is up: the body had begun when the response's head had come, which the
    /// task knows before the delegate hears of it.
    func deadlinePassed() {
        let headCame = task.response != nil
        let received = state.withLock { headCame || $0.response != nil ? $0.body.count : nil }
        finish(.failed(.deadlinePassed(receivedBytes: received)))
    }

    /// The calling task was cancelled.
    func cancel() {
        finish(.failed(.cancelled))
    }

    /// Answers the caller with the first outcome (later ones are ignored), drops the body kept,
    /// and cancels the transfer unless it is over.
    private func finish(_ outcome: ReadOutcome, cancellingTask: Bool = true) {
        let (isFirst, continuation) = state.withLock { state in
            guard state.outcome == nil else { return (false, CheckedContinuation<ReadOutcome, Never>?.none) }
            state.outcome = outcome
            state.body = Data()
            defer { state.continuation = nil }
            return (true, state.continuation)
        }
        guard isFirst else { return }
        continuation?.resume(returning: outcome)
        if cancellingTask {
            let task = task
            Self.cancelQueue.async { task.cancel() }
        }
    }
}

/// The session's delegate: hands each task's events to its ``BodyRead``.
final class ReadRouter: NSObject, URLSessionDataDelegate, Sendable {
    private let reads = Mutex<[Int: BodyRead]>([:])

    func add(_ read: BodyRead, for task: URLSessionTask) {
        reads.withLock { $0[task.taskIdentifier] = read }
    }

    func remove(_ task: URLSessionTask) {
        _ = reads.withLock { $0.removeValue(forKey: task.taskIdentifier) }
    }

    private func read(of task: URLSessionTask) -> BodyRead? {
        reads.withLock { $0[task.taskIdentifier] }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        read(of: dataTask)?.received(response)
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        read(of: dataTask)?.received(data)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        read(of: task)?.completed(with: error)
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(read(of: task)?.redirect(from: response, to: request))
    }
}
