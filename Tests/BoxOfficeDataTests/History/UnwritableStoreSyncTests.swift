// A sync and a chart over a store file that cannot be written: no call is made that the store cannot
// count first, and every chart not asked for is a failure.

import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

@testable import BoxOfficeData

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
            #expect(report.notAsked == 9)
            // The call was not made: the store could not count it first.
            let requests = await harness.server.requestCount
            #expect(report.callsUsed == 0 && requests == 0)
            #expect(try harness.rowCount("chart") == 1, "only the chart saved before it was made read-only")
        }
    }

    @Test func aSyncIntoAReadOnlyStoreSendsNoRequestAndStops() async throws {
        try await SyncHarness.withReadOnlyStore { harness in
            let report = try await harness.sync(1, 20, concurrency: 4)
            #expect(report.fetched == 0 && report.unsaved.isEmpty)
            #expect(
                (1...4).contains(report.failed.count), "at most the charts in flight at the first refusal")
            let requests = await harness.server.requestCount
            #expect(report.callsUsed == 0 && requests == 0, "no call the store cannot count is made")
        }
    }

    @Test func aChartWhoseCallTheStoreCannotCountIsNotAskedFor() async throws {
        try await SyncHarness.withReadOnlyStore { harness in
            let ledger = StoreCallLedger(store: harness.store, key: .test)
            let tally = KOBISCallTally()
            let charts = CachingBoxOfficeRepository(
                upstream: KOBISBoxOfficeRepository(
                    client: .counting(
                        KOBISConfiguration(
                            apiKey: RepositoryHarness.key, baseURL: harness.server.baseURL, requestTimeout: 30
                        ),
                        in: ledger, calendar: harness.calendar, tally: tally)),
                store: harness.store, calendar: harness.calendar, policy: CachePolicy())
            let day = SyncHarness.january(5)
            let outcome: Result<BoxOfficeChart, BoxOfficeFailure>
            do throws(BoxOfficeFailure) {
                outcome = .success(try await charts.chart(.daily(day), refresh: false))
            } catch {
                outcome = .failure(error)
            }
            guard case .failure(.callNotCounted(let problem)) = outcome else {
                Issue.record("expected the call not made, got \(outcome)")
                return
            }
            #expect(problem == StoreWriteFailure(file: harness.folder.file.path, reason: .readOnly))
            let calls = await tally.calls
            #expect(calls == 0)
            #expect(await harness.server.requestCount == 0)
            let kept = try await harness.store.chart(.daily(day))
            #expect(kept == nil)
        }
    }

    @Test func aCountTheStoreCannotWriteStopsTheRequestAndIsNotTriedAgain() async throws {
        try await SyncHarness.withReadOnlyStore { harness in
            let scripted = ScriptedGet([.body(Data("{}".utf8))])
            let ledger = StoreCallLedger(store: harness.store, key: .test)
            let get = RetryingHTTPGet(
                CountingHTTPGet(scripted, countingIn: ledger, calendar: harness.calendar), policy: .immediate)
            let request = try HTTPGetRequest.scripted()
            do throws(HTTPGetFailure) {
                _ = try await get.get(request)
                Issue.record("a request the store could not count was sent")
            } catch {
                let readOnly = StoreWriteFailure(file: harness.folder.file.path, reason: .readOnly)
                #expect(error.failure == .callNotCounted(readOnly))
            }
            #expect(scripted.tries.isEmpty)
        }
    }
}
