// SyncViewModel's verdicts: a chart failed for itself or KOBIS's quota refusal mid-sync is no
// success; a dry run plans only; a plan over today's calls says what it will fetch; weekly charts
// are planned by their weeks; a range that is no range fails before any request.

import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeTestSupport
import Foundation
import Testing

extension SyncViewModelTests {
    @Test func aChartThatFailedForItselfMakesTheSyncNoSuccess() async throws {
        let sync = viewModel(ledger: StubCallLedger()) { day in
            day.day == 3 ? .failure(.httpStatus(500)) : .success(.stub(date: day))
        }
        await sync.sync(SyncOrder(from: "20240101", to: "20240104", concurrency: 1))
        let (lines, succeeded) = try finished(sync)
        #expect(!succeeded)
        #expect(
            lines == [
                "fetched 3, skipped 0, failed 1; KOBIS calls used 4, 2,996 left today.",
                "1 chart failed (the same sync run again tries them again):",
                "  2024-01-03 daily: The KOBIS server answered HTTP 500.",
            ])
    }

    @Test func aQuotaRefusalMidSyncIsNoSuccessAndSaysKOBISRefused() async throws {
        let sync = viewModel(ledger: StubCallLedger()) { day in
            day.day >= 3 ? .failure(.quotaExceeded) : .success(.stub(date: day))
        }
        await sync.sync(SyncOrder(from: "20240101", to: "20240110", concurrency: 1))
        let (lines, succeeded) = try finished(sync)
        #expect(!succeeded)
        #expect(
            lines == [
                "fetched 2, skipped 0, failed 0; KOBIS calls used 3, 2,997 left today.",
                "KOBIS refused: the key's daily quota is used up (320011). The remaining 8 charts were not "
                    + "fetched; run the same sync again tomorrow (Asia/Seoul) to continue.",
            ])
    }

    @Test func aDryRunPlansAndAsksForNothing() async throws {
        let ledger = StubCallLedger()
        let sync = viewModel(ledger: ledger)
        let recorder = StateRecorder(sync)
        await sync.sync(SyncOrder(from: "20240101", to: "20240131", kinds: [.weekend], dryRun: true))
        #expect(ledger.sent == 0)
        guard case .loaded(.planned(let sentences, _)) = recorder.last else {
            Issue.record("expected a plan, got \(String(describing: recorder.last))")
            return
        }
        #expect(
            sentences.count == 3 && sentences[0].hasPrefix("sync 2024-01-01~2024-01-31 (weekend): 4 charts"))
        #expect(sentences[1] == "It fits in the calls left today.")
        #expect(sentences[2] == "Dry run (--dry-run): nothing was fetched.")
        #expect(recorder.states.first == .loading("Planning the sync…"))
    }

    @Test func aPlanOverTodaysCallsSaysWhatItWillFetchThenStopsThere() async throws {
        let sync = viewModel(ledger: StubCallLedger(callsToday: 2_990))
        let recorder = StateRecorder(sync)
        await sync.sync(SyncOrder(from: "20240101", to: "20240110", concurrency: 1))
        let started = recorder.states.compactMap { state -> [String]? in
            if case .loaded(.started(let sentences)) = state { sentences } else { nil }
        }
        #expect(
            started.first?.last
                == "That is more than the calls left today (2 kept back for retries): this run fetches 8 and stops; "
                + "run the same sync again tomorrow (Asia/Seoul) for the other 2.")
        let (lines, succeeded) = try finished(sync)
        #expect(!succeeded)
        #expect(lines.first == "fetched 8, skipped 0, failed 0; KOBIS calls used 8, 2 left today.")
    }

    @Test func weeklyChartsAreFetchedWeekByWeekAndTheirProgressCounted() async throws {
        let ledger = StubCallLedger()
        let sync = viewModel(ledger: ledger)
        let recorder = StateRecorder(sync)
        await sync.sync(
            SyncOrder(from: "20240101", to: "20240131", kinds: [.weekly, .weekdays], concurrency: 1))
        let (lines, succeeded) = try finished(sync)
        #expect(succeeded)
        #expect(lines == ["fetched 10, skipped 0, failed 0; KOBIS calls used 10, 2,990 left today."])
        let progress = recorder.states.compactMap { state -> Int? in
            if case .loaded(.progress(let done, let total, _)) = state, total == 10 { done } else { nil }
        }
        #expect(progress.last == 10 && ledger.sent == 10)
    }

    @Test func aRangeThatIsNoRangeFailsBeforeAnyRequest() async throws {
        let ledger = StubCallLedger()
        let sync = viewModel(ledger: ledger)
        await sync.sync(SyncOrder(from: "20240110", to: "20240101"))
        let words = EnglishWords(kobisKeySet: true)
        let reversed = DateInputError.reversedRange(
            first: BoxOfficeDate(year: 2024, month: 1, day: 10) ?? .earliest,
            last: BoxOfficeDate(year: 2024, month: 1, day: 1) ?? .earliest)
        #expect(
            sync.state
                == .failed(
                    ShownFailure(words.text(for: HistoryFailure.invalidRange(reversed)), typedWrong: true)))
        #expect(ledger.sent == 0)
    }
}
