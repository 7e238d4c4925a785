// Any GET tried again while another try may help, within the request's one deadline; which failures,
// how many tries and how long between them are the policy's, below.

import BoxOfficeDomain
import Foundation
import NIOHTTP1

/// Wraps any GET: a try that failed as the policy retries is tried again after the policy's wait,
/// when that wait ends before the request's deadline; otherwise the last try's failure is thrown.
/// Ctrl-C during a wait ends it at once, with no other try.
public struct RetryingHTTPGet: HTTPGet {
    private let inner: any HTTPGet
    private let policy: RetryPolicy

    public init(_ inner: any HTTPGet, policy: RetryPolicy = .standard) {
        self.inner = inner
        self.policy = policy
    }

    public func get(_ request: HTTPGetRequest) async throws(HTTPGetFailure) -> Data {
        var attempt = 1
        while true {
            do throws(HTTPGetFailure) {
                return try await inner.get(request)
            } catch {
                guard let wait = policy.wait(after: attempt, failed: error),
                    ContinuousClock.now + wait < request.deadline
                else { throw error }
                do {
                    try await policy.sleep(wait)
                } catch {
                    throw HTTPGetFailure(.cancelled)
                }
                attempt += 1
            }
        }
    }
}

/// Only what another try may cure is tried again: HTTP 429, 502, 503, 504, and a connection reset
/// or dropped; never a KOBIS fault (it comes with 200), never past the deadline. The wait doubles
/// with each try, jittered to between half and all of it so clients do not come back in step; a
/// `Retry-After` up to `longestRetryAfter` is waited instead, and a longer one ends the tries.
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

    /// The app's: three tries, 0.5 s then 1 s (each jittered down to half), a `Retry-After` of up to
    /// 10 s.
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

    public static let standard = RetryPolicy()

    static func retries(status: Int) -> Bool {
        retriedStatuses.contains(status)
    }

    // A connection reset, or closed before the answer or its body was whole.
    static func retries(_ reason: ReadFailure) -> Bool {
        switch reason {
        case .connectionLost, .closedBeforeAnswer, .cutShort: true
        default: false
        }
    }

    // `nil` when the tries are used up, or the server asks for too long a wait.
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

extension RetryPolicy {
    // The wait before the try after `attempt`, which failed as `failure` says; `nil` when another try
    // cannot help (a status or a broken read no retry cures, nothing sent), the tries are used up, or
    // the server asks for too long a wait.
    func wait(after attempt: Int, failed failure: HTTPGetFailure) -> Duration? {
        switch failure.outcome {
        case .answered(let answer)? where Self.retries(status: answer.status):
            delay(after: attempt, retryAfter: answer.headers.first(name: "Retry-After"))
        case .failed(let reason)? where Self.retries(reason):
            delay(after: attempt, retryAfter: nil)
        default:
            nil
        }
    }
}
