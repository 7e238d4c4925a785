// The store in front of KOBIS and Kakao: CachingLookup, the three caching repositories built on it, and
// what a write that failed tells.

import BoxOfficeDomain
import Foundation
import GRDB

/// Charts through the local store: charts fetched when their period was final never cost a
/// request again, recent ones are asked again after ``CachePolicy/recentDayMaxAge``, `refresh`
/// always asks.
///
/// Wraps the KOBIS repository. Every request it lets through is counted in the store against
/// the key's day in Seoul (the 3,000-a-day budget). A store that fails to read is passed by; a
/// chart the store fails to keep is shown and failed (``BoxOfficeFailure/chartNotKept(_:_:)``).
public struct CachingBoxOfficeRepository: BoxOfficeRepository {
    private let upstream: any BoxOfficeRepository
    private let calls: StoreCallLedger
    private let charts: CachingLookup<ChartRequest, BoxOfficeChart>

    /// - Parameters:
    ///   - upstream: where figures are fetched (KOBIS).
    ///   - store: where they are kept.
    ///   - key: whose calls the requests count as.
    ///   - calendar: the clock, and which days are final (Asia/Seoul).
    ///   - policy: how long recent charts are good for.
    public init(
        upstream: any BoxOfficeRepository, store: BoxOfficeStore, key: KOBISKeyID,
        calendar: BoxOfficeCalendar,
        policy: CachePolicy
    ) {
        self.upstream = upstream
        calls = StoreCallLedger(store: store, key: key)
        charts = CachingLookup(
            calendar: calendar,
            isFresh: { copy, request, now in
                StoredChart(fetchedAt: copy.fetchedAt, isEmpty: copy.value.entries.isEmpty)
                    .isFinal(request.period, calendar: calendar)
                    || copy.isFresh(maxAge: policy.recentDayMaxAge, now: now)
            },
            read: { request in try await store.chart(request) },
            write: { chart, _, fetchedAt in
                // An empty list of a recent period is one still being counted: not worth keeping.
                // A past period's is kept, and asked again later (an empty chart is never final).
                if !chart.entries.isEmpty || calendar.isFinal(chart.period.last, asOf: fetchedAt) {
                    try await store.save(chart, fetchedAt: fetchedAt)
                }
            },
            notKept: { chart, problem in .chartNotKept(chart, problem) })
    }

    /// The upstream's days.
    public var availableDates: [BoxOfficeDate]? { upstream.availableDates }

    /// The stored copy (source `.cache`) when it is good enough, else KOBIS's answer, kept.
    /// An empty list of a recent period (one still being counted) is not kept.
    ///
    /// A stored copy is good enough when the period was already final when it was fetched and it
    /// has rows (its figures cannot have changed since), or when it is younger than
    /// ``CachePolicy/recentDayMaxAge``. A copy fetched while the period was still recent is asked
    /// for again once it is too old, even if it has become final since: that one more
    /// request brings the final figures, served from then on.
    public func chart(_ request: ChartRequest, refresh: Bool) async throws(BoxOfficeFailure) -> BoxOfficeChart
    {
        try await charts.kobisValue(for: request, refresh: refresh, countingCallsIn: calls) {
            () throws(BoxOfficeFailure) in
            try await upstream.chart(request, refresh: refresh)
        }
    }
}

/// Movie details through the local store: a stored detail younger than
/// ``CachePolicy/detailMaxAge`` is served without a request (source `.cache`); `refresh`
/// always asks. Every request let through is counted against today in Seoul. A detail the
/// store fails to keep is failed as ``BoxOfficeFailure/detailNotKept(_:_:)``, which carries it.
public struct CachingMovieDetailRepository: MovieDetailRepository {
    private let upstream: any MovieDetailRepository
    private let calls: StoreCallLedger
    private let details: CachingLookup<MovieCode, MovieDetail>

    /// - Parameters:
    ///   - upstream: where details are fetched (KOBIS).
    ///   - store: where they are kept.
    ///   - key: whose calls the requests count as.
    ///   - calendar: the clock, and today in Seoul for counting calls.
    ///   - policy: how long a detail is good for.
    public init(
        upstream: any MovieDetailRepository, store: BoxOfficeStore, key: KOBISKeyID,
        calendar: BoxOfficeCalendar,
        policy: CachePolicy
    ) {
        self.upstream = upstream
        calls = StoreCallLedger(store: store, key: key)
        details = CachingLookup(
            calendar: calendar,
            isFresh: { copy, _, now in copy.isFresh(maxAge: policy.detailMaxAge, now: now) },
            read: { code in try await store.movieDetail(code) },
            write: { detail, _, fetchedAt in try await store.save(detail, fetchedAt: fetchedAt) },
            notKept: { detail, problem in .detailNotKept(detail, problem) })
    }

    /// The stored detail when it is young enough, else KOBIS's answer, kept.
    public func movieDetail(for code: MovieCode, refresh: Bool) async throws(BoxOfficeFailure) -> MovieDetail
    {
        try await details.kobisValue(for: code, refresh: refresh, countingCallsIn: calls) {
            () throws(BoxOfficeFailure) in
            try await upstream.movieDetail(for: code, refresh: refresh)
        }
    }
}

/// Poster lookups through the local store: an image found (or the answer that there is none)
/// is kept for ``CachePolicy/detailMaxAge`` and not looked up again meanwhile. Failures are
/// not kept.
public struct CachingPosterRepository: PosterRepository {
    private let upstream: any PosterRepository
    private let lookups: CachingLookup<MovieCode, PosterLookup>

    /// - Parameters:
    ///   - upstream: where posters are looked up (Kakao).
    ///   - store: where lookups are kept.
    ///   - calendar: the clock.
    ///   - policy: how long a lookup is good for.
    public init(
        upstream: any PosterRepository, store: BoxOfficeStore, calendar: BoxOfficeCalendar,
        policy: CachePolicy
    ) {
        self.upstream = upstream
        lookups = CachingLookup(
            calendar: calendar,
            isFresh: { copy, _, now in copy.isFresh(maxAge: policy.detailMaxAge, now: now) },
            read: { code in try await store.poster(code) },
            // The store keeps only answers (found, not found); a failure is worth asking again.
            write: { lookup, code, fetchedAt in
                try await store.save(poster: lookup, for: code, fetchedAt: fetchedAt)
            })
    }

    /// The stored lookup when young enough, else the upstream's, kept when it is an answer.
    public func poster(for code: MovieCode, title: String) async -> PosterLookup {
        await lookups.value(for: code, refresh: false) { await upstream.poster(for: code, title: title) }
    }
}

/// What every caching repository does with the store: serve the stored copy while it is
/// fresh, else fetch, keep the answer (stamped with the moment it came), and return it.
///
/// Only the parts that differ are given: where a key's copy is read and written, and when a
/// copy is fresh enough. The store marks what it returns with source ``DataSource/cache``.
/// A store that fails to read is passed by: the value is then fetched. A value the store fails to
/// write is still returned, unless `notKept` makes that a failure (a chart: the user is told).
struct CachingLookup<Key: Sendable, Value: Sendable>: Sendable {
    /// Whether a stored copy of a key may still be served at `now`.
    typealias Freshness = @Sendable (_ copy: StoredCopy<Value>, _ key: Key, _ now: Date) -> Bool
    /// A key's stored copy, `nil` when there is none.
    typealias Read = @Sendable (Key) async throws -> StoredCopy<Value>?
    /// Keeps a fetched value of a key (or decides not to).
    typealias Write = @Sendable (Value, Key, _ fetchedAt: Date) async throws -> Void
    /// The failure of a value fetched that the store could not keep.
    typealias NotKept = @Sendable (Value, StoreWriteFailure) -> BoxOfficeFailure

    private let calendar: BoxOfficeCalendar
    private let isFresh: Freshness
    private let read: Read
    private let write: Write
    private let notKept: NotKept?

    /// - Parameters:
    ///   - calendar: the clock that says how old a copy is and stamps what is kept.
    ///   - isFresh: when a stored copy may be served.
    ///   - read: where a key's copy is read.
    ///   - write: where a fetched value is kept.
    ///   - notKept: the failure of a value that could not be kept; `nil`: it is returned all the same.
    init(
        calendar: BoxOfficeCalendar, isFresh: @escaping Freshness, read: @escaping Read,
        write: @escaping Write, notKept: NotKept? = nil
    ) {
        self.calendar = calendar
        self.isFresh = isFresh
        self.read = read
        self.write = write
        self.notKept = notKept
    }

    /// The fresh stored copy of `key`, else what `fetch` answers, kept when the store can.
    /// - Parameters:
    ///   - key: what is asked for.
    ///   - refresh: skip the stored copy and fetch.
    ///   - fetch: asks the upstream.
    /// - Throws: what `fetch` throws; nothing is kept then.
    func value<Failure: Error>(
        for key: Key, refresh: Bool, fetch: () async throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        if let stored = await freshCopy(of: key, refresh: refresh) { return stored }
        let fresh = try await fetch()
        try? await write(fresh, key, calendar.instant())
        return fresh
    }

    /// ``value(for:refresh:fetch:)`` for a KOBIS upstream: ``BoxOfficeFailure/cancelled``
    /// once the task is cancelled (before the store is read, and before a request), every
    /// request the fetch sends, each retry too, counted for the key against today in Seoul (the
    /// 3,000-a-day budget) through ``StoreCallLedger/counted(on:_:)``, whether or not the answer is kept, and a
    /// value the store could not keep failed through `notKept` when given.
    func kobisValue(
        for key: Key, refresh: Bool, countingCallsIn calls: StoreCallLedger,
        fetch: () async throws(BoxOfficeFailure) -> Value
    ) async throws(BoxOfficeFailure) -> Value {
        if Task.isCancelled { throw .cancelled }
        if let stored = await freshCopy(of: key, refresh: refresh) { return stored }
        if Task.isCancelled { throw .cancelled }
        let fresh = try await calls.counted(on: calendar, fetch)
        do {
            try await write(fresh, key, calendar.instant())
        } catch {
            if let notKept { throw notKept(fresh, StoreWriteFailure(error, file: calls.store.file)) }
        }
        return fresh
    }

    private func freshCopy(of key: Key, refresh: Bool) async -> Value? {
        guard !refresh, let stored = try? await read(key), isFresh(stored, key, calendar.instant()) else {
            return nil
        }
        return stored.value
    }
}

extension StoreWriteFailure {
    /// What SQLite's `error` says of a write to `file` that failed.
    init(_ error: any Error, file: URL) {
        let reason: Reason
        if let error = error as? DatabaseError {
            switch error.resultCode {
            case .SQLITE_READONLY: reason = .readOnly
            case .SQLITE_FULL: reason = .full
            case .SQLITE_BUSY, .SQLITE_LOCKED: reason = .busy
            case .SQLITE_IOERR: reason = .ioError(code: error.extendedResultCode.rawValue)
            default: reason = .other(code: error.extendedResultCode.rawValue)
            }
        } else {
            reason = .other(code: nil)
        }
        self.init(file: file.path, reason: reason)
    }
}
