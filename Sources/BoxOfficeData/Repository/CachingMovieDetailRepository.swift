import BoxOfficeDomain
import Foundation

/// Movie details through the local store: a stored detail younger than
/// ``CachePolicy/detailMaxAge`` is served without a request (source `.cache`); `refresh`
/// always asks. Every request let through is counted against today in Seoul.
public struct CachingMovieDetailRepository: MovieDetailRepository {
    private let upstream: any MovieDetailRepository
    private let store: BoxOfficeStore
    private let details: CachingLookup<MovieCode, MovieDetail>

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
        details = CachingLookup(
            calendar: calendar,
            isFresh: { copy, _, now in copy.isFresh(maxAge: policy.detailMaxAge, now: now) },
            read: { code in try await store.movieDetail(code) },
            write: { detail, _, fetchedAt in try await store.save(detail, fetchedAt: fetchedAt) })
    }

    /// The stored detail when it is young enough, else KOBIS's answer, kept.
    public func movieDetail(for code: MovieCode, refresh: Bool) async throws(BoxOfficeFailure) -> MovieDetail
    {
        try await details.kobisValue(for: code, refresh: refresh, countingCallsIn: store) {
            () throws(BoxOfficeFailure) in
            try await upstream.movieDetail(for: code, refresh: refresh)
        }
    }
}
