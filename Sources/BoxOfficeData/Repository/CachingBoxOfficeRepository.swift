import BoxOfficeDomain
import Foundation

/// The box office through the local store: days fetched when they were final never cost a
/// request again, recent days are asked again after ``CachePolicy/recentDayMaxAge``, `refresh`
/// always asks.
///
/// Wraps the KOBIS repository. Every request it lets through is counted in the store against
/// today in Seoul (the 3,000-a-day budget). A store that fails to read or write is passed
/// by: the figures still come from KOBIS.
public struct CachingBoxOfficeRepository: BoxOfficeRepository {
    private let upstream: any BoxOfficeRepository
    private let store: BoxOfficeStore
    private let calendar: BoxOfficeCalendar
    private let policy: CachePolicy

    /// - Parameters:
    ///   - upstream: where figures are fetched (KOBIS).
    ///   - store: where they are kept.
    ///   - calendar: the clock, and which days are final (Asia/Seoul).
    ///   - policy: how long recent days are good for.
    public init(
        upstream: any BoxOfficeRepository, store: BoxOfficeStore, calendar: BoxOfficeCalendar,
        policy: CachePolicy
    ) {
        self.upstream = upstream
        self.store = store
        self.calendar = calendar
        self.policy = policy
    }

    /// The upstream's days.
    public var availableDates: [BoxOfficeDate]? { upstream.availableDates }

    /// The stored copy (source `.cache`) when it is good enough, else KOBIS's answer, kept.
    /// An empty list (a day still being counted) is not kept.
    ///
    /// A stored copy is good enough when the day was already final when it was fetched (its
    /// figures cannot have changed since), or when it is younger than
    /// ``CachePolicy/recentDayMaxAge``. A copy fetched while the day was still recent is asked
    /// for again once it is too old, even if the day has become final since: that one more
    /// request brings the final figures, served from then on.
    public func dailyBoxOffice(for date: BoxOfficeDate, refresh: Bool) async throws(BoxOfficeFailure)
        -> DailyBoxOffice
    {
        if Task.isCancelled { throw .cancelled }
        if !refresh, let stored = try? await store.day(date), isGoodEnough(stored, of: date) {
            return stored.value
        }
        if Task.isCancelled { throw .cancelled }
        try? await store.recordKOBISCall(on: calendar.today())
        let fresh = try await upstream.dailyBoxOffice(for: date, refresh: refresh)
        if !fresh.entries.isEmpty {
            try? await store.save(fresh, fetchedAt: calendar.instant())
        }
        return fresh
    }

    private func isGoodEnough(_ stored: StoredCopy<DailyBoxOffice>, of date: BoxOfficeDate) -> Bool {
        calendar.isFinal(date, asOf: stored.fetchedAt)
            || stored.isFresh(maxAge: policy.recentDayMaxAge, now: calendar.instant())
    }
}
