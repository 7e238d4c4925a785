// The URLSession every request goes through, and what bounds a server there: an answer given up at its
// deadline, a body read in pieces under a cap, redirects that keep credentials with their origin.

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
    /// The `URLSession`, made at the first request: a command answered from the store or the demo
    /// data never loads libcurl's connection machinery (a few MiB of a one-shot run's peak).
    private let session: Mutex<URLSession?> = Mutex(nil)
    private let makeSession: @Sendable () -> URLSession
    private let router: ReadRouter
    /// Where this session's tasks are made, started and cancelled: those calls of URLSession
    /// wait for the session's queue, which a flood can keep busy, so they never run on a
    /// caller's thread or on the delegate's queue.
    private let control = DispatchQueue(label: "boxoffice.url-task-control")

    /// Makes a session.
    /// - Parameters:
    ///   - configuration: the `URLSession`'s settings (connections per host, no cache, …).
    ///   - retries: how its clients retry; the app's by default.
    public init(configuration: URLSessionConfiguration, retries: RetryPolicy = .standard) {
        let router = ReadRouter()
        self.router = router
        makeSession = {
            let queue = OperationQueue()
            queue.name = "boxoffice.http-reads"
            queue.maxConcurrentOperationCount = 1
            return URLSession(configuration: configuration, delegate: router, delegateQueue: queue)
        }
        self.retries = retries
    }

    /// The one `URLSession`, made the first time it is needed.
    private var urlSession: URLSession {
        session.withLock { session in
            if let session { return session }
            let made = makeSession()
            session = made
            return made
        }
    }

    /// The answer to `request`, read within `limits` and given up at `deadline`.
    ///
    /// The task is made and started on the control queue: URLSession's calls wait for its queue,
    /// and the caller must never wait where the deadline cannot reach it.
    func read(_ request: URLRequest, limits: ReadLimits, until deadline: ContinuousClock.Instant) async
        -> ReadOutcome
    {
        let read = BodyRead(url: request.url, limits: limits, router: router, control: control)
        let session = urlSession
        control.async { read.start(session.dataTask(with: request)) }
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
    /// The answer is not an HTTP response.
    case notHTTPResponse
    /// The connection ended before the body its head announced: `receivedBytes` of it had come.
    case cutShort(receivedBytes: Int)
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

/// outcome its caller awaits, whichever comes first.
///
/// Its task is cancelled once the outcome is known, with one care for a swift-corelibs-foundation
/// bug: a task cancelled while URLSession waits for the answer to a redirect traps when that
/// answer comes. So a refused redirect is never answered (the task is cancelled instead), no
/// redirect is answered once the read is over, and a cancellation that comes while an allowed
/// redirect is being set up waits for the task's next event.
final class BodyRead: Sendable {
    private struct ReadProgress {
        var continuation: CheckedContinuation<ReadOutcome, Never>?
        var outcome: ReadOutcome?
        var task: URLSessionDataTask?
        var response: HTTPURLResponse?
        var body = Data()
        /// A redirect was allowed and URLSession has not yet gone on with it.
        var redirecting = false
        /// The read ended while `redirecting`: the task is cancelled at its next event.
        var cancelWhenSettled = false
    }

    private let state = Mutex(ReadProgress())
    private let url: URL?
    private let limits: ReadLimits
    private let router: ReadRouter
    private let control: DispatchQueue

    /// - Parameters:
    ///   - url: the request's URL, whose origin its key belongs to.
    ///   - limits: what the request may do.
    ///   - router: the delegate that hands it the task's events.
    ///   - control: the session's queue for starting and cancelling tasks.
    init(url: URL?, limits: ReadLimits, router: ReadRouter, control: DispatchQueue) {
        self.url = url
        self.limits = limits
        self.router = router
        self.control = control
    }

    /// Starts `task` for this read, or cancels it when the read is already over. On the
    /// session's control queue.
    func start(_ task: URLSessionDataTask) {
        let isOver = state.withLock { state -> Bool in
            guard state.outcome == nil else { return true }
            state.task = task
            return false
        }
        guard !isOver else {
            task.cancel()
            return
        }
        router.add(self, for: task)
        task.resume()
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
        settle()
        guard let http = response as? HTTPURLResponse else { return }
        if http.expectedContentLength > Int64(limits.maximumBytes) {
            finish(.failed(.tooLarge(limit: limits.maximumBytes)))
        } else {
            state.withLock { $0.response = http }
        }
    }

    /// A piece of the body: kept while the body stays within the cap.
    func received(_ data: Data) {
        settle()
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
            state.redirecting = false
            if error != nil, let response = state.response,
                response.expectedContentLength > Int64(state.body.count)
            {
                return .failed(.cutShort(receivedBytes: state.body.count))
            }
            if let error { return .failed(.transport(error)) }
            guard let response = state.response ?? state.task?.response as? HTTPURLResponse else {
                return .failed(.notHTTPResponse)
            }
            return .answered(response, state.body)
        }
        finish(outcome, cancellingTask: false)
    }

    /// The request to go on with after a redirect; `nil` when the redirect is not to be answered
    /// at all: it is refused, or the read is over, and the task is (being) cancelled.
    func redirect(from response: HTTPURLResponse, to request: URLRequest) -> URLRequest? {
        settle()
        guard let target = request.url else {
            finish(.failed(.notHTTPResponse))
            return nil
        }
        if let refusal = RedirectRule.refusal(
            from: response.url, origin: url, to: target, carriesCredentials: limits.carriesCredentials)
        {
            finish(.failed(.redirectRefused(to: target, refusal)))
            return nil
        }
        let allowed = state.withLock { state -> Bool in
            guard state.outcome == nil else { return false }
            state.redirecting = true
            return true
        }
        return allowed ? request : nil
    }

    /// The request's time is up: the body had begun when the response's head had come, which the
    /// task knows before the delegate hears of it.
    func deadlinePassed() {
        let received = state.withLock { state in
            state.response != nil || state.task?.response != nil ? state.body.count : nil
        }
        finish(.failed(.deadlinePassed(receivedBytes: received)))
    }

    /// The calling task was cancelled.
    func cancel() {
        finish(.failed(.cancelled))
    }

    /// The task has gone on after an allowed redirect: a cancellation held back meanwhile is sent.
    private func settle() {
        let task = state.withLock { state -> URLSessionDataTask? in
            guard state.redirecting else { return nil }
            state.redirecting = false
            defer { state.cancelWhenSettled = false }
            return state.cancelWhenSettled ? state.task : nil
        }
        if let task { control.async { task.cancel() } }
    }

    /// Answers the caller with the first outcome (later ones are ignored), drops the body kept,
    /// and cancels the transfer unless it is over (or, while a redirect is being set up, once it
    /// has gone on).
    private func finish(_ outcome: ReadOutcome, cancellingTask: Bool = true) {
        let (isFirst, continuation, cancelled) = state.withLock { state in
            guard state.outcome == nil else {
                return (false, CheckedContinuation<ReadOutcome, Never>?.none, URLSessionDataTask?.none)
            }
            state.outcome = outcome
            state.body = Data()
            defer { state.continuation = nil }
            guard cancellingTask, !state.redirecting else {
                state.cancelWhenSettled = cancellingTask
                return (true, state.continuation, nil)
            }
            return (true, state.continuation, state.task)
        }
        guard isFirst else { return }
        continuation?.resume(returning: outcome)
        if let cancelled { control.async { cancelled.cancel() } }
    }
}

/// The session's delegate: hands each task's events to its ``BodyRead``, until the task ends.
final class ReadRouter: NSObject, URLSessionDataDelegate, Sendable {
    private let reads = Mutex<[Int: BodyRead]>([:])

    /// Routes `task`'s events to `read`.
    func add(_ read: BodyRead, for task: URLSessionTask) {
        reads.withLock { $0[task.taskIdentifier] = read }
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
        reads.withLock { $0.removeValue(forKey: task.taskIdentifier) }?.completed(with: error)
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        if let followed = read(of: task)?.redirect(from: response, to: request) {
            completionHandler(followed)
        }
    }
}
