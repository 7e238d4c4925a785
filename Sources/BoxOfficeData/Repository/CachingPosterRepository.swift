import BoxOfficeDomain
import Foundation

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
