// SyncViewModel on its own: what it publishes when a chart is lost to the store, and the calls it says it used.

import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeTestSupport
import Foundation
import Testing

@MainActor
@Suite struct SyncViewModelTests {
    /// 2024-02-10 03:00 in Seoul: all of January 2024 is final.
    let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_707_501_600) })
    static let file = "/c/boxoffice.sqlite"

    func viewModel(
        ledger: StubCallLedger, callsPerChart: Int = 1,
        answer: @escaping @Sendable (BoxOfficeDate) -> Result<BoxOfficeChart, BoxOfficeFailure> = {
            .success(.stub(date: $0))
        }
    ) -> SyncViewModel {
        let charts = MeteredBoxOfficeRepository.tallied(
            upstream: StubBoxOfficeRepository(answer: answer), ledger: ledger,
            callsPerChart: { _ in callsPerChart })
        return SyncViewModel(
            useCase: SyncHistoryUseCase(
                charts: charts, archive: StubChartArchive(), ledger: ledger, calendar: calendar),
            words: EnglishWords(kobisKeySet: true))
    }

    func finished(_ viewModel: SyncViewModel) throws -> (lines: [String], succeeded: Bool) {
        guard case .loaded(.finished(let lines, let problems, let succeeded, _)) = viewModel.state else {
            Issue.record("the sync did not finish: \(viewModel.state)")
            throw CancellationError()
        }
        return (lines + problems, succeeded)
    }

    @Test func aChartTheStoreDidNotKeepIsAFailureNamedInTheSummary() async throws {
        let lost = StoreWriteFailure(file: Self.file, reason: .busy)
        let sync = viewModel(ledger: StubCallLedger()) { day in
            day.day == 2 ? .failure(.chartNotKept(.stub(date: day), lost)) : .success(.stub(date: day))
        }
        await sync.sync(SyncOrder(from: "20240101", to: "20240103", concurrency: 1))
        let (lines, succeeded) = try finished(sync)
        #expect(!succeeded)
        #expect(
            lines == [
                "fetched 2, skipped 0, failed 1; KOBIS calls used 3, 2,997 left today.",
                "1 chart failed (the same sync run again tries them again):",
                "  2024-01-02 daily: Fetched, but the local store could not keep it: another boxoffice kept "
                    + "/c/boxoffice.sqlite locked too long.",
            ])
    }

    @Test func aStoreThatKeepsNothingStopsTheSyncAndFailsIt() async throws {
        let readOnly = StoreWriteFailure(file: Self.file, reason: .readOnly)
        let sync = viewModel(ledger: StubCallLedger(storeCounts: false)) { day in
            .failure(.chartNotKept(.stub(date: day), readOnly))
        }
        await sync.sync(SyncOrder(from: "20240101", to: "20240110", concurrency: 1))
        let (lines, succeeded) = try finished(sync)
        #expect(!succeeded)
        #expect(lines.first == "fetched 0, skipped 0, failed 1; KOBIS calls used 1, 2,999 left today.")
        #expect(
            lines.last
                == "Stopped: the local store could not be written: /c/boxoffice.sqlite is read-only. "
                + "The remaining 9 charts were not asked for; once the store can be written, run the same sync again."
        )
    }

    @Test func theSummarysCallsAreTheCallsMadeNotTheStoresDifference() async throws {
        // The store counts none of them, and another process had counted 500 before: 2 calls a chart.
        let ledger = StubCallLedger(callsToday: 500, storeCounts: false)
        let sync = viewModel(ledger: ledger, callsPerChart: 2)
        await sync.sync(SyncOrder(from: "20240101", to: "20240105", concurrency: 2))
        let (lines, succeeded) = try finished(sync)
        #expect(succeeded)
        #expect(lines == ["fetched 5, skipped 0, failed 0; KOBIS calls used 10, 2,490 left today."])
        #expect(ledger.sent == 10)
    }

    @Test func chartsKOBISHadNoFiguresForAreSaidAndTheSyncStillSucceeds() async throws {
        let sync = viewModel(ledger: StubCallLedger()) { day in
            .success(day.day == 1 ? BoxOfficeChart(date: day, source: .kobis, entries: []) : .stub(date: day))
        }
        await sync.sync(SyncOrder(from: "20240101", to: "20240102", concurrency: 1))
        let (lines, succeeded) = try finished(sync)
        #expect(succeeded)
        #expect(
            lines.last == "KOBIS had no figures for 1 chart (2024-01-01): the next sync asks for them again.")
    }
}
