// Every field of sync's json document, each a different number, so a field filled from another shows.

import BoxOfficeDomain
import BoxOfficePresentation
import Foundation
import Testing

@Suite struct SyncExportTests {
    let words = EnglishWords(kobisKeySet: true)

    func day(_ number: Int) throws -> BoxOfficeDate {
        try #require(BoxOfficeDate(year: 2024, month: 1, day: number))
    }

    /// 2024-01-01 to 2024-01-07 of Korean films: 7 charts, 4 stored, 3 to fetch, 5 calls made today.
    func plan() throws -> SyncPlan {
        let filter = ChartFilter(nation: .korean)
        let request = SyncRequest(range: try day(1)...day(7), kinds: [.daily], filter: filter)
        let toFetch = try [5, 6, 7].map { ChartRequest(period: .day(try day($0)), filter: filter) }
        return SyncPlan(request: request, total: 7, toFetch: toFetch, callsToday: 5)
    }

    func object(_ document: JSONValue) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(document.text.utf8)) as? [String: Any])
    }

    @Test func thePlanSaysItsRangeFilterAndEachCount() throws {
        let json = try object(SyncExport.document(try plan(), dryRun: true, report: nil, words: words))
        #expect(json["from"] as? String == "2024-01-01")
        #expect(json["to"] as? String == "2024-01-07")
        #expect(json["filter"] as? String == ChartFilter(nation: .korean).description)
        #expect(json["filter"] as? String != ChartFilter.all.description)
        let plan = try #require(json["plan"] as? [String: Any])
        #expect(plan["charts"] as? Int == 7)
        #expect(plan["alreadyStored"] as? Int == 4)
        #expect(plan["toFetch"] as? Int == 3)
        #expect(plan["kobisCallsToday"] as? Int == 5)
        #expect(plan["kobisCallsLeft"] as? Int == 2_995)
        #expect(plan["fitsToday"] as? Bool == true)
    }

    @Test func aPlanOverTodaysCallsDoesNotFit() throws {
        let over = SyncPlan(
            request: try plan().request, total: 7, toFetch: try plan().toFetch,
            callsToday: KOBISCallBudget.dailyLimit - 2)
        #expect(!over.fitsToday)
        let plan = try #require(
            try object(SyncExport.document(over, dryRun: true, report: nil, words: words))["plan"]
                as? [String: Any])
        #expect(plan["fitsToday"] as? Bool == false)
        #expect(plan["kobisCallsLeft"] as? Int == 2)
    }

    @Test func aRunStoppedAtTheDailyLimitSaysWhatItDidWhatFailedWhatWasEmptyAndWhy() throws {
        let plan = try plan()
        let failed = SyncFailedChart(request: plan.toFetch[1], failure: .httpStatus(500))
        let report = SyncReport(
            plan: plan, fetched: 1, failed: [failed], empty: [plan.toFetch[0]], stop: .dailyLimit,
            callsUsed: 6, callsLeft: 11)
        let json = try object(SyncExport.document(plan, dryRun: false, report: report, words: words))
        let result = try #require(json["result"] as? [String: Any])
        #expect(result["fetched"] as? Int == 1)
        let failures = try #require(result["failed"] as? [[String: Any]])
        #expect(failures.count == 1)
        #expect(failures.first?["period"] as? String == "2024-01-06")
        #expect(failures.first?["reason"] as? String == words.syncFailed(failed))
        #expect(result["empty"] as? [String] == ["2024-01-05"])
        #expect(result["notAsked"] as? Int == 1)
        #expect(result["stopped"] as? String == "dailyLimit")
        #expect(result["kobisCallsUsed"] as? Int == 6)
        #expect(result["kobisCallsLeft"] as? Int == 11)
        #expect(result["succeeded"] as? Bool == false)
    }

    @Test(arguments: [
        (SyncStop.dailyLimit, "dailyLimit"), (.cancelled, "cancelled"), (.refused(.quotaExceeded), "refused"),
        (.storeUnwritable(StoreWriteFailure(file: "store.sqlite", reason: .readOnly)), "storeUnwritable"),
    ])
    func aRunThatStoppedEarlyIsNoSuccessAndSaysWhyByAStableName(stop: SyncStop, name: String) throws {
        let plan = try plan()
        let report = SyncReport(
            plan: plan, fetched: 3, failed: [], stop: stop, callsUsed: 3, callsLeft: 2_992)
        let result = try #require(
            try object(SyncExport.document(plan, dryRun: false, report: report, words: words))["result"]
                as? [String: Any])
        #expect(result["stopped"] as? String == name)
        #expect(result["succeeded"] as? Bool == false)
    }

    @Test func aRunThatFetchedEveryChartSucceededAndStoppedForNothing() throws {
        let plan = try plan()
        let report = SyncReport(plan: plan, fetched: 3, failed: [], stop: nil, callsUsed: 3, callsLeft: 2_992)
        let result = try #require(
            try object(SyncExport.document(plan, dryRun: false, report: report, words: words))["result"]
                as? [String: Any])
        #expect(result["stopped"] is NSNull)
        #expect(result["succeeded"] as? Bool == true)
        #expect(result["notAsked"] as? Int == 0)
    }
}
