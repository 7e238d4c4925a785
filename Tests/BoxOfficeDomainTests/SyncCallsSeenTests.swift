// Before each launch the sync checks the day's count as the last call counted brought it back, with
// no store read between an answer and the next request; other processes' calls in it still stop it.

import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

@Suite struct SyncCallsSeenTests {
    /// 2024-02-10 03:00 in Seoul: all of January 2024 is final.
    let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_707_501_600) })

    func sync(
        days: Int, ledger: StubCallLedger, concurrency: Int,
        answer: @escaping @Sendable (BoxOfficeDate) -> Result<BoxOfficeChart, BoxOfficeFailure> = {
            .success(.stub(date: $0))
        }
    ) async throws -> SyncReport {
        let useCase = SyncHistoryUseCase(
            charts: MeteredBoxOfficeRepository.tallied(
                upstream: StubBoxOfficeRepository(answer: answer), ledger: ledger),
            archive: StubChartArchive(), ledger: ledger, calendar: calendar)
        let first = BoxOfficeDate(year: 2024, month: 1, day: 1) ?? .earliest
        let plan = try await useCase.plan(SyncRequest(range: first...first.adding(days: days - 1)))
        return await useCase.run(plan, concurrency: concurrency)
    }

    @Test(arguments: [1, 4])
    func theCountIsReadForThePlanTheStartAndTheEndOnlyNotBeforeEachLaunch(concurrency: Int) async throws {
        let ledger = StubCallLedger(callsToday: 100, bringsCountsBack: true)
        let report = try await sync(days: 20, ledger: ledger, concurrency: concurrency)
        #expect(report.fetched == 20 && report.stop == nil)
        #expect(ledger.reads == 3, "20 launches read the store \(ledger.reads - 3) times")
        #expect(report.callsUsed == 20 && report.callsLeft == 3_000 - 120)
    }

    @Test func aLedgerThatBringsNoCountBackIsReadBeforeEachLaunch() async throws {
        let ledger = StubCallLedger(callsToday: 100)
        let report = try await sync(days: 20, ledger: ledger, concurrency: 1)
        #expect(report.fetched == 20)
        #expect(ledger.reads == 3 + 20)
    }

    @Test func callsAnotherProcessMadeInTheCountBroughtBackStopTheLaunchesAtTheLimit() async throws {
        let ledger = StubCallLedger(callsToday: 0, bringsCountsBack: true)
        // While the 2nd chart is asked for, another process counts 2,990 calls: 2,992 in all, then
        // charts 3 to 8 fit (each keeping 2 calls for its retries) and the 9th does not.
        let report = try await sync(days: 20, ledger: ledger, concurrency: 1) { day in
            if day.day == 2 { ledger.countElsewhere(2_990) }
            return .success(.stub(date: day))
        }
        #expect(report.fetched == 8 && report.stop == .dailyLimit && report.notAsked == 12)
        #expect(report.callsUsed == 8 && report.callsLeft == 2)
    }
}
