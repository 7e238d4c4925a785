// A sync and a chart over a store file that cannot be written: every chart lost is a failure, every call counted.

import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

@Suite(
    .enabled(
        if: ReadOnlyFile.isPossible,
        "this machine cannot make a file read-only (no chmod or chattr that binds)"))
struct UnwritableStoreSyncTests {
    @Test func aSyncIntoAReadOnlyStoreFailsTheChartsItLosesAndStops() async throws {
        try await SyncHarness.withReadOnlyStore { harness in
            let report = try await harness.sync(1, 10, concurrency: 1)
            let readOnly = StoreWriteFailure(file: harness.folder.file.path, reason: .readOnly)
            #expect(report.fetched == 0)
            #expect(report.stop == .storeUnwritable(readOnly))
            #expect(report.failed.map(\.request) == [.daily(SyncHarness.january(1))])
            #expect(report.unsaved.count == 1 && report.notAsked == 9)
            // The call was made: it is counted though the store could count nothing.
            let requests = await harness.server.requestCount
            #expect(report.callsUsed == 1 && requests == 1)
            #expect(try harness.rowCount("chart") == 1, "only the chart saved before it was made read-only")
        }
    }

    @Test func aSyncIntoAReadOnlyStoreCountsEveryCallInFlightWhenItStops() async throws {
        try await SyncHarness.withReadOnlyStore { harness in
            let report = try await harness.sync(1, 20, concurrency: 4)
            #expect(report.fetched == 0 && report.failed.count == report.unsaved.count)
            #expect((1...4).contains(report.failed.count), "at most the requests in flight at the first loss")
            let requests = await harness.server.requestCount
            #expect(report.callsUsed == requests)
            #expect(report.callsUsed == report.failed.count)
        }
    }

    @Test func aChartTheStoreCannotKeepIsReturnedInItsFailureAndItsCallCounted() async throws {
        try await SyncHarness.withReadOnlyStore { harness in
            let ledger = StoreCallLedger(store: harness.store, key: .test)
            let charts = CachingBoxOfficeRepository(
                upstream: KOBISBoxOfficeRepository(
                    configuration: KOBISConfiguration(
                        apiKey: RepositoryHarness.key, baseURL: harness.server.baseURL, requestTimeout: 30),
                    session: HTTPSession.loopback(retries: .immediate)),
                store: harness.store, key: .test, calendar: harness.calendar, policy: CachePolicy())
            let tally = KOBISCallTally()
            let day = SyncHarness.january(5)
            let outcome = await ledger.counting(into: tally) {
                do throws(BoxOfficeFailure) {
                    return Result<BoxOfficeChart, BoxOfficeFailure>.success(
                        try await charts.chart(.daily(day), refresh: false))
                } catch {
                    return .failure(error)
                }
            }
            guard case .failure(.chartNotKept(let chart, let problem)) = outcome else {
                Issue.record("expected the chart back in a chartNotKept failure, got \(outcome)")
                return
            }
            #expect(chart.date == day && chart.entries.count == 10)
            #expect(problem == StoreWriteFailure(file: harness.folder.file.path, reason: .readOnly))
            let calls = await tally.calls
            #expect(calls == 1)
            let kept = try await harness.store.chart(.daily(day))
            #expect(kept == nil)
        }
    }
}
