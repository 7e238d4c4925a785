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
