import Foundation

/// A value read from the store, with the moment it was fetched from its source.
public struct StoredCopy<Value: Sendable>: Sendable {
    /// The value.
    public let value: Value
    /// When it was fetched.
    public let fetchedAt: Date

    /// Pairs a value with its fetch time.
    public init(value: Value, fetchedAt: Date) {
        self.value = value
        self.fetchedAt = fetchedAt
    }

    /// Whether it was fetched less than `maxAge` seconds before `now`.
    public func isFresh(maxAge: TimeInterval, now: Date) -> Bool {
        now.timeIntervalSince(fetchedAt) < maxAge
    }
}
