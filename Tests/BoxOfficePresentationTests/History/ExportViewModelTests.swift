// ExportViewModel on its own: the rows it writes a batch at a time in each format, the periods it
// says are missing with the sync that fills them, and what it publishes when the range, the store
// or the output fails.

import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeTestSupport
import Foundation
import Testing

@MainActor
@Suite struct ExportViewModelTests {
    /// 2024-02-10 03:00 in Seoul: all of January 2024 is final.
    let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_707_501_600) })
    let words = EnglishWords(kobisKeySet: true)

    static func january(_ day: Int) -> BoxOfficeDate {
        BoxOfficeDate(year: 2024, month: 1, day: day) ?? .earliest
    }

    /// The daily charts of `days` of January, `rows` entries each titled `yyyy-MM-dd #n`.
    static func dailyCharts(_ days: [Int], rows: Int = 10) -> [BoxOfficeChart] {
        days.map { day in
            let date = january(day)
            return BoxOfficeChart(
                date: date, source: .kobis,
                entries: (1...rows).map { .stub(rank: $0, title: "\(date.iso) #\($0)") })
        }
    }

    func viewModel(_ archive: MemoryArchive) -> ExportViewModel {
        ExportViewModel(
            useCase: ExportChartsUseCase(archive: archive, calendar: calendar), calendar: calendar,
            words: words)
    }

    /// Runs `order`, collecting every write (failing from the `failAt`-th on) and the sync commands asked for.
    func export(
        _ order: ExportOrder, with viewModel: ExportViewModel, failAt: Int? = nil,
        cleaning: @escaping (String) -> String = { $0 }
    ) async -> (writes: [String], commands: [String]) {
        var writes: [String] = []
        var commands: [String] = []
        await viewModel.export(
            order, cleaning: cleaning,
            syncCommand: { first, last, order in
                let command = "sync \(first.iso) \(last.iso) --charts \(order.kind.rawValue)"
                commands.append(command)
                return command
            },
            write: { text in
                if let failAt, writes.count + 1 >= failAt { throw CancellationError() }
                writes.append(text)
            })
        return (writes, commands)
    }

    func summary(_ viewModel: ExportViewModel) -> ExportViewData? {
        if case .loaded(let summary) = viewModel.state { summary } else { nil }
    }

    @Test func everyRowIsWrittenOnceInOrderABatchAtATimeAndNothingIsMissing() async throws {
        let viewModel = viewModel(MemoryArchive(Self.dailyCharts(Array(1...31))))
        let recorder = StateRecorder(viewModel)
        let (writes, commands) = await export(ExportOrder(from: "20240101", to: "20240131"), with: viewModel)
        #expect(summary(viewModel)?.rows == 310 && summary(viewModel)?.missingNote == nil)
        #expect(commands.isEmpty)
        #expect(recorder.states.count == 1)
        // The header, the first batch of 500 rows is more than the range: one batch, then the end.
        #expect(writes.count == 3 && writes.last == "")
        let records = RFC4180Reader.records(writes.joined())
        #expect(records.first == ChartRowExport.columns)
        let titles = records.dropFirst().map { $0[7] }
        #expect(titles == (1...31).flatMap { day in (1...10).map { "\(Self.january(day).iso) #\($0)" } })
    }

    @Test func aRangeLongerThanABatchIsWrittenInSeveralAndCountedWhole() async throws {
        let days = Array(1...31)
        let viewModel = viewModel(MemoryArchive(Self.dailyCharts(days, rows: 20)))
        let (writes, _) = await export(ExportOrder(from: "2024-01-01", to: "2024-01-31"), with: viewModel)
        #expect(summary(viewModel)?.rows == 620)
        #expect(writes.count == 4)
        #expect(RFC4180Reader.records(writes.joined()).count == 621)
    }

    @Test func theMissingDaysAreNamedWithTheSyncThatFetchesThemFromTheFirstToTheLast() async throws {
        let viewModel = viewModel(MemoryArchive(Self.dailyCharts([1, 2, 5, 6])))
        let (_, commands) = await export(ExportOrder(from: "20240101", to: "20240106"), with: viewModel)
        #expect(commands == ["sync 2024-01-03 2024-01-04 --charts daily"])
        let missing = [ChartPeriod.day(Self.january(3)), .day(Self.january(4))]
        #expect(summary(viewModel)?.rows == 40)
        #expect(
            summary(viewModel)?.missingNote
                == words.exportMissing(
                    missing, of: 6, kind: .daily, command: "sync 2024-01-03 2024-01-04 --charts daily"))
    }

    @Test func missingWeekendsAreFetchedFromTheFirstFridayToTheLastSunday() async throws {
        let weekend = BoxOfficeChart(
            period: ChartPeriod(.weekend, containing: Self.january(12)), yearWeek: "202402", source: .kobis,
            entries: [.stub(rank: 1, title: "주말")])
        let viewModel = viewModel(MemoryArchive([weekend]))
        let (writes, commands) = await export(
            ExportOrder(from: "20240101", to: "20240131", kind: .weekend), with: viewModel)
        #expect(commands == ["sync 2024-01-05 2024-01-28 --charts weekend"])
        let note = try #require(summary(viewModel)?.missingNote)
        #expect(note.hasPrefix("3 of the range's 4 weekend charts are not in the store"))
        let row = try #require(RFC4180Reader.records(writes.joined()).dropFirst().first)
        #expect(Array(row.prefix(5)) == ["2024-01-12", "2024-01-14", "weekend", "all", "202402"])
    }

    @Test func jsonIsOneArrayOfEveryRowAndAnEmptyRangeIsAnEmptyArray() async throws {
        let viewModel = viewModel(MemoryArchive(Self.dailyCharts([1, 2], rows: 3)))
        let (writes, _) = await export(
            ExportOrder(from: "20240101", to: "20240102", format: .json), with: viewModel)
        let rows = try #require(
            try JSONSerialization.jsonObject(with: Data(writes.joined().utf8)) as? [[String: Any]])
        #expect(rows.count == 6 && rows.last?["title"] as? String == "2024-01-02 #3")
        #expect(summary(viewModel)?.rows == 6)
        let (empty, _) = await export(
            ExportOrder(from: "20240110", to: "20240111", format: .json), with: viewModel)
        #expect(empty.joined() == "[]\n")
        #expect(summary(viewModel)?.rows == 0 && summary(viewModel)?.missingNote != nil)
    }

    @Test func everyTextPassesThroughTheCleaningBeforeItIsWritten() async throws {
        let viewModel = viewModel(MemoryArchive(Self.dailyCharts([1], rows: 1)))
        let (writes, _) = await export(
            ExportOrder(from: "20240101", to: "20240101"), with: viewModel, cleaning: { "<" + $0 + ">" })
        let row = try #require(RFC4180Reader.records(writes.joined()).last)
        #expect(row[7] == "<2024-01-01 #1>" && row[0] == "<2024-01-01>" && row[5] == "1")
    }

    @Test func aRangeThatIsNotOneFailsWithItsReasonAndWritesNothing() async throws {
        let viewModel = viewModel(MemoryArchive(Self.dailyCharts([1])))
        let (writes, _) = await export(ExportOrder(from: "20240105", to: "20240101"), with: viewModel)
        #expect(writes.isEmpty)
        let error = DateInputError.reversedRange(first: Self.january(5), last: Self.january(1))
        #expect(
            viewModel.state
                == .failed(
                    ShownFailure(
                        words.text(for: HistoryFailure.invalidRange(error)), cause: .invalidDate(error))))
    }

    @Test func withoutAStoreItFailsWithWhyAndWritesNothing() async throws {
        let viewModel = ExportViewModel(
            useCase: nil, unavailable: .needsKOBISKey, calendar: calendar, words: words)
        let (writes, _) = await export(ExportOrder(from: "20240101", to: "20240102"), with: viewModel)
        #expect(writes.isEmpty)
        #expect(
            viewModel.state
                == .failed(ShownFailure(words.text(for: HistoryFailure.needsKOBISKey, reading: "export"))))
    }

    @Test func aStoreThatCannotBeReadFailsTheExport() async throws {
        let viewModel = viewModel(MemoryArchive([], unreadable: true))
        _ = await export(ExportOrder(from: "20240101", to: "20240102"), with: viewModel)
        #expect(viewModel.state == .failed(ShownFailure(words.text(for: HistoryFailure.storeUnreadable))))
    }

    @Test func aCancelledExportStopsBeforeItsNextBatchAndSaysItWasCancelled() async throws {
        let viewModel = viewModel(MemoryArchive(Self.dailyCharts(Array(1...31), rows: 20)))
        var writes = 0
        // Ctrl-C comes while the first batch is written, to an output that does not look for it.
        let export = Task {
            await viewModel.export(
                ExportOrder(from: "20240101", to: "20240131"), cleaning: { $0 },
                syncCommand: { _, _, _ in "" },
                write: { _ in
                    writes += 1
                    if writes == 2 { withUnsafeCurrentTask { $0?.cancel() } }
                })
        }
        await export.value
        #expect(writes == 2, "the header and the first batch; not the second, nor the end")
        #expect(
            viewModel.state
                == .failed(ShownFailure(words.text(for: BoxOfficeFailure.cancelled), cause: .cancelled)))
    }

    @Test func anOutputThatFailsStopsTheWritesAndIsLeftToItsOwnerToSay() async throws {
        let viewModel = viewModel(MemoryArchive(Self.dailyCharts(Array(1...31), rows: 20)))
        let recorder = StateRecorder(viewModel)
        // The header and the first batch are written; the second batch fails.
        let (writes, commands) = await export(
            ExportOrder(from: "20240101", to: "20240131"), with: viewModel, failAt: 3)
        #expect(writes.count == 2)
        #expect(commands.isEmpty)
        #expect(viewModel.state == .idle && recorder.failures.isEmpty)
    }
}

/// Charts held in memory as the store holds them: stamped, and read back a batch at a time after a cursor.
struct MemoryArchive: ChartArchive {
    let charts: [BoxOfficeChart]
    var unreadable = false

    init(_ charts: [BoxOfficeChart], unreadable: Bool = false) {
        // A chart saved again replaces the one before, as in the store.
        var latest: [ChartPeriod: BoxOfficeChart] = [:]
        for chart in charts { latest[chart.period] = chart }
        self.charts = latest.values.sorted { $0.period.first < $1.period.first }
        self.unreadable = unreadable
    }

    func storedCharts(
        _ kind: ChartKind, filter: ChartFilter, from first: BoxOfficeDate, to last: BoxOfficeDate
    ) async throws -> [ChartPeriod: StoredChart] {
        if unreadable { throw CancellationError() }
        let stamp = Date(timeIntervalSince1970: 1_707_501_600)
        return Dictionary(
            uniqueKeysWithValues: charts.filter {
                $0.period.kind == kind && $0.filter == filter && (first...last).contains($0.period.first)
            }.map { ($0.period, StoredChart(fetchedAt: stamp, isEmpty: $0.entries.isEmpty)) })
    }

    func chartRows(
        _ kind: ChartKind, filter: ChartFilter, from first: BoxOfficeDate, to last: BoxOfficeDate,
        after cursor: ChartRowCursor?, limit: Int
    ) async throws -> [ChartRow] {
        if unreadable { throw CancellationError() }
        let rows = charts.filter {
            $0.period.kind == kind && $0.filter == filter && (first...last).contains($0.period.first)
        }.flatMap { chart in
            chart.entries.enumerated().map { index, entry in
                ChartRow(
                    period: chart.period, filter: chart.filter, yearWeek: chart.yearWeek, position: index + 1,
                    entry: entry)
            }
        }
        let after = rows.drop { row in
            cursor.map { (row.period.first, row.position) <= ($0.periodStart, $0.position) } ?? false
        }
        return Array(after.prefix(limit))
    }

    func storedChart(_ request: ChartRequest) async throws -> BoxOfficeChart? {
        if unreadable { throw CancellationError() }
        return charts.first { $0.request == request }.map { chart in
            var stored = chart
            stored.source = .cache
            return stored
        }
    }
}
