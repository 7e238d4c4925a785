import Dispatch
import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One `URLSessionDataTask` awaited from Swift concurrency, cancellable without deadlock.
///
/// On Linux, `URLSession.data(for:)` cancels its task from the Task's cancellation handler,
/// which runs while the Swift runtime holds the task's status lock; `URLSessionTask.cancel()`
/// then waits for the session's work queue. If the session is at that moment finishing the
/// same request on its queue, it waits for the status lock to resume the continuation: each
/// waits for the other, for ever (seen as a hung process when background prefetches were
/// cancelled at quit). Here the cancellation handler only schedules `cancel()` on another
/// queue, so no lock is held while it waits.
final class CancellableDataTask: Sendable {
    private enum State {
        case waiting
        case running(URLSessionDataTask)
        case cancelled
    }

    private let state = Mutex(State.waiting)
    private static let cancelQueue = DispatchQueue(label: "boxoffice.url-task-cancel")

    /// Runs `request` on `session` and returns its answer; a cancelled calling Task gets
    /// `URLError(.cancelled)`.
    static func data(for request: URLRequest, session: URLSession) async throws -> (Data, URLResponse) {
        let handle = CancellableDataTask()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let task = session.dataTask(with: request) { data, response, error in
                    if let data, let response {
                        continuation.resume(returning: (data, response))
                    } else {
                        continuation.resume(throwing: error ?? URLError(.badServerResponse))
                    }
                }
                handle.start(task)
            }
        } onCancel: {
            handle.cancel()
        }
    }

    private func start(_ task: URLSessionDataTask) {
        let cancelledAlready = state.withLock { state -> Bool in
            if case .cancelled = state { return true }
            state = .running(task)
            return false
        }
        task.resume()
        if cancelledAlready { Self.cancelQueue.async { task.cancel() } }
    }

    private func cancel() {
        let task = state.withLock { state -> URLSessionDataTask? in
            defer { state = .cancelled }
            if case .running(let task) = state { return task }
            return nil
        }
        guard let task else { return }
        Self.cancelQueue.async { task.cancel() }
    }
}
