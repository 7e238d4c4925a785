// When a GET is tried again: which answers, how long to wait (doubling, jittered, or the
// server's Retry-After), and the waiting itself, injected so that tests never wait.

import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// When, and after how long, a GET is tried again.
///
/// Only what another try may cure is retried: HTTP 429, 502, 503 and 504, and a connection reset
/// or dropped before an answer. Never another status, never a KOBIS fault (it comes with HTTP
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
        maximumAttempts: Int = 3, firstDelay: Duration = .milliseconds(500),
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
