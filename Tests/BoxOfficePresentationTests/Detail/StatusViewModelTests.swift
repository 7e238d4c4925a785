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

    @Test func theCallBudgetWarnsOnceALevelIsReachedAndOnceMoreWhenUsedUp() async {
        let calls = ChangingCalls(2_800)
        let viewModel = CallBudgetViewModel(useCase: useCase(calls), words: EnglishWords())
        let states = StateRecorder(viewModel)
        await viewModel.check()
        await viewModel.check()
        #expect(states.states.count == 1, "one warning for the level: \(states.states)")
        guard case .loaded(let near) = states.last else {
            Issue.record("expected a warning, got \(states.states)")
            return
        }
        #expect(near.contains("2,800"))
        calls.count = 3_000
        await viewModel.check()
        await viewModel.check()
        #expect(states.states.count == 2, "\(states.states)")
        #expect(states.last != states.states.first, "the used-up warning is another")
        #expect(calls.storeAsked == 0, "the check reads only the call count")
    }

    /// Midnight in Seoul on both sides, 2022-01-06 23:59:50 and 2022-01-07 00:00:10 (15:00 UTC): the new
    /// day's calls near the limit are warned of again, once.
    @Test func aNewDayInSeoulIsWarnedOfAfresh() async throws {
        let clock = ManualClock(Date(timeIntervalSince1970: 1_641_481_190))
        let calendar = BoxOfficeCalendar(now: clock.now)
        let calls = CallsByDay(calendar: calendar)
        let viewModel = CallBudgetViewModel(
            useCase: ShowStatusUseCase(repository: calls, calendar: calendar, source: .kobis),
            words: EnglishWords())
        let states = StateRecorder(viewModel)
        let firstDay = calendar.today()
        calls.count = 2_800
        await viewModel.check()
        clock.advance(by: 20)
        #expect(calendar.today() == firstDay.adding(days: 1), "past midnight in Seoul")
        await viewModel.check()
        #expect(states.states.count == 1, "no call counted yet on the new day: \(states.states)")
        calls.count = 2_801
        await viewModel.check()
        await viewModel.check()
        #expect(states.states.count == 2, "\(states.states)")
        guard case .loaded(let again) = states.last else {
            Issue.record("expected a warning, got \(states.states)")
            return
        }
        #expect(again.contains("2,801"), "\(again)")
    }

    @Test func aCountUnchangedSinceTheLastLookIsNoCallAndWarnsOfNothing() async {
        let calls = ChangingCalls(2_699)
        let viewModel = CallBudgetViewModel(useCase: useCase(calls), words: EnglishWords())
        let states = StateRecorder(viewModel)
        await viewModel.check()
        #expect(states.states.isEmpty, "2,699 is below the warning")
        calls.count = 2_700
        await viewModel.check()
        #expect(states.states.count == 1, "exactly at the threshold: \(states.states)")
    }

    @Test func farFromTheLimitOrUncountedNothingIsPublished() async {
        for calls in [12, nil] as [Int?] {
            let viewModel = CallBudgetViewModel(
                useCase: useCase(StubStatusRepository(calls: calls)), words: KoreanWords())
            let states = StateRecorder(viewModel)
            await viewModel.check()
            #expect(states.states.isEmpty)
        }
    }
}

/// A day's KOBIS calls that a test can raise, counting how often the store summary is asked.
private final class ChangingCalls: StatusRepository, @unchecked Sendable {
    private let lock = NSLock()
    private var calls: Int
    private var summaries = 0

    init(_ calls: Int) {
        self.calls = calls
    }

    /// The calls counted today.
    var count: Int {
        get { lock.withLock { calls } }
        set { lock.withLock { calls = newValue } }
    }

    /// How often the store summary was asked.
    var storeAsked: Int { lock.withLock { summaries } }

    func kobisCalls(on day: BoxOfficeDate) async -> Int? { count }

    func kobisCallsCounted(on day: BoxOfficeDate) async -> Int? { count }

    func store() async -> StoreAvailability {
        lock.withLock { summaries += 1 }
        return .notUsed
    }
}

/// Calls counted only on the day the calendar says is today from when `count` is set: the day before's
/// count is not the new day's.
private final class CallsByDay: StatusRepository, @unchecked Sendable {
    private let lock = NSLock()
    private let calendar: BoxOfficeCalendar
    private var counts: [BoxOfficeDate: Int] = [:]

    init(calendar: BoxOfficeCalendar) {
        self.calendar = calendar
    }

    /// Today's count, as the latest call counted today left it.
    var count: Int {
        get { lock.withLock { counts[calendar.today()] ?? 0 } }
        set { lock.withLock { counts[calendar.today()] = newValue } }
    }

    func kobisCalls(on day: BoxOfficeDate) async -> Int? { lock.withLock { counts[day] } }
    func kobisCallsCounted(on day: BoxOfficeDate) async -> Int? { lock.withLock { counts[day] } }
    func store() async -> StoreAvailability { .notUsed }
}
