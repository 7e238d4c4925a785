// The sync's own rules over doubles: saves the store refuses, the calls it counts in memory, the
// reserve at the daily limit, and the charts KOBIS had no figures for.

import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

@Suite struct SyncHistoryUseCaseTests {
    /// 2024-02-10 03:00 in Seoul: all of January 2024 is final.
    let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_707_501_600) })

    static func january(_ day: Int) -> BoxOfficeDate {
        BoxOfficeDate(year: 2024, month: 1, day: day) ?? .earliest
    }

    static func notKept(_ day: BoxOfficeDate, _ reason: StoreWriteFailure.Reason) -> BoxOfficeFailure {
        .chartNotKept(.stub(date: day), StoreWriteFailure(file: "/c/boxoffice.sqlite", reason: reason))
    }

    /// Plans January `first` to `last` over `answer` (through `ledger`) and runs the plan.
    func sync(
        _ first: Int, _ last: Int, ledger: StubCallLedger = StubCallLedger(), concurrency: Int = 1,
        callsPerChart: Int = 1,
        answer: @escaping @Sendable (BoxOfficeDate) -> Result<BoxOfficeChart, BoxOfficeFailure> = {
            .success(.stub(date: $0))
        }
    ) async throws -> SyncReport {
        let charts = MeteredBoxOfficeRepository.tallied(
            upstream: StubBoxOfficeRepository(answer: answer), ledger: ledger,
            callsPerChart: { _ in callsPerChart })
        let useCase = SyncHistoryUseCase(
            charts: charts, archive: StubChartArchive(), ledger: ledger, calendar: calendar)
        let plan = try await useCase.plan(SyncRequest(range: Self.january(first)...Self.january(last)))
        return await useCase.run(plan, concurrency: concurrency)
    }

    @Test func aStoreThatRefusesWritesStopsTheRunAtTheFirstChartItLoses() async throws {
        let report = try await sync(1, 10) { .failure(Self.notKept($0, .readOnly)) }
        #expect(report.fetched == 0)
        #expect(report.failed.map(\.request) == [.daily(Self.january(1))])
        #expect(report.unsaved.count == 1 && report.notAsked == 9)
        #expect(
            report.stop == .storeUnwritable(StoreWriteFailure(file: "/c/boxoffice.sqlite", reason: .readOnly))
        )
        #expect(report.callsUsed == 1, "the call was made, and spent, though nothing was kept")
    }

    @Test func aFullDiskStopsTheRunAtOnceToo() async throws {
        let report = try await sync(1, 10) { .failure(Self.notKept($0, .full)) }
        #expect(report.failed.count == 1 && report.notAsked == 9)
    }

    @Test func passingWriteFailuresStopTheRunOnlyAtThreeInARow() async throws {
        // Days 1–2 lost, 3 kept, 4–6 lost: the third in a row (day 6) stops it.
        let lost: Set<Int> = [1, 2, 4, 5, 6]
        let report = try await sync(1, 10) { day in
            lost.contains(day.day)
                ? .failure(Self.notKept(day, .ioError(code: 778))) : .success(.stub(date: day))
        }
        #expect(report.fetched == 1)
        #expect(report.failed.map(\.request.period.first.day) == [1, 2, 4, 5, 6])
        #expect(report.notAsked == 4)
        guard case .storeUnwritable(let problem)? = report.stop else {
            Issue.record("expected the run to stop for the store, not \(String(describing: report.stop))")
            return
        }
        #expect(problem.reason == .ioError(code: 778))
    }

    @Test func twoPassingWriteFailuresInARowDoNotStopTheRun() async throws {
        let lost: Set<Int> = [1, 2, 4, 5, 7, 8]
        let report = try await sync(1, 10) { day in
            lost.contains(day.day) ? .failure(Self.notKept(day, .busy)) : .success(.stub(date: day))
        }
        #expect(report.stop == nil)
        #expect(report.fetched == 4 && report.failed.count == 6 && report.notAsked == 0)
    }

    @Test func callsUsedAreTheCallsThisRunSentEvenWhenTheStoreCountedNone() async throws {
        let ledger = StubCallLedger(callsToday: 100, storeCounts: false)
        // Each chart costs a first try and one retry.
        let report = try await sync(1, 5, ledger: ledger, concurrency: 3, callsPerChart: 2)
        #expect(report.fetched == 5 && report.stop == nil)
        #expect(report.callsUsed == 10 && ledger.sent == 10)
        #expect(report.callsLeft == 3_000 - 110)
    }

    @Test func callsTheStoreCouldNotCountStillBringTheRunToTheDailyLimit() async throws {
        // 10 calls left, 2 kept back for the last chart's retries: 8 charts, even though the store
        // counts none of them.
        let ledger = StubCallLedger(callsToday: 2_990, storeCounts: false)
        let report = try await sync(1, 20, ledger: ledger)
        #expect(report.plan.fetchableToday == 8)
        #expect(report.fetched == 8 && report.stop == .dailyLimit && report.notAsked == 12)
        #expect(report.callsUsed == 8 && report.callsLeft == 2)
    }

    @Test(arguments: [1, 4])
    func aPlanExactlyAtTheLimitFitsAndIsFetchedWhole(concurrency: Int) async throws {
        let report = try await sync(1, 8, ledger: StubCallLedger(callsToday: 2_990), concurrency: concurrency)
        #expect(report.plan.fitsToday)
        #expect(report.fetched == 8 && report.stop == nil, "a plan that says it fits really fits")
    }

    @Test(arguments: [1, 4])
    func aPlanOnePastTheLimitFetchesWhatFitsAndStopsBeforeTheLast(concurrency: Int) async throws {
        let report = try await sync(1, 9, ledger: StubCallLedger(callsToday: 2_990), concurrency: concurrency)
        #expect(!report.plan.fitsToday)
        #expect(report.fetched == 8 && report.stop == .dailyLimit && report.notAsked == 1)
    }

    @Test func aQuotaRefusalStopsTheRunAsKOBISsRefusal() async throws {
        let report = try await sync(1, 10) { day in
            day.day == 3 ? .failure(.quotaExceeded) : .success(.stub(date: day))
        }
        #expect(report.stop == .refused(.quotaExceeded))
        #expect(report.fetched == 2 && report.failed.isEmpty)
    }

    @Test func chartsKOBISHadNoFiguresForAreFetchedAndNamed() async throws {
        let report = try await sync(1, 4) { day in
            .success(
                day.day.isMultiple(of: 2)
                    ? BoxOfficeChart(date: day, source: .kobis, entries: []) : .stub(date: day))
        }
        #expect(report.fetched == 4 && report.stop == nil)
        #expect(report.empty == [.daily(Self.january(2)), .daily(Self.january(4))])
    }

    @Test func anEmptyStoredPastChartIsPlannedAgainAndAFullOneIsNot() async throws {
        let fetchedLater = Date(timeIntervalSince1970: 1_707_501_600)
        let archive = StubChartArchive(stored: [
            .day(Self.january(1)): StoredChart(fetchedAt: fetchedLater, isEmpty: false),
            .day(Self.january(2)): StoredChart(fetchedAt: fetchedLater, isEmpty: true),
        ])
        let useCase = SyncHistoryUseCase(
            charts: { _ in StubBoxOfficeRepository() }, archive: archive, ledger: StubCallLedger(),
            calendar: calendar)
        let plan = try await useCase.plan(SyncRequest(range: Self.january(1)...Self.january(3)))
        #expect(plan.toFetch == [.daily(Self.january(2)), .daily(Self.january(3))])
        #expect(plan.skipped == 1)
    }
}
