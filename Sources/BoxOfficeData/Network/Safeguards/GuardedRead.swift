// One GET's answer read under guards AsyncHTTPClient cannot give it alone: its redirects followed on
// the rule of a key (the client follows none), twenty at most; each answer read on the client's event
// loop as it comes, where whichever comes first of its end, the byte cap, the deadline or the caller's
// cancellation decides the outcome, however late the caller's task runs.

import AsyncHTTPClient
import BoxOfficeDomain
import Foundation
import NIOCore
import NIOHTTP1
import Synchronization

// A redirect is not followed from https to http, nor to another origin (scheme, host, port)
// when the request carries a key.
enum RedirectRule {
    // How many redirects one request follows, as browsers and libcurl do.
    static let mostRedirects = 20

    static let redirectStatuses: Set<Int> = [301, 302, 303, 307, 308]

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

    static func origin(of url: URL?) -> String? {
        guard let url, let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased() else {
            return nil
        }
        let port = url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : -1)
        return "\(scheme)://\(host):\(port)"
    }

    // The address a redirect answer leads to: `nil` when it is no redirect; a `Location` that is
    // missing, unreadable or not http(s) leads nowhere, which is a failure.
    static func target(of answer: HTTPAnswer, from url: URL) -> Result<URL, ReadFailure>? {
        guard redirectStatuses.contains(answer.status) else { return nil }
        guard let location = answer.headers.first(name: "Location"),
            let target = URL(string: location, relativeTo: url)?.absoluteURL,
            let scheme = target.scheme?.lowercased(), scheme == "http" || scheme == "https"
        else { return .failure(.tooManyRedirects) }
        return .success(target)
    }
}

// Reads `url` through `read`, following each redirect the rule allows with the same headers.
func followingRedirects(
    from url: URL, headers: [String: String], limits: ReadLimits,
    read: (URL, [String: String]) async -> ReadOutcome
) async -> ReadOutcome {
    var current = url
    var redirects = 0
    while true {
        let outcome = await read(current, headers)
        guard case .answered(let answer) = outcome, let next = RedirectRule.target(of: answer, from: current)
        else {
            return outcome
        }
        let target: URL
        switch next {
        case .failure(let failure): return .failed(failure)
        case .success(let url): target = url
        }
        if let refusal = RedirectRule.refusal(
            from: current, origin: url, to: target, carriesCredentials: limits.carriesCredentials)
        {
            return .failed(.redirectRefused(to: target, refusal))
        }
        guard redirects < RedirectRule.mostRedirects else { return .failed(.tooManyRedirects) }
        redirects += 1
        current = target
    }
}

// Decided on the event loop, not when the awaiting task next runs: with Swift's few threads busy, an
// answer that came in time would otherwise lose to a deadline that woke up at the same moment.
final class BoundedRead: HTTPClientResponseDelegate, Sendable {
    typealias Response = Void

    private struct ReadState {
        var head: HTTPResponseHead?
        var body = Data()
        var outcome: ReadOutcome?
        var continuation: CheckedContinuation<ReadOutcome, Never>?
        var task: HTTPClient.Task<Void>?
        var deadline: Scheduled<Void>?
    }

    private let state = Mutex(ReadState())
    private let maximumBytes: Int

    init(maximumBytes: Int) {
        self.maximumBytes = maximumBytes
    }

    // Sends `request` and waits for its outcome, which a cancellation of the caller ends at once.
    static func outcome(
        of request: HTTPClient.Request, through client: HTTPClient, maximumBytes: Int,
        until deadline: NIODeadline
    ) async -> ReadOutcome {
        let read = BoundedRead(maximumBytes: maximumBytes)
        return await withTaskCancellationHandler {
            let task = client.execute(request: request, delegate: read, deadline: deadline)
            read.started(
                task, deadline: task.eventLoop.scheduleTask(deadline: deadline) { read.deadlinePassed() })
            return await read.outcome()
        } onCancel: {
            read.finish(.failed(.cancelled))
        }
    }

    private func started(_ task: HTTPClient.Task<Void>, deadline: Scheduled<Void>) {
        let isOver = state.withLock { state in
            state.task = task
            state.deadline = deadline
            return state.outcome != nil
        }
        if isOver {
            task.cancel()
            deadline.cancel()
        }
    }

    private func outcome() async -> ReadOutcome {
        await withCheckedContinuation { continuation in
            let ready = state.withLock { state -> ReadOutcome? in
                if state.outcome == nil { state.continuation = continuation }
                return state.outcome
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }

    func didReceiveHead(task: HTTPClient.Task<Void>, _ head: HTTPResponseHead) -> EventLoopFuture<Void> {
        if let announced = head.headers.first(name: "Content-Length").flatMap(Int.init),
            announced > maximumBytes
        {
            finish(.failed(.tooLarge))
        } else {
            state.withLock { $0.head = head }
        }
        return task.eventLoop.makeSucceededVoidFuture()
    }

    func didReceiveBodyPart(task: HTTPClient.Task<Void>, _ buffer: ByteBuffer) -> EventLoopFuture<Void> {
        let exceeded = state.withLock { state -> Bool in
            guard state.outcome == nil else { return false }
            guard state.body.count + buffer.readableBytes <= maximumBytes else { return true }
            state.body.append(contentsOf: buffer.readableBytesView)
            return false
        }
        if exceeded { finish(.failed(.tooLarge)) }
        return task.eventLoop.makeSucceededVoidFuture()
    }

    func didReceiveError(task: HTTPClient.Task<Void>, _ error: any Error) {
        finish(.failed(ReadFailure(error, receivedBytes: receivedBytes)))
    }

    func didFinishRequest(task: HTTPClient.Task<Void>) throws {
        let answer = state.withLock { state in
            state.head.map { HTTPAnswer(status: Int($0.status.code), headers: $0.headers, body: state.body) }
        }
        finish(answer.map(ReadOutcome.answered) ?? .failed(.closedBeforeAnswer))
    }

    private func deadlinePassed() {
        finish(.failed(.deadlinePassed(receivedBytes: receivedBytes)))
    }

    // `nil` before the head came.
    private var receivedBytes: Int? {
        state.withLock { state in state.head.map { _ in state.body.count } }
    }

    // The first outcome answers the caller; the transfer, if still going, is cancelled.
    private func finish(_ outcome: ReadOutcome) {
        let taken = state.withLock {
            state -> (CheckedContinuation<ReadOutcome, Never>?, HTTPClient.Task<Void>?)? in
            guard state.outcome == nil else { return nil }
            state.outcome = outcome
            state.body = Data()
            state.deadline?.cancel()
            defer { state.continuation = nil }
            return (state.continuation, state.task)
        }
        guard let (continuation, task) = taken else { return }
        continuation?.resume(returning: outcome)
        task?.cancel()
    }
}
