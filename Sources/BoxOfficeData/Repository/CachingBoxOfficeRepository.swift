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
    private let days: CachingLookup<BoxOfficeDate, DailyBoxOffice>

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
        days = CachingLookup(
            calendar: calendar,
            isFresh: { copy, date, now in
                calendar.isFinal(date, asOf: copy.fetchedAt)
                    || copy.isFresh(maxAge: policy.recentDayMaxAge, now: now)
            },
            read: { date in try await store.day(date) },
            write: { boxOffice, _, fetchedAt in
                // An empty list is a day still being counted: not worth keeping.
                if !boxOffice.entries.isEmpty { try await store.save(boxOffice, fetchedAt: fetchedAt) }
            })
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
        try await days.kobisValue(for: date, refresh: refresh, countingCallsIn: store) {
            () throws(BoxOfficeFailure) in
            try await upstream.dailyBoxOffice(for: date, refresh: refresh)
        }
    }
}
