import BoxOfficeDomain
import Foundation

/// Movie details through the local store: a stored detail younger than
/// ``CachePolicy/detailMaxAge`` is served without a request (source `.cache`); `refresh`
/// always asks. Every request let through is counted against today in Seoul.
public struct CachingMovieDetailRepository: MovieDetailRepository {
    private let upstream: any MovieDetailRepository
    private let store: BoxOfficeStore
    private let calendar: BoxOfficeCalendar
    private let policy: CachePolicy

    /// - Parameters:
    ///   - upstream: where details are fetched (KOBIS).
    ///   - store: where they are kept.
    ///   - calendar: the clock, and today in Seoul for counting calls.
    ///   - policy: how long a detail is good for.
    public init(
        upstream: any MovieDetailRepository, store: BoxOfficeStore, calendar: BoxOfficeCalendar,
        policy: CachePolicy
    ) {
        self.upstream = upstream
        self.store = store
        self.calendar = calendar
        self.policy = policy
    }

    /// The stored detail when it is young enough, else KOBIS's answer, kept.
    public func movieDetail(for code: MovieCode, refresh: Bool) async throws(BoxOfficeFailure) -> MovieDetail
    {
        if Task.isCancelled { throw .cancelled }
        if !refresh, let stored = try? await store.movieDetail(code),
            stored.isFresh(maxAge: policy.detailMaxAge, now: calendar.instant())
        {
            return stored.value
        }
        if Task.isCancelled { throw .cancelled }
        try? await store.recordKOBISCall(on: calendar.today())
        let fresh = try await upstream.movieDetail(for: code, refresh: refresh)
        try? await store.save(fresh, fetchedAt: calendar.instant())
        return fresh
    }
}
