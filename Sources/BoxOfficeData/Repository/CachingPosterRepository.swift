import BoxOfficeDomain
import Foundation

/// Poster lookups through the local store: an image found (or the answer that there is none)
/// is kept for ``CachePolicy/detailMaxAge`` and not looked up again meanwhile. Failures are
/// not kept.
public struct CachingPosterRepository: PosterRepository {
    private let upstream: any PosterRepository
    private let store: BoxOfficeStore
    private let calendar: BoxOfficeCalendar
    private let policy: CachePolicy

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
        self.store = store
        self.calendar = calendar
        self.policy = policy
    }

    /// The stored lookup when young enough, else the upstream's, kept when it is an answer.
    public func poster(for code: MovieCode, title: String) async -> PosterLookup {
        if let stored = try? await store.poster(code),
            stored.isFresh(maxAge: policy.detailMaxAge, now: calendar.instant())
        {
            return stored.value
        }
        let lookup = await upstream.poster(for: code, title: title)
        try? await store.save(poster: lookup, for: code, fetchedAt: calendar.instant())
        return lookup
    }
}
