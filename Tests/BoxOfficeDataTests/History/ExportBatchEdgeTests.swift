// Export's batches on their edge, over a real store: a range of exactly one full batch, one row
// past it, a batch that ends inside a chart, and weekly charts read by their own kind and filter.

import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

@Suite struct ExportBatchEdgeTests {
    private let calendar = BoxOfficeCalendar(now: { SyncHarness.now })
    static let start = BoxOfficeDate(year: 2023, month: 6, day: 1) ?? .earliest

    /// Saves a daily chart of `rows` entries on each of `days` days from ``start``, and then the
    /// charts of `extra` more days with one entry each.
    private func fill(_ store: BoxOfficeStore, days: Int, rows: Int, extra: Int = 0) async throws {
        for offset in 0..<(days + extra) {
            let day = Self.start.adding(days: offset)
            let count = offset < days ? rows : 1
            let entries = (1...count).map { BoxOfficeEntry.stub(rank: $0, title: "\(day.iso) #\($0)") }
            try await store.save(
                BoxOfficeChart(date: day, source: .kobis, entries: entries), fetchedAt: SyncHarness.now)
        }
    }

    /// Every batch export hands over, for the range of `days` days from ``start``.
    private func batches(
        _ store: BoxOfficeStore, days: Int, kind: ChartKind = .daily, filter: ChartFilter = .all
    )
        async throws -> (count: Int, batches: [[ChartRow]])
    {
        let useCase = ExportChartsUseCase(archive: store, calendar: calendar)
        var batches: [[ChartRow]] = []
        let count = try await useCase.export(
            ExportRequest(range: Self.start...Self.start.adding(days: days - 1), kind: kind, filter: filter)
        ) { batches.append($0) }
        return (count, batches)
    }

    private func withStore(_ body: (BoxOfficeStore) async throws -> Void) async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        let (store, _) = try folder.open()
        try await body(store)
    }

    @Test func aRangeOfExactlyOneFullBatchIsOneBatch() async throws {
        #expect(ExportChartsUseCase.batchSize == 500)
        try await withStore { store in
            try await fill(store, days: 50, rows: 10)
            let (count, batches) = try await batches(store, days: 50)
            #expect(count == 500 && batches.map(\.count) == [500])
        }
    }

    @Test func oneRowPastAFullBatchIsASecondBatchOfOne() async throws {
        try await withStore { store in
            try await fill(store, days: 50, rows: 10, extra: 1)
            let (count, batches) = try await batches(store, days: 51)
            #expect(count == 501 && batches.map(\.count) == [500, 1])
            #expect(batches.last?.first?.entry.title == "\(Self.start.adding(days: 50).iso) #1")
        }
    }

    @Test func aBatchEndingInsideAChartGoesOnAtItsNextRow() async throws {
        try await withStore { store in
            // 72 days of 7 rows: the 500th row is the third of the 72nd day.
            try await fill(store, days: 72, rows: 7)
            let (count, batches) = try await batches(store, days: 72)
            #expect(count == 504 && batches.map(\.count) == [500, 4])
            let last = Self.start.adding(days: 71)
            #expect(batches[0].last.map { "\($0.period.first.iso) \($0.position)" } == "\(last.iso) 3")
            #expect(batches[1].map(\.position) == [4, 5, 6, 7])
            let titles = batches.flatMap { $0 }.map(\.entry.title)
            #expect(Set(titles).count == 504)
        }
    }

    @Test func weeklyRowsAreReadByTheirKindAndFilterOnly() async throws {
        try await withStore { store in
            // The week of 2023-06-05 (a Monday): its weekend under two filters, and its days.
            let monday = Self.start.adding(days: 4)
            try await fill(store, days: 7, rows: 10)
            let korean = ChartFilter(nation: .korean)
            for filter in [ChartFilter.all, korean] {
                let weekend = BoxOfficeChart(
                    period: ChartPeriod(.weekend, containing: monday), filter: filter, yearWeek: "202323",
                    source: .kobis, entries: (1...3).map { .stub(rank: $0, title: "\(filter) #\($0)") })
                try await store.save(weekend, fetchedAt: SyncHarness.now)
            }
            let (count, batches) = try await batches(store, days: 14, kind: .weekend, filter: korean)
            #expect(count == 3)
            let rows = batches.flatMap { $0 }
            #expect(rows.map(\.entry.title) == ["nation=korean #1", "nation=korean #2", "nation=korean #3"])
            #expect(
                rows.allSatisfy {
                    $0.period.description == "2023-06-09~2023-06-11" && $0.yearWeek == "202323"
                })
        }
    }
}
