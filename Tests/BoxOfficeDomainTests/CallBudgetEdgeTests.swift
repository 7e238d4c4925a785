// The day's 3,000 calls on their edges: the warning level at 2,700, the limit at exactly 3,000 and
// one past it, what a plan can fetch with the retry reserve kept, and a run on the last calls.

import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

@Suite struct CallBudgetEdgeTests {
    @Test(arguments: [
        (0, KOBISCallBudget.Level.fine, 3_000), (2_699, .fine, 301), (2_700, .nearLimit, 300),
        (2_999, .nearLimit, 1), (3_000, .exhausted, 0), (3_001, .exhausted, 0),
    ])
    func theLevelAndTheCallsLeft(calls: Int, level: KOBISCallBudget.Level, remaining: Int) {
        let budget = KOBISCallBudget(calls: calls)
        #expect(budget.level == level)
        #expect(budget.remaining == remaining)
    }

    static func plan(callsToday: Int, charts: Int) -> SyncPlan {
        let day = BoxOfficeDate(year: 2024, month: 1, day: 1) ?? .earliest
        let requests = (0..<charts).map { ChartRequest.daily(day.adding(days: $0)) }
        return SyncPlan(
            request: SyncRequest(range: day...day.adding(days: max(0, charts - 1))), total: charts,
            toFetch: requests, callsToday: callsToday)
    }

    @Test(arguments: [
        // Calls today, then how many charts fit: the last one keeps two calls for its retries.
        (2_996, 2), (2_997, 1), (2_998, 0), (3_000, 0), (3_001, 0),
    ])
    func whatAPlanCanFetchKeepsTheLastChartsRetries(callsToday: Int, fetchable: Int) {
        #expect(Self.plan(callsToday: callsToday, charts: 5).fetchableToday == fetchable)
        #expect(Self.plan(callsToday: callsToday, charts: fetchable).fitsToday)
        #expect(!Self.plan(callsToday: callsToday, charts: fetchable + 1).fitsToday)
    }

    /// Runs a sync of `charts` days of January 2024 with `callsToday` counted.
    static func run(callsToday: Int, charts: Int) async throws -> SyncReport {
        let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_707_501_600) })
        let ledger = StubCallLedger(callsToday: callsToday)
        let useCase = SyncHistoryUseCase(
            charts: MeteredBoxOfficeRepository.tallied(upstream: StubBoxOfficeRepository(), ledger: ledger),
            archive: StubChartArchive(), ledger: ledger, calendar: calendar)
        let first = BoxOfficeDate(year: 2024, month: 1, day: 1) ?? .earliest
        let plan = try await useCase.plan(SyncRequest(range: first...first.adding(days: charts - 1)))
        return await useCase.run(plan, concurrency: 4)
    }

    @Test func withThreeCallsLeftOneChartIsFetched() async throws {
        let report = try await Self.run(callsToday: 2_997, charts: 3)
        #expect(report.fetched == 1 && report.stop == .dailyLimit && report.callsLeft == 2)
    }

    @Test func withTwoCallsLeftNoneIsAskedFor() async throws {
        let report = try await Self.run(callsToday: 2_998, charts: 3)
        #expect(report.fetched == 0 && report.stop == .dailyLimit && report.callsUsed == 0)
    }

    @Test func pastTheLimitNoneIsAskedForAndNoneAreLeft() async throws {
        let report = try await Self.run(callsToday: 3_001, charts: 1)
        #expect(report.fetched == 0 && report.stop == .dailyLimit && report.callsLeft == 0)
        #expect(report.plan.callsLeft == 0 && !report.plan.fitsToday)
    }
}
