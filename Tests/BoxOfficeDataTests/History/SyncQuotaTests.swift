// The day's calls at the edge, over a real store and a loopback KOBIS: a plan exactly at the limit
// (the retry reserve kept) is fetched whole, one past it stops before the last, and KOBIS's 320011
// mid-sync is its refusal, with the calls this run made.

import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Synchronization
import Testing

@Suite struct SyncQuotaTests {
    @Test(arguments: [1, 4])
    func aPlanThatSaysItFitsIsFetchedWhole(concurrency: Int) async throws {
        try await SyncHarness.with { harness in
            try harness.seedCallsToday(KOBISCallBudget.dailyLimit - 10)
            let report = try await harness.sync(1, 8, concurrency: concurrency)
            #expect(report.plan.fitsToday)
            #expect(report.fetched == 8 && report.stop == nil)
            #expect(report.callsUsed == 8 && report.callsLeft == 2)
        }
    }

    @Test(arguments: [1, 4])
    func aPlanOnePastTheLimitSaysSoAndStopsBeforeTheLast(concurrency: Int) async throws {
        try await SyncHarness.with { harness in
            try harness.seedCallsToday(KOBISCallBudget.dailyLimit - 10)
            let report = try await harness.sync(1, 9, concurrency: concurrency)
            #expect(!report.plan.fitsToday && report.plan.fetchableToday == 8)
            #expect(report.fetched == 8 && report.stop == .dailyLimit && report.remaining == 1)
            #expect(await harness.server.requestCount == 8)
        }
    }

    @Test func a320011MidSyncIsKOBISsRefusalAndTheCallsAreThoseMade() async throws {
        let answered = Mutex(0)
        try await SyncHarness.with(reply: { request in
            let count = answered.withLock { count in
                count += 1
                return count
            }
            return count > 3
                ? .fault(code: "320011", message: "키의 하루 이용량을 초과하였습니다.") : LoopbackBodies.answer(to: request)
        }) { harness in
            let report = try await harness.sync(1, 10, concurrency: 1)
            #expect(report.stop == .refused(.quotaExceeded))
            #expect(report.fetched == 3 && report.remaining == 7)
            #expect(report.callsUsed == 4 && report.callsLeft == 0)
            let counted = try await harness.store.kobisCalls(on: harness.calendar.today(), key: .test)
            #expect(counted == KOBISCallBudget.dailyLimit)
        }
    }
}
