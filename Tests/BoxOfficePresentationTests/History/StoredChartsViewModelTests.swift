// The stored charts a front offers as documents: which, in what order, and a store that cannot be read.

import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeTestSupport
import Foundation
import Testing

@MainActor
@Suite struct StoredChartsViewModelTests {
    /// 2024-02-10 03:00 in Seoul.
    let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_707_501_600) })
    let words = EnglishWords(kobisKeySet: true)
    let kept = StoredChart(fetchedAt: Date(timeIntervalSince1970: 1_707_000_000), isEmpty: false)

    func day(_ number: Int) throws -> BoxOfficeDate {
        try #require(BoxOfficeDate(year: 2024, month: 1, day: number))
    }

    func listed(_ archive: (any ChartArchive)?) async -> ViewState<[StoredChartViewData]> {
        let charts = StoredChartsViewModel(archive: archive, calendar: calendar, words: words)
        await charts.list()
        return charts.state
    }

    @Test func everyKindOldestFirstAndAChartStoredEmptyLeftOut() async throws {
        let archive = StubChartArchive(stored: [
            .day(try day(9)): kept, ChartPeriod(.weekly, containing: try day(1)): kept,
            ChartPeriod(.weekend, containing: try day(6)): kept, .day(try day(1)): kept,
            .day(try day(2)): StoredChart(fetchedAt: kept.fetchedAt, isEmpty: true),
        ])
        guard case .loaded(let charts) = await listed(archive) else {
            Issue.record("not listed")
            return
        }
        #expect(
            charts.map { "\($0.kind) \($0.first)" } == [
                "daily 2024-01-01", "weekly 2024-01-01", "weekend 2024-01-05", "daily 2024-01-09",
            ])
        try #require(charts.count == 4)
        let week = ChartPeriod(.weekly, containing: try day(1))
        #expect(charts[1].last == "2024-01-07")
        #expect(charts[1].title == "\(week) \(words.chartName(.weekly))")
    }

    @Test func noStoreIsNothingToListAndAStoreThatCannotBeReadIsAFailure() async throws {
        #expect(await listed(nil) == .loaded([]))
        let unreadable = await listed(FailingArchive())
        #expect(unreadable == .failed(ShownFailure(words.text(for: HistoryFailure.storeUnreadable))))
    }
}

private struct FailingArchive: ChartArchive {
    struct Unreadable: Error {}

    func storedCharts(
        _ kind: ChartKind, filter: ChartFilter, from first: BoxOfficeDate, to last: BoxOfficeDate
    ) async throws -> [ChartPeriod: StoredChart] { throw Unreadable() }

    func chartRows(
        _ kind: ChartKind, filter: ChartFilter, from first: BoxOfficeDate, to last: BoxOfficeDate,
        after cursor: ChartRowCursor?, limit: Int
    ) async throws -> [ChartRow] { [] }
}
