import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeTestSupport
import Foundation
import Testing

/// `status`, `cache info` and the call-budget warning, published as states.
@MainActor
struct StatusViewModelTests {
    /// 2022-01-06 12:00 in Seoul.
    let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_641_438_000) })

    func useCase(_ repository: any StatusRepository) -> ShowStatusUseCase {
        ShowStatusUseCase(repository: repository, calendar: calendar, source: .kobis)
    }

    @Test func statusAndCacheInfoPublishLoadingThenTheirView() async throws {
        let summary = StoreSummary(location: "/s.sqlite", days: 3, movieDetails: 2, posters: 1, bytes: 4_096)
        let viewModel = StatusViewModel(
            useCase: useCase(StubStatusRepository(calls: 2_800, availability: .available(summary))),
            words: KoreanWords())
        let states = StateRecorder(viewModel)
        await viewModel.showStatus()
        await viewModel.showCacheInfo()
        #expect(states.states.count == 4)
        #expect(states.states.map(\.isLoading) == [true, false, true, false])
        #expect(states.states.first == .loading(KoreanWords().loadingStatus))
        guard case .loaded(let status) = states.states[1], case .loaded(let cache) = states.states[3] else {
            Issue.record("expected two views, got \(states.states)")
            return
        }
        #expect(status.scope == .status && cache.scope == .cacheInfo)
        #expect(status.warning?.contains("2,800") == true, "the status shows the warning every time")
    }

    /// 2022-01-06, the day of `calendar`, in Seoul.
    var today: BoxOfficeDate { calendar.today() }

    /// A call counted on `day` (today by default), the store's count of the day `calls` after it.
    func counted(_ calls: Int, on day: BoxOfficeDate? = nil) -> CountedBudget {
        CountedBudget(day: day ?? today, budget: KOBISCallBudget(calls: calls))
    }

    /// What a call budget publishes when told `counts` in this order.
    func published(told counts: [CountedBudget], words: any Words = EnglishWords())
        -> [ViewState<CallBudgetViewData>]
    {
        let viewModel = CallBudgetViewModel(words: words)
        let states = StateRecorder(viewModel)
        for count in counts { viewModel.counted(count) }
        return states.states
    }

    /// The warning of `calls` counted on `day` (today by default), in English.
    func warning(_ calls: Int, on day: BoxOfficeDate? = nil) throws -> ViewState<CallBudgetViewData> {
        let warning = try #require(CallBudgetViewData(counted(calls, on: day), words: EnglishWords()))
        #expect(warning.warning == EnglishWords().warning(for: KOBISCallBudget(calls: calls)))
        return .loaded(warning)
    }

    @Test func theWarningCarriesItsFiguresBesideItsSentence() throws {
        let near = try #require(CallBudgetViewData(counted(2_800), words: EnglishWords()))
        #expect(near.day == "2022-01-06")
        #expect([near.calls, near.limit, near.remaining] == [Int]([2_800, 3_000, 200]))
        #expect(!near.usedUp)
        #expect(near.warning == "2,800 of the 3,000 KOBIS calls of today are used: 200 left.")
        let usedUp = try #require(CallBudgetViewData(counted(3_001), words: KoreanWords()))
        #expect([usedUp.calls, usedUp.limit, usedUp.remaining] == [Int]([3_001, 3_000, 0]))
        #expect(usedUp.usedUp)
        #expect(usedUp.warning == KoreanWords().warning(for: KOBISCallBudget(calls: 3_001)))
        #expect(CallBudgetViewData(counted(2_699), words: EnglishWords()) == nil, "below the warning")
    }

    @Test func theCallBudgetWarnsOnceALevelIsReachedAndOnceMoreWhenUsedUp() throws {
        let told = [counted(2_800), counted(2_801), counted(3_000), counted(3_001)]
        #expect(published(told: told) == [try warning(2_800), try warning(3_000)])
    }

    /// Midnight in Seoul between them: the new day's calls near the limit are warned of again, once.
    @Test func aNewDayInSeoulIsWarnedOfAfresh() throws {
        let nextDay = today.adding(days: 1)
        let told = [counted(2_800), counted(2_801, on: nextDay), counted(2_802, on: nextDay)]
        #expect(published(told: told) == [try warning(2_800), try warning(2_801, on: nextDay)])
    }

    /// Calls made at once are counted in one order and told in another: a count told late never
    /// brings back a level already passed, nor the day before.
    @Test func aCountToldLateWarnsOfNothingAgain() throws {
        let nextDay = today.adding(days: 1)
        let told = [
            counted(2_700, on: nextDay), counted(3_000, on: nextDay), counted(2_999, on: nextDay),
            counted(2_900),
        ]
        #expect(
            published(told: told) == [try warning(2_700, on: nextDay), try warning(3_000, on: nextDay)])
    }

    @Test func belowTheThresholdNothingIsSaidAndExactlyAtItTheWarningIs() throws {
        #expect(published(told: [counted(2_699)]) == [], "2,699 is below the warning")
        #expect(published(told: [counted(2_699), counted(2_700)]) == [try warning(2_700)])
    }

    @Test func farFromTheLimitNothingIsPublished() {
        #expect(published(told: [counted(12)], words: KoreanWords()) == [])
    }
}
