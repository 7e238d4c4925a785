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

    func listed(_ archive: (any ChartArchive)?) async -> ViewState<StoredChartsViewData> {
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
        guard case .loaded(.list(let charts)) = await listed(archive) else {
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

    func read(_ archive: (any ChartArchive)?, _ kind: String, _ first: String) async -> ViewState<
        StoredChartsViewData
    > {
        let charts = StoredChartsViewModel(archive: archive, calendar: calendar, words: words)
        await charts.read(kind: kind, first: first)
        return charts.state
    }

    @Test func aStoredChartIsReadAsTheChartCommandShowsAStoredOne() async throws {
        let daily = BoxOfficeChart.stub(date: try day(5))
        let week = BoxOfficeChart(
            period: ChartPeriod(.weekly, containing: try day(1)), yearWeek: "202401", source: .kobis,
            entries: [.stub(rank: 1)])
        let archive = MemoryArchive([daily, week])
        var stored = daily
        stored.source = .cache
        #expect(
            await read(archive, "daily", "2024-01-05")
                == .loaded(.chart(BoxOfficeListViewData(boxOffice: stored, words: words))))
        guard case .loaded(.chart(let weekly?)) = await read(archive, "weekly", "2024-01-01") else {
            Issue.record("the week was not read")
            return
        }
        #expect(weekly.chart == .weekly && weekly.periodEnd == "2024-01-07" && weekly.yearWeek == "202401")
        #expect(weekly.source == .cache)
    }

    @Test(arguments: [
        ("daily", "2024-01-04"),  // a day before the one stored
        ("daily", "2024-01-06"),  // a day after it
        ("weekly", "2024-01-03"),  // a day of the stored week that is not its first
        ("daily", "20240105"),  // the stored day, not written as the list writes it
        ("daily", "2024-1-05"),
        ("monthly", "2024-01-05"),  // no such kind
        ("Daily", "2024-01-05"),
        ("daily", ""),
    ])
    func whatTheListWouldNotGiveIsNoChart(kind: String, first: String) async throws {
        let archive = MemoryArchive([
            .stub(date: try day(5)),
            BoxOfficeChart(period: ChartPeriod(.weekly, containing: try day(1)), source: .kobis, entries: []),
        ])
        #expect(await read(archive, kind, first) == .loaded(.chart(nil)))
    }

    @Test func withNoStoreThereIsNoChartAndAStoreThatCannotBeReadIsAFailure() async throws {
        #expect(await read(nil, "daily", "2024-01-05") == .loaded(.chart(nil)))
        #expect(
            await read(UnreadableChartArchive(), "daily", "2024-01-05")
                == .failed(ShownFailure(words.text(for: HistoryFailure.storeUnreadable))))
    }

    @Test func noStoreIsNothingToListAndAStoreThatCannotBeReadIsAFailure() async throws {
        #expect(await listed(nil) == .loaded(.list([])))
        let unreadable = await listed(UnreadableChartArchive())
        #expect(unreadable == .failed(ShownFailure(words.text(for: HistoryFailure.storeUnreadable))))
    }
}
