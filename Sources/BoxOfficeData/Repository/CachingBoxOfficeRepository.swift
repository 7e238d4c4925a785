import BoxOfficeDomain
import Foundation

/// The box office through the local store: final days never cost a request, recent days are
/// asked again after ``CachePolicy/recentDayMaxAge``, `refresh` always asks.
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
    public func dailyBoxOffice(for date: BoxOfficeDate, refresh: Bool) async throws(BoxOfficeFailure)
        -> DailyBoxOffice
    {
        if Task.isCancelled { throw .cancelled }
        if !refresh, let stored = try? await store.day(date),
            calendar.isFinal(date) || stored.isFresh(maxAge: policy.recentDayMaxAge, now: calendar.instant())
        {
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
}
