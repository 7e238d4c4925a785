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
    private var bytes: [Int: Int] = [:]

    /// Set once the client can no longer be answered: nothing more is started, and no one waits for room.
    private(set) var ended = false

    /// Starts `work`, under `id` when the client may cancel it by that id; `size` is the bytes of its line.
    func start(_ id: RequestID?, size: Int = 0, _ work: @escaping @MainActor () async -> Void) {
        guard !ended else { return }
        let key = next
        bytes[key] = size
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

    /// The client has gone: every request is cancelled, none started after, and whoever waits for room goes on.
    func endAll() {
        ended = true
        for request in running.values { request.task.cancel() }
        wakeWaiting()
    }

    /// Returns once fewer than `limit` requests run and their lines hold fewer than `bytesLimit` bytes, or
    /// at the end.
    func waitUntilFewer(than limit: Int, bytesLimit: Int = .max) async {
        while !ended, running.count >= limit || bytes.values.reduce(0, +) >= bytesLimit { await changed() }
    }

    private func finished(_ key: Int) {
        running[key] = nil
        bytes[key] = nil
        wakeWaiting()
    }

    private func wakeWaiting() {
        let woken = waiting
        waiting = []
        for continuation in woken { continuation.resume() }
    }

    private func changed() async {
        await withCheckedContinuation { waiting.append($0) }
    }
}
