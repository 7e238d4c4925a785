// A test waits for what a background task does to happen, told when it does, instead of polling for it.

/// Callers waiting for a count to meet a condition, resumed by whoever changes the count.
public struct CountWaiters: Sendable {
    private var waiting: [(isMet: @Sendable (Int) -> Bool, continuation: CheckedContinuation<Void, Never>)] =
        []

    public init() {}

    /// Keeps `continuation` until the count meets `isMet`.
    public mutating func add(
        _ continuation: CheckedContinuation<Void, Never>, until isMet: @escaping @Sendable (Int) -> Bool
    ) {
        waiting.append((isMet, continuation))
    }

    /// Resumes every caller whose condition `count` meets.
    public mutating func count(is count: Int) {
        let met = waiting.filter { $0.isMet(count) }
        waiting.removeAll { $0.isMet(count) }
        for waiter in met { waiter.continuation.resume() }
    }
}
