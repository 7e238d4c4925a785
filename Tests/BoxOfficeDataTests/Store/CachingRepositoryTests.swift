import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

/// The caching repositories over a real store and a loopback KOBIS: the request count proves
/// what is served from the store.
struct CachingRepositoryTests {
    /// 2022-01-08 03:00 in Seoul: yesterday is 2022-01-07, 2022-01-05 is final.
    let clock = ManualClock(Date(timeIntervalSince1970: 1_641_578_400))
    let finalDay = BoxOfficeDate(year: 2022, month: 1, day: 5) ?? .earliest
    let yesterday = BoxOfficeDate(year: 2022, month: 1, day: 7) ?? .earliest

    struct Harness {
        let days: CachingBoxOfficeRepository
        let details: CachingMovieDetailRepository
        let store: BoxOfficeStore
        let calendar: BoxOfficeCalendar
    }

    private func withHarness(
        policy: CachePolicy = CachePolicy(recentDayMaxAge: 600, detailMaxAge: 3_600),
        dailyReply: @escaping @Sendable (String) -> LoopbackReply = { LoopbackBodies.daily(targetDt: $0) },
        _ body: (Harness, LoopbackKOBISServer) async throws -> Void
    ) async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        let (store, _) = try folder.open()
        let calendar = BoxOfficeCalendar(now: clock.now)
        let kobis = LoopbackBodies.madeUpKOBIS().answering([
            "searchDailyBoxOfficeList": { dailyReply($0.targetDt ?? "") }
        ])
        try await LoopbackKOBISServer.withRunning(reply: kobis.reply(to:)) { server in
            let configuration = KOBISConfiguration(
                // A generous bound: a loaded machine can hold a loopback answer for seconds.
                apiKey: RepositoryHarness.key, baseURL: server.baseURL, requestTimeout: 30)
            let calls = StoreCallLedger(store: store, key: .test)
            let client = KOBISClient.counting(configuration, in: calls, calendar: calendar)
            let harness = Harness(
                days: CachingBoxOfficeRepository(
                    upstream: KOBISBoxOfficeRepository(client: client),
                    store: store, calendar: calendar, policy: policy),
                details: CachingMovieDetailRepository(
                    upstream: KOBISMovieDetailRepository(client: client),
                    store: store, calendar: calendar, policy: policy),
                store: store, calendar: calendar)
            try await body(harness, server)
        }
    }

    @Test func aFinalDayIsAskedForOnceAndThenServedFromTheStore() async throws {
        try await withHarness { harness, server in
            let first = try await harness.days.dailyBoxOffice(for: finalDay, refresh: false)
            clock.advance(by: 30 * 86_400)
            let second = try await harness.days.dailyBoxOffice(for: finalDay, refresh: false)
            #expect(first.source == .kobis)
            #expect(second.source == .cache)
            #expect(second.entries == first.entries)
            #expect(await server.requestCount == 1)
        }
    }

    @Test func yesterdayIsAskedAgainOnlyAfterItsMaxAge() async throws {
        try await withHarness { harness, server in
            _ = try await harness.days.dailyBoxOffice(for: yesterday, refresh: false)
            clock.advance(by: 300)
            #expect(try await harness.days.dailyBoxOffice(for: yesterday, refresh: false).source == .cache)
            #expect(await server.requestCount == 1)
            clock.advance(by: 400)
            #expect(try await harness.days.dailyBoxOffice(for: yesterday, refresh: false).source == .kobis)
            #expect(await server.requestCount == 2)
        }
    }

    @Test func aDayFetchedAsYesterdayIsFetchedOnceMoreWhenItIsFinalAndThenNeverAgain() async throws {
        try await withHarness { harness, server in
            let first = try await harness.days.dailyBoxOffice(for: yesterday, refresh: false)
            #expect(first.source == .kobis)
            #expect(await server.requestCount == 1)
            clock.advance(by: 3 * 86_400)
            #expect(harness.calendar.isFinal(yesterday))
            let second = try await harness.days.dailyBoxOffice(for: yesterday, refresh: false)
            #expect(second.source == .kobis)
            #expect(await server.requestCount == 2)
            clock.advance(by: 30 * 86_400)
            let third = try await harness.days.dailyBoxOffice(for: yesterday, refresh: false)
            #expect(third.source == .cache)
            #expect(third.entries == second.entries)
            #expect(await server.requestCount == 2)
        }
    }

    @Test func aRecentCopyIsServedWithinItsMaxAgeAfterTheDayTurnsFinal() async throws {
        try await withHarness { harness, server in
            // 2022-01-08 23:59 in Seoul: 2022-01-06 is recent until midnight, final after it.
            let day = BoxOfficeDate(year: 2022, month: 1, day: 6) ?? .earliest
            clock.advance(by: 20 * 3_600 + 59 * 60)
            #expect(!harness.calendar.isFinal(day))
            _ = try await harness.days.dailyBoxOffice(for: day, refresh: false)
            #expect(await server.requestCount == 1)
            clock.advance(by: 120)
            #expect(harness.calendar.isFinal(day))
            #expect(try await harness.days.dailyBoxOffice(for: day, refresh: false).source == .cache)
            #expect(await server.requestCount == 1)
            clock.advance(by: 600)
            #expect(try await harness.days.dailyBoxOffice(for: day, refresh: false).source == .kobis)
            #expect(await server.requestCount == 2)
            clock.advance(by: 86_400)
            #expect(try await harness.days.dailyBoxOffice(for: day, refresh: false).source == .cache)
            #expect(await server.requestCount == 2)
        }
    }

    @Test func refreshAlwaysAsksKOBIS() async throws {
        try await withHarness { harness, server in
            _ = try await harness.days.dailyBoxOffice(for: finalDay, refresh: false)
            #expect(try await harness.days.dailyBoxOffice(for: finalDay, refresh: true).source == .kobis)
            #expect(await server.requestCount == 2)
        }
    }

    @Test func aSecondDetailMakesNoRequestUntilItsMaxAge() async throws {
        try await withHarness { harness, server in
            let code = MovieCode("20990001")
            let first = try await harness.details.movieDetail(for: code, refresh: false)
            let second = try await harness.details.movieDetail(for: code, refresh: false)
            #expect(first.source == .kobis && second.source == .cache)
            #expect(await server.requestCount == 1)
            clock.advance(by: 3_601)
            let third = try await harness.details.movieDetail(for: code, refresh: false)
            #expect(third.source == .kobis)
            #expect(await server.requestCount == 2)
        }
    }

    @Test func everyRequestIsCountedOnTodayInSeoul() async throws {
        try await withHarness { harness, server in
            _ = try await harness.days.dailyBoxOffice(for: finalDay, refresh: false)
            _ = try await harness.days.dailyBoxOffice(for: finalDay, refresh: false)
            _ = try await harness.details.movieDetail(for: "20990001", refresh: false)
            let today = harness.calendar.today()
            #expect(today == BoxOfficeDate(year: 2022, month: 1, day: 8))
            let requests = await server.requestCount
            #expect(requests == 2)
            #expect(try await harness.store.kobisCalls(on: today, key: .test) == requests)
        }
    }

    @Test func aRefusedQuotaCountsTheDayAsUsedUpAsKOBISDoes() async throws {
        try await withHarness(dailyReply: { _ in .fault(code: "320011", message: "quota") }) { harness, _ in
            await #expect(throws: BoxOfficeFailure.quotaExceeded) {
                try await harness.days.dailyBoxOffice(for: finalDay, refresh: false)
            }
            let calls = try await harness.store.kobisCalls(on: harness.calendar.today(), key: .test)
            #expect(calls == KOBISCallBudget.dailyLimit)
        }
    }
}
