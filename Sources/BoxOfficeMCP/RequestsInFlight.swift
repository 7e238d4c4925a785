// The requests being answered: how many (so the server takes no more than it may), which to cancel when the
// client asks, and all of them when the client has gone.

import BoxOfficePresentation
import Foundation

/// Each request's answer is worked out in a task of its own, so a `ping` is answered while a sync runs.
@MainActor
final class RequestsInFlight {
    private var running: [Int: (id: RequestID?, task: Task<Void, Never>)] = [:]
    private var next = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    var count: Int { running.count }

    /// Starts `work`, under `id` when the client may cancel it by that id.
    func start(_ id: RequestID?, _ work: @escaping @MainActor () async -> Void) {
        let key = next
        next += 1
        running[key] = (
            id,
            Task { @MainActor [weak self] in
                await work()
                self?.finished(key)
            }
        )
    }

    /// Cancels the latest request under the id `named`, as the client asked (`notifications/cancelled`).
    func cancel(_ named: JSONValue) {
        running.filter { $0.value.id.map { JSONValue.read($0.bytes) == named } ?? false }
            .max { $0.key < $1.key }?.value.task.cancel()
    }

    func cancelAll() {
        for request in running.values { request.task.cancel() }
    }

    /// Returns once fewer than `limit` requests run.
    func waitUntilFewer(than limit: Int) async {
        while running.count >= limit { await changed() }
    }

    private func finished(_ key: Int) {
        running[key] = nil
        let woken = waiting
        waiting = []
        for continuation in woken { continuation.resume() }
    }

    private func changed() async {
        await withCheckedContinuation { waiting.append($0) }
    }
}
