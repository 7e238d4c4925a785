// A sync and a chart over a store file that cannot be written: no call is sent that the store cannot count first,
// and every chart not asked so is a failure.

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
            #expect(report.failed.map(\.failure) == [.callNotCounted(readOnly)])
            #expect(report.unsaved.isEmpty && report.notAsked == 9)
            // A call the store cannot count first is not made.
            let requests = await harness.server.requestCount
            #expect(report.callsUsed == 0 && requests == 0)
            #expect(try harness.rowCount("chart") == 1, "only the chart saved before it was made read-only")
        }
    }

    @Test func aSyncIntoAReadOnlyStoreSendsNoneOfTheCallsItCouldNotCount() async throws {
        try await SyncHarness.withReadOnlyStore { harness in
            let report = try await harness.sync(1, 20, concurrency: 4)
            #expect(report.fetched == 0 && report.unsaved.isEmpty)
            #expect(report.failed.allSatisfy { if case .callNotCounted = $0.failure { true } else { false } })
            #expect(
                (1...4).contains(report.failed.count), "at most the charts launched before the first loss")
            let requests = await harness.server.requestCount
            #expect(report.callsUsed == 0 && requests == 0)
        }
    }

    @Test func aChartWhoseCallTheStoreCannotCountIsNotAskedFor() async throws {
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
            guard case .failure(.callNotCounted(let problem)) = outcome else {
                Issue.record("expected a callNotCounted failure, got \(outcome)")
                return
            }
            #expect(problem == StoreWriteFailure(file: harness.folder.file.path, reason: .readOnly))
            let calls = await tally.calls
            let requests = await harness.server.requestCount
            #expect(calls == 0 && requests == 0)
            let kept = try await harness.store.chart(.daily(day))
            #expect(kept == nil)
        }
    }
}
