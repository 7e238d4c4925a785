// Export's reading of a real store: every row of a range, in order, batch after batch, and the periods missing.

import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

@Suite struct ExportChartsTests {
    private let calendar = BoxOfficeCalendar(now: { SyncHarness.now })

    /// Saves the daily chart of every day from `first` for `count` days, `rows` entries each.
    private func fill(_ store: BoxOfficeStore, from first: BoxOfficeDate, days count: Int, rows: Int = 10)
        async throws
    {
        for offset in 0..<count {
            let day = first.adding(days: offset)
            let entries = (1...rows).map { BoxOfficeEntry.stub(rank: $0, title: "\(day.iso) #\($0)") }
            try await store.save(
                BoxOfficeChart(date: day, source: .kobis, entries: entries), fetchedAt: SyncHarness.now)
        }
    }

    @Test func everyRowOfARangeComesOnceInOrderAcrossBatches() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        let (store, _) = try folder.open()
        let start = BoxOfficeDate(year: 2023, month: 11, day: 1) ?? .earliest
        try await fill(store, from: start, days: 61)
        let useCase = ExportChartsUseCase(archive: store, calendar: calendar)
        let request = ExportRequest(range: start...start.adding(days: 60))
        var batches: [Int] = []
        var rows: [ChartRow] = []
        let count = try await useCase.export(request) { batch in
            batches.append(batch.count)
            rows += batch
        }
        #expect(count == 610)
        #expect(batches == [500, 110])
        #expect(
            rows.map(\.entry.title)
                == (0..<61).flatMap { offset in
                    (1...10).map { "\(start.adding(days: offset).iso) #\($0)" }
                })
        #expect(rows.first?.position == 1)
        #expect(try await useCase.missing(request).isEmpty)
    }

    @Test func theMissingPeriodsOfARangeAreNamedAndNotWritten() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        let (store, _) = try folder.open()
        let start = BoxOfficeDate(year: 2024, month: 1, day: 1) ?? .earliest
        try await fill(store, from: start, days: 3)
        try await fill(store, from: start.adding(days: 5), days: 2)
        let useCase = ExportChartsUseCase(archive: store, calendar: calendar)
        let request = ExportRequest(range: start...start.adding(days: 6))
        #expect(
            try await useCase.missing(request).map(\.first) == [start.adding(days: 3), start.adding(days: 4)])
        var rows: [ChartRow] = []
        _ = try await useCase.export(request) { rows += $0 }
        #expect(Set(rows.map(\.period.first)).count == 5)
        let weekly = ExportRequest(range: start...start.adding(days: 6), kind: .weekend)
        #expect(try await useCase.missing(weekly).map(\.first) == [start.adding(days: 4)])
    }

    @Test func aPastChartWithNoRowsIsStoredEmptyNamedAndAskedForAgain() async throws {
        try await SyncHarness.with(reply: { LoopbackReply.emptyDay(targetDt: $0.targetDt ?? "") }) {
            harness in
            let first = try await harness.sync(1, 3)
            #expect(first.fetched == 3 && first.failed.isEmpty)
            #expect(first.empty == (1...3).map { .daily(SyncHarness.january($0)) })
            #expect(try harness.rowCount("chart") == 3 && harness.rowCount("chart_entry") == 0)
            // Empty is never final: KOBIS may not have had the figures yet.
            let again = try await harness.sync(1, 3)
            #expect(again.plan.toFetch.count == 3 && again.empty.count == 3)
            #expect(await harness.server.requestCount == 6)
            // Stored all the same, so export does not call them missing.
            let export = ExportChartsUseCase(archive: harness.store, calendar: harness.calendar)
            #expect(
                try await export.missing(
                    ExportRequest(range: SyncHarness.january(1)...SyncHarness.january(3))
                ).isEmpty)
        }
    }
}
