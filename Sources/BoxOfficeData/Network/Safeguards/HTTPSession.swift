// The URLSession every request goes through, and what bounds a server there: an answer given up at its
// deadline, a body read in pieces under a cap, redirects that keep credentials with their origin.

import BoxOfficeDomain
import Dispatch
import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The app's one `URLSession`, whose delegate reads every answer in pieces, so a cap, the deadline,
/// a refused redirect or a cancellation answers the caller at once, whatever the server does.
///
/// The cap counts decompressed bytes (libcurl inflates before the delegate sees one). Nothing here
/// waits for the session's queue, which a flooding server can keep busy on Linux: not a
/// cancellation, and not an invalidation at `deinit`, which would hold a one-shot command's exit.
public final class HTTPSession: Sendable {
    public let retries: RetryPolicy
    // Made at the first request: a command answered from the store never loads libcurl's connection
    // machinery (a few MiB of a one-shot run's peak).
    private let session: Mutex<URLSession?> = Mutex(nil)
    private let makeSession: @Sendable () -> URLSession
    private let router: ReadRouter
    // URLSession's calls to make, start and cancel tasks wait for its queue, which a flood can keep
    // busy: they run here, never on a caller's thread or on the delegate's queue.
    private let control = DispatchQueue(label: "boxoffice.url-task-control")

    /// Makes a session; `configuration` sets connections per host and the cache.
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

    private var urlSession: URLSession {
        session.withLock { session in
            if let session { return session }
            let made = makeSession()
            session = made
            return made
        }
    }

    // The task is started on the control queue, so the caller never waits where the deadline
    // cannot reach it.
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

// `carriesCredentials`: the query or the headers hold a key, which must not follow a redirect
// to another server. `maximumBytes` counts the body decompressed.
struct ReadLimits: Sendable {
    var maximumBytes: Int
    var carriesCredentials: Bool
}

enum ReadOutcome: Sendable {
    case answered(HTTPURLResponse, Data)
    case failed(ReadFailure)
}

enum ReadFailure: Error, Sendable {
    case transport(any Error)
    case tooLarge(limit: Int)
    // `nil` before the response's head came.
    case deadlinePassed(receivedBytes: Int?)
    case redirectRefused(to: URL, RedirectRefusal)
    case notHTTPResponse
    // The connection ended before the body its head announced.
    case cutShort(receivedBytes: Int)
    case cancelled
}

// A redirect is not followed from https to http, nor to another origin (scheme, host, port)
// when the request carries a key.
enum RedirectRule {
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

    private static func origin(of url: URL?) -> String? {
        guard let url, let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased() else {
            return nil
        }
        let port = url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : -1)
        return "\(scheme)://\(host):\(port)"
    }
}

// One request as the delegate sees it: its response, its body up to the cap, and the one outcome
// its caller awaits, whichever comes first.
//
// A swift-corelibs-foundation bug: a task cancelled while URLSession waits for the answer to a
// redirect traps when that answer comes. So a refused redirect is never answered (the task is
// cancelled instead), no redirect is answered once the read is over, and a cancellation that
// comes while an allowed redirect is being set up waits for the task's next event.
final class BodyRead: Sendable {
    private struct ReadProgress {
        var continuation: CheckedContinuation<ReadOutcome, Never>?
        var outcome: ReadOutcome?
        var task: URLSessionDataTask?
        var response: HTTPURLResponse?
        var body = Data()
        // A redirect was allowed and URLSession has not yet gone on with it.
        var redirecting = false
        var cancelWhenSettled = false
    }

    private let state = Mutex(ReadProgress())
    private let url: URL?
    private let limits: ReadLimits
    private let router: ReadRouter
    private let control: DispatchQueue

    init(url: URL?, limits: ReadLimits, router: ReadRouter, control: DispatchQueue) {
        self.url = url
        self.limits = limits
        self.router = router
        self.control = control
    }

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

    func outcome() async -> ReadOutcome {
        await withCheckedContinuation { continuation in
            let ready = state.withLock { state -> ReadOutcome? in
                if state.outcome == nil { state.continuation = continuation }
                return state.outcome
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }

    func received(_ response: URLResponse) {
        settle()
        guard let http = response as? HTTPURLResponse else { return }
        if http.expectedContentLength > Int64(limits.maximumBytes) {
            finish(.failed(.tooLarge(limit: limits.maximumBytes)))
        } else {
            state.withLock { $0.response = http }
        }
    }

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

    // `nil` when the redirect is refused or the read is over: the task is then cancelled instead.
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

    // The body had begun when the response's head had come, which the task knows before the
    // delegate hears of it.
    func deadlinePassed() {
        let received = state.withLock { state in
            state.response != nil || state.task?.response != nil ? state.body.count : nil
        }
        finish(.failed(.deadlinePassed(receivedBytes: received)))
    }

    func cancel() {
        finish(.failed(.cancelled))
    }

    // A cancellation held back while a redirect was being set up is sent now.
    private func settle() {
        let task = state.withLock { state -> URLSessionDataTask? in
            guard state.redirecting else { return nil }
            state.redirecting = false
            defer { state.cancelWhenSettled = false }
            return state.cancelWhenSettled ? state.task : nil
        }
        if let task { control.async { task.cancel() } }
    }

    // The first outcome answers the caller; the transfer is cancelled unless it is over (or, while a
    // redirect is being set up, once it has gone on).
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

final class ReadRouter: NSObject, URLSessionDataDelegate, Sendable {
    private let reads = Mutex<[Int: BodyRead]>([:])

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
