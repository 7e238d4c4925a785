import BoxOfficeData
import Foundation
import Synchronization

/// The waits a ``RetryPolicy`` asks for, recorded instead of slept: a test asserts how long it
/// would have waited, never how long it took.
final class RecordedWaits: Sendable {
    private let waits = Mutex<[Duration]>([])

    /// Every wait asked for, in order.
    var all: [Duration] { waits.withLock { $0 } }

    /// The app's policy with this recorder as its sleeper and the jitter at `jitter`.
    func policy(jitter: Double = 1) -> RetryPolicy {
        RetryPolicy(sleep: { [self] wait in waits.withLock { $0.append(wait) } }, jitter: { jitter })
    }
}

extension RetryPolicy {
    /// The app's policy without the waiting: retries come at once.
    static var immediate: RetryPolicy {
        RetryPolicy(sleep: { _ in }, jitter: { 1 })
    }
}
