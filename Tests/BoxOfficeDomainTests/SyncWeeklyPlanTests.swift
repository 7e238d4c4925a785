// Sync plans and runs of the weekly charts, not only the daily one: which weeks a range holds, the
// week not over left out, stored weeks skipped only when final, failures oldest first across kinds,
// and KOBIS's quota refusal in the middle of the weeks.

import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

extension SyncHistoryUseCaseTests {
    /// The use case over `answer`, with `archive` as the store.
    func useCase(
        archive: StubChartArchive = StubChartArchive(), ledger: StubCallLedger = StubCallLedger(),
        answer: @escaping @Sendable (BoxOfficeDate) -> Result<BoxOfficeChart, BoxOfficeFailure> = {
            .success(.stub(date: $0))
        }
    ) -> SyncHistoryUseCase {
        let charts = MeteredBoxOfficeRepository.tallied(
            upstream: StubBoxOfficeRepository(answer: answer), ledger: ledger)
        return SyncHistoryUseCase(charts: charts, archive: archive, ledger: ledger, calendar: calendar)
    }

    static func day(_ text: String) -> BoxOfficeDate {
        (try? BoxOfficeDate.parse(text)) ?? .earliest
    }

    @Test func aMonthsPlanHoldsEachWeeklyChartOfItsWeeksOnce() async throws {
        let plan = try await useCase().plan(
            SyncRequest(
                range: Self.january(1)...Self.january(31), kinds: [.weekly, .weekend, .weekdays, .daily]))
        let weeks = plan.toFetch.filter { $0.period.kind != .daily }.map(\.description)
        #expect(
            weeks == [
                "weekly 2024-01-01~2024-01-07 all", "weekly 2024-01-08~2024-01-14 all",
                "weekly 2024-01-15~2024-01-21 all", "weekly 2024-01-22~2024-01-28 all",
                "weekly 2024-01-29~2024-02-04 all",
                "weekend 2024-01-05~2024-01-07 all", "weekend 2024-01-12~2024-01-14 all",
                "weekend 2024-01-19~2024-01-21 all", "weekend 2024-01-26~2024-01-28 all",
                "weekdays 2024-01-01~2024-01-04 all", "weekdays 2024-01-08~2024-01-11 all",
                "weekdays 2024-01-15~2024-01-18 all", "weekdays 2024-01-22~2024-01-25 all",
                "weekdays 2024-01-29~2024-02-01 all",
            ])
        #expect(plan.toFetch.count == 14 + 31 && plan.total == 45 && plan.skipped == 0)
    }

    @Test func theWeekNotOverIsLeftOutOfThePlan() async throws {
        // Today is Saturday 2024-02-10: this week's weekly and weekend charts are not over.
        let plan = try await useCase().plan(
            SyncRequest(
                range: Self.day("2024-02-01")...Self.day("2024-02-09"), kinds: [.weekly, .weekend, .weekdays])
        )
        #expect(
            plan.toFetch.map(\.description) == [
                "weekly 2024-01-29~2024-02-04 all", "weekend 2024-02-02~2024-02-04 all",
                "weekdays 2024-01-29~2024-02-01 all", "weekdays 2024-02-05~2024-02-08 all",
            ])
        #expect(plan.total == 4)
    }

    @Test func aStoredWeekIsSkippedOnlyWhenItWasFetchedFinal() async throws {
        let final = ChartPeriod(.weekend, containing: Self.january(5))
        let early = ChartPeriod(.weekend, containing: Self.january(12))
        let daily = ChartPeriod.day(Self.january(19))
        // The early one was fetched on the Monday after it: its Sunday not yet two days past.
        let mondayAfter = try #require(ISO8601DateFormatter().date(from: "2024-01-15T03:00:00Z"))
        let archive = StubChartArchive(stored: [
            final: StoredChart(fetchedAt: Date(timeIntervalSince1970: 1_707_501_600), isEmpty: false),
            early: StoredChart(fetchedAt: mondayAfter, isEmpty: false),
            daily: StoredChart(fetchedAt: Date(timeIntervalSince1970: 1_707_501_600), isEmpty: false),
        ])
        let plan = try await useCase(archive: archive).plan(
            SyncRequest(range: Self.january(1)...Self.january(21), kinds: [.weekend]))
        #expect(plan.toFetch.map(\.period) == [early, ChartPeriod(.weekend, containing: Self.january(19))])
        #expect(plan.total == 3 && plan.skipped == 1)
    }

    @Test func failedChartsOfSeveralKindsAreListedOldestFirstThenShortestFirst() async throws {
        let useCase = useCase { _ in .failure(.httpStatus(500)) }
        let plan = try await useCase.plan(
            SyncRequest(range: Self.january(5)...Self.january(7), kinds: [.weekend, .weekly, .daily]))
        let report = await useCase.run(plan, concurrency: 4)
        #expect(report.stop == nil && report.fetched == 0)
        #expect(
            report.failed.map(\.request.description) == [
                "weekly 2024-01-01~2024-01-07 all", "daily 2024-01-05 all",
                "weekend 2024-01-05~2024-01-07 all",
                "daily 2024-01-06 all", "daily 2024-01-07 all",
            ])
    }

    @Test func aQuotaRefusalAmongTheWeeksStopsTheRunWithWhatWasFetched() async throws {
        let ledger = StubCallLedger()
        let useCase = useCase(ledger: ledger) { first in
            first == Self.january(15) ? .failure(.quotaExceeded) : .success(.stub(date: first))
        }
        let plan = try await useCase.plan(
            SyncRequest(range: Self.january(1)...Self.january(31), kinds: [.weekly]))
        let report = await useCase.run(plan, concurrency: 1)
        #expect(report.stop == .refused(.quotaExceeded))
        #expect(report.fetched == 2 && report.failed.isEmpty && report.notAsked == 3)
        #expect(report.callsUsed == 3 && ledger.sent == 3)
    }

    @Test func aChartKindNamedTwiceIsPlannedAndFetchedOnce() async throws {
        // `--charts weekend,daily,weekend` reaches the request as typed.
        let request = SyncRequest(
            range: Self.january(1)...Self.january(7), kinds: [.weekend, .daily, .weekend, .daily])
        #expect(request.kinds == [.weekend, .daily])
        let ledger = StubCallLedger()
        let useCase = useCase(ledger: ledger)
        let plan = try await useCase.plan(request)
        #expect(plan.total == 8 && plan.toFetch.count == 8 && Set(plan.toFetch).count == 8)
        let report = await useCase.run(plan, concurrency: 2)
        #expect(report.fetched == 8 && ledger.sent == 8)
    }
}
