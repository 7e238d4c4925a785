// The store in front of KOBIS and Kakao: CachingLookup, the three caching repositories built on it, and
// what a write that failed tells.

import BoxOfficeDomain
import Foundation
import GRDB

/// Charts through the local store, in front of KOBIS: a chart fetched once its period was final
/// never costs a request again; a chart the store fails to keep is shown and failed (`chartNotKept`).
public struct CachingBoxOfficeRepository: BoxOfficeRepository {
    private let upstream: any BoxOfficeRepository
    private let charts: CachingLookup<ChartRequest, BoxOfficeChart>

    public init(
        upstream: any BoxOfficeRepository, store: BoxOfficeStore, calendar: BoxOfficeCalendar,
        policy: CachePolicy
    ) {
        self.upstream = upstream
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
            notKept: { chart, error in .chartNotKept(chart, StoreWriteFailure(error, file: store.file)) })
    }

    public var availableDates: [BoxOfficeDate]? { upstream.availableDates }

    /// The stored copy when good enough, else KOBIS's answer, kept.
    ///
    /// Good enough: fetched when its period was already final and not empty (its figures cannot have
    /// changed since), or younger than `CachePolicy.recentDayMaxAge`. A copy fetched while its period
    /// was recent is asked for again once too old, even if final since: that request brings the final
    /// figures, served from then on.
    public func chart(_ request: ChartRequest, refresh: Bool) async throws(BoxOfficeFailure) -> BoxOfficeChart
    {
        try await charts.kobisValue(for: request, refresh: refresh) {
            () throws(BoxOfficeFailure) in
            try await upstream.chart(request, refresh: refresh)
        }
    }
}

/// Movie details through the local store, for `CachePolicy.detailMaxAge`; a detail the store fails
/// to keep is failed as `detailNotKept`, which carries it.
public struct CachingMovieDetailRepository: MovieDetailRepository {
    private let upstream: any MovieDetailRepository
    private let details: CachingLookup<MovieCode, MovieDetail>

    public init(
        upstream: any MovieDetailRepository, store: BoxOfficeStore, calendar: BoxOfficeCalendar,
        policy: CachePolicy
    ) {
        self.upstream = upstream
        details = CachingLookup(
            calendar: calendar,
            isFresh: { copy, _, now in copy.isFresh(maxAge: policy.detailMaxAge, now: now) },
            read: { code in try await store.movieDetail(code) },
            write: { detail, _, fetchedAt in try await store.save(detail, fetchedAt: fetchedAt) },
            notKept: { detail, error in .detailNotKept(detail, StoreWriteFailure(error, file: store.file)) })
    }

    /// The stored detail when young enough, else KOBIS's answer, kept.
    public func movieDetail(for code: MovieCode, refresh: Bool) async throws(BoxOfficeFailure) -> MovieDetail
    {
        try await details.kobisValue(for: code, refresh: refresh) {
            () throws(BoxOfficeFailure) in
            try await upstream.movieDetail(for: code, refresh: refresh)
        }
    }
}

/// Poster lookups through the local store: an answer (an image, or none) is kept for
/// `CachePolicy.detailMaxAge`; a failure is not kept, so it is asked again.
public struct CachingPosterRepository: PosterRepository {
    private let upstream: any PosterRepository
    private let lookups: CachingLookup<MovieCode, PosterLookup>

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

// What every caching repository does with the store: serve the stored copy while it is fresh,
// else fetch, keep the answer stamped with the moment it came, and return it. A store that fails
// to read is passed by; a value it fails to write is returned, unless `notKept` makes that a failure.
struct CachingLookup<Key: Sendable, Value: Sendable>: Sendable {
    typealias Freshness = @Sendable (_ copy: StoredCopy<Value>, _ key: Key, _ now: Date) -> Bool
    typealias Read = @Sendable (Key) async throws -> StoredCopy<Value>?
    typealias Write = @Sendable (Value, Key, _ fetchedAt: Date) async throws -> Void
    typealias NotKept = @Sendable (Value, _ writeError: any Error) -> BoxOfficeFailure

    private let calendar: BoxOfficeCalendar
    private let isFresh: Freshness
    private let read: Read
    private let write: Write
    private let notKept: NotKept?

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

    func value<Failure: Error>(
        for key: Key, refresh: Bool, fetch: () async throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        if let stored = await freshCopy(of: key, refresh: refresh) { return stored }
        let fresh = try await fetch()
        try? await write(fresh, key, calendar.instant())
        return fresh
    }

    // `value` for a KOBIS upstream, whose client counts the call and records a used-up quota
    // (KOBISClient.swift): a task cancelled is not served, and a value the store fails to keep is failed
    // as `notKept` says.
    func kobisValue(
        for key: Key, refresh: Bool, fetch: () async throws(BoxOfficeFailure) -> Value
    ) async throws(BoxOfficeFailure) -> Value {
        if Task.isCancelled { throw .cancelled }
        if let stored = await freshCopy(of: key, refresh: refresh) { return stored }
        if Task.isCancelled { throw .cancelled }
        let fresh = try await fetch()
        do {
            try await write(fresh, key, calendar.instant())
        } catch {
            if let notKept { throw notKept(fresh, error) }
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
