import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

/// A loopback KOBIS that answers another question than the one asked (another day, another part
/// of the week, fifty rows): nothing of it reaches the store file, and sync counts it failed.
struct OtherChartAnswerTests {
    /// KOBIS's answer, except for 2024-01-03, answered with the chart of 2024-01-04.
    static func anotherDayFor3January(_ request: LoopbackRequest) -> LoopbackReply {
        request.targetDt == "20240103"
            ? LoopbackBodies.daily(targetDt: "20240104") : LoopbackBodies.answer(to: request)
    }

    @Test func aDayAnsweredWithAnotherDayIsFailedAndNotStored() async throws {
        try await SyncHarness.with(reply: Self.anotherDayFor3January) { (harness: SyncHarness) async throws in
            let request = ChartRequest.daily(SyncHarness.january(3))
            let calls = StoreCallLedger(store: harness.store, key: .test)
            let charts = CachingBoxOfficeRepository(
                upstream: KOBISBoxOfficeRepository(
                    client: .counting(
                        KOBISConfiguration(
                            apiKey: RepositoryHarness.key, baseURL: harness.server.baseURL, requestTimeout: 30
                        ),
                        in: calls, calendar: harness.calendar)),
                store: harness.store, calendar: harness.calendar,
                policy: CachePolicy(recentDayMaxAge: 600, detailMaxAge: 600))
            await #expect(
                throws: BoxOfficeFailure.undecodableResponse(
                    .otherChart(.period(asked: request.period, answered: "20240104~20240104")))
            ) {
                try await charts.chart(request, refresh: false)
            }
            #expect(try await harness.store.chart(request) == nil)
            #expect(try harness.rowCount("chart") == 0)
            #expect(try harness.rowCount("chart_entry") == 0)
        }
    }

    @Test func syncCountsAnotherDaysAnswerFailedAndStoresTheRest() async throws {
        try await SyncHarness.with(reply: Self.anotherDayFor3January) { harness in
            let report = try await harness.sync(1, 5)
            #expect(report.fetched == 4)
            #expect(report.failed.map(\.request) == [.daily(SyncHarness.january(3))])
            #expect(try harness.rowCount("chart") == 4)
            let stored = try await harness.store.chart(.daily(SyncHarness.january(4)))
            #expect(stored?.value.entries.count == 10)
        }
    }

    @Test func aWeekendAnsweredWithTheWholeWeekIsFailedAndNotStored() async throws {
        try await SyncHarness.with(reply: { request in
            LoopbackBodies.weekly(targetDt: request.targetDt ?? "", weekGb: "0")
        }) { harness in
            let report = try await harness.sync(1, 14, kinds: [.weekend])
            #expect(report.fetched == 0)
            #expect(report.failed.count == report.plan.toFetch.count)
            #expect(
                report.failed.allSatisfy {
                    if case .undecodableResponse(.otherChart(.period), .kobis) = $0.failure {
                        true
                    } else {
                        false
                    }
                })
            #expect(try harness.rowCount("chart") == 0)
        }
    }

    @Test func fiftyRowsAreFailedAndNoneOfThemReachesTheStore() async throws {
        let fifty = (1...50).map {
            LoopbackBodies.RankedMovie(code: String(20_990_000 + $0), title: "영화 \($0)")
        }
        try await SyncHarness.with(reply: { request in
            LoopbackBodies.daily(targetDt: request.targetDt ?? "", movies: fifty)
        }) { harness in
            let report = try await harness.sync(2, 2)
            #expect(
                report.failed.map(\.failure) == [
                    .undecodableResponse(.otherChart(.tooManyRows(count: 50, limit: 10)))
                ])
            #expect(try harness.rowCount("chart_entry") == 0)
        }
    }
}
