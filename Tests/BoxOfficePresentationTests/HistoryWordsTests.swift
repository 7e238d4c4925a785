// What sync says of its plan and of a stop, in both languages: the numbers a user acts on.

import BoxOfficeDomain
import BoxOfficePresentation
import Testing

@Suite struct HistoryWordsTests {
    static let languages: [any Words] = [EnglishWords(kobisKeySet: true), KoreanWords(kobisKeySet: true)]
    static let first = BoxOfficeDate(year: 2024, month: 1, day: 1) ?? .earliest
    let range = Self.first...Self.first.adding(days: 19)

    func plan(callsToday: Int) -> SyncPlan {
        let requests = range.days.suffix(15).map { ChartRequest.daily($0) }
        return SyncPlan(
            request: SyncRequest(range: range), total: 20, toFetch: requests, callsToday: callsToday)
    }

    @Test func aStopAtTheDailyLimitSaysHowManyChartsTheRestNeeds() {
        let report = SyncReport(
            plan: plan(callsToday: 2_990), fetched: 5, failed: [], stop: .dailyLimit, callsUsed: 10,
            callsLeft: 0)
        for words in Self.languages {
            let text = words.syncStopped(report) ?? ""
            #expect(text.contains("10"), "\(text)")
            #expect(text.contains("3,000"), "\(text)")
            #expect(words.syncSummary(report).contains("5"))
        }
    }

    @Test func aPlanLargerThanTodaysCallsSaysWhatThisRunFetchesAndWhatWaits() {
        let plan = plan(callsToday: 2_994)
        #expect(!plan.fitsToday)
        for words in Self.languages {
            let text = words.syncOverQuota(plan)
            #expect(text.contains("6") && text.contains("9"), "\(text)")
            #expect(words.syncPlan(plan).contains("15"))
        }
    }

    @Test func theDemoDataIsToldItNeedsAKeyOnlyWhenNoneIsSet() {
        #expect(
            EnglishWords(kobisKeySet: false).text(for: HistoryFailure.needsKOBISKey).contains("KOBIS_API_KEY")
        )
        #expect(
            !EnglishWords(kobisKeySet: true).text(for: HistoryFailure.needsKOBISKey).contains("KOBIS_API_KEY")
        )
        #expect(
            KoreanWords(kobisKeySet: false).text(for: HistoryFailure.needsKOBISKey).contains("KOBIS_API_KEY"))
    }
}
