// The sync's one json document: its plan, and what it did, as a script or an assistant reads them.

import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeTestSupport
import Foundation
import Testing

@MainActor
@Suite struct SyncDocumentTests {
    /// 2024-02-10 03:00 in Seoul: all of January 2024 is final.
    let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_707_501_600) })

    func viewModel(
        answer: @escaping @Sendable (BoxOfficeDate) -> Result<BoxOfficeChart, BoxOfficeFailure> = {
            .success(.stub(date: $0))
        }
    ) -> SyncViewModel {
        let ledger = StubCallLedger()
        let charts = MeteredBoxOfficeRepository.tallied(
            upstream: StubBoxOfficeRepository(answer: answer), ledger: ledger, callsPerChart: { _ in 1 })
        return SyncViewModel(
            useCase: SyncHistoryUseCase(
                charts: charts, archive: StubChartArchive(), ledger: ledger, calendar: calendar),
            words: EnglishWords(kobisKeySet: true))
    }

    func document(_ state: ViewState<SyncViewData>) throws -> [String: Any] {
        guard case .loaded(let content) = state else { throw CancellationError() }
        let text = content.json(cleaning: { $0 })
        return try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func aDryRunGivesThePlanAndNoResult() async throws {
        let sync = viewModel()
        await sync.sync(SyncOrder(from: "20240101", to: "20240103", dryRun: true))
        let json = try document(sync.state)
        #expect(json["from"] as? String == "2024-01-01")
        #expect(json["to"] as? String == "2024-01-03")
        #expect(json["charts"] as? [String] == ["daily"])
        #expect(json["dryRun"] as? Bool == true)
        #expect(json["result"] is NSNull)
        let plan = try #require(json["plan"] as? [String: Any])
        #expect(plan["charts"] as? Int == 3)
        #expect(plan["toFetch"] as? Int == 3)
        #expect(plan["fitsToday"] as? Bool == true)
    }

    @Test func aRunWithAFailedDayCountsWhatReallyHappened() async throws {
        let sync = viewModel { day in
            day.day == 2 ? .failure(.httpStatus(500)) : .success(.stub(date: day))
        }
        await sync.sync(SyncOrder(from: "20240101", to: "20240103", concurrency: 1))
        let json = try document(sync.state)
        #expect(json["dryRun"] as? Bool == false)
        let result = try #require(json["result"] as? [String: Any])
        #expect(result["fetched"] as? Int == 2)
        let failed = try #require(result["failed"] as? [[String: Any]])
        #expect(failed.count == 1)
        #expect(failed.first?["period"] as? String == "2024-01-02")
        #expect(failed.first?["chart"] as? String == "daily")
        #expect(result["succeeded"] as? Bool == false)
        #expect(result["stopped"] is NSNull)
    }

    @Test func whileRunningThereIsNoDocumentYet() {
        #expect(SyncViewData.started(["plan"]).json(cleaning: { $0 }).isEmpty)
        #expect(SyncViewData.progress(done: 1, total: 2, text: "1/2").json(cleaning: { $0 }).isEmpty)
    }
}
