import BoxOfficeDomain
import Foundation

/// What every caching repository does with the store: serve the stored copy while it is
/// fresh, else fetch, keep the answer (stamped with the moment it came), and return it.
///
/// Only the parts that differ are given: where a key's copy is read and written, and when a
/// copy is fresh enough. The store marks what it returns with source ``DataSource/cache``.
/// A store that fails to read or write is passed by: the value is then fetched, and still
/// returned when it cannot be kept.
struct CachingLookup<Key: Sendable, Value: Sendable>: Sendable {
    /// Whether a stored copy of a key may still be served at `now`.
    typealias Freshness = @Sendable (_ copy: StoredCopy<Value>, _ key: Key, _ now: Date) -> Bool
    /// A key's stored copy, `nil` when there is none.
    typealias Read = @Sendable (Key) async throws -> StoredCopy<Value>?
    /// Keeps a fetched value of a key (or decides not to).
    typealias Write = @Sendable (Value, Key, _ fetchedAt: Date) async throws -> Void

    private let calendar: BoxOfficeCalendar
    private let isFresh: Freshness
    private let read: Read
    private let write: Write

    /// - Parameters:
    ///   - calendar: the clock that says how old a copy is and stamps what is kept.
    ///   - isFresh: when a stored copy may be served.
    ///   - read: where a key's copy is read.
    ///   - write: where a fetched value is kept.
    init(
        calendar: BoxOfficeCalendar, isFresh: @escaping Freshness, read: @escaping Read,
        write: @escaping Write
    ) {
        self.calendar = calendar
        self.isFresh = isFresh
        self.read = read
        self.write = write
    }

    /// The fresh stored copy of `key`, else what `fetch` answers, kept.
    /// - Parameters:
    ///   - key: what is asked for.
    ///   - refresh: skip the stored copy and fetch.
    ///   - fetch: asks the upstream.
    /// - Throws: what `fetch` throws; nothing is kept then.
    func value<Failure: Error>(
        for key: Key, refresh: Bool, fetch: () async throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        if !refresh, let stored = try? await read(key), isFresh(stored, key, calendar.instant()) {
            return stored.value
        }
        let fresh = try await fetch()
        try? await write(fresh, key, calendar.instant())
        return fresh
    }

    /// ``value(for:refresh:fetch:)`` for a KOBIS upstream: ``BoxOfficeFailure/cancelled``
    /// once the task is cancelled (before the store is read, and before a request), and every
    /// request let through counted in `store` against today in Seoul (the 3,000-a-day budget).
    func kobisValue(
        for key: Key, refresh: Bool, countingCallsIn store: BoxOfficeStore,
        fetch: () async throws(BoxOfficeFailure) -> Value
    ) async throws(BoxOfficeFailure) -> Value {
        if Task.isCancelled { throw .cancelled }
        return try await value(for: key, refresh: refresh) { () throws(BoxOfficeFailure) in
            if Task.isCancelled { throw .cancelled }
            try? await store.recordKOBISCall(on: calendar.today())
            return try await fetch()
        }
    }
}
