// Standard output written off the main actor, so a reader that stalls cannot keep Ctrl-C from stopping a command.

import Foundation
import Synchronization

extension FileDescriptorOutputStream {
    /// Writes all of `string` as ``write(_:)`` does, and waits for it; when the task is cancelled
    /// (Ctrl-C) first, stops waiting at once and throws `CancellationError`, leaving the write to
    /// end whenever the reader reads, or with the process.
    public func writeCancellably(_ string: String) async throws {
        // A write(2) to a pipe nobody reads blocks its thread for good, and no signal ends it
        // reliably (SIGINT lands on any thread, and one sent just before the call is missed), so
        // it runs on a thread of its own, off the main actor and the cooperative pool, while the
        // main actor, where Ctrl-C is watched, only waits.
        let wait = WriteWait()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                guard wait.hold(continuation) else { return }
                Thread.detachNewThread { [self] in
                    write(string)
                    wait.end(cancelled: false)
                }
            }
        } onCancel: {
            wait.end(cancelled: true)
        }
    }
}

/// The one resumption of a write's waiter: by the write ending or by cancellation, whichever comes first.
private final class WriteWait: Sendable {
    private enum State {
        case starting
        case waiting(CheckedContinuation<Void, any Error>)
        case cancelledBeforeWaiting
        case over
    }

    private let state = Mutex(State.starting)

    /// Keeps `continuation` until ``end(cancelled:)``, and says whether to start the write: not when
    /// cancelled already, as the continuation is then resumed at once.
    func hold(_ continuation: CheckedContinuation<Void, any Error>) -> Bool {
        let cancelled = state.withLock { state in
            guard case .cancelledBeforeWaiting = state else {
                state = .waiting(continuation)
                return false
            }
            state = .over
            return true
        }
        if cancelled { continuation.resume(throwing: CancellationError()) }
        return !cancelled
    }

    func end(cancelled: Bool) {
        let continuation = state.withLock { state -> CheckedContinuation<Void, any Error>? in
            switch state {
            case .waiting(let continuation):
                state = .over
                return continuation
            case .starting:
                if cancelled { state = .cancelledBeforeWaiting }
                return nil
            case .cancelledBeforeWaiting, .over:
                return nil
            }
        }
        if cancelled {
            continuation?.resume(throwing: CancellationError())
        } else {
            continuation?.resume()
        }
    }
}
