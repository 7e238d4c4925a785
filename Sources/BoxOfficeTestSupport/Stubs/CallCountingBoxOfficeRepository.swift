// KOBIS's calls as the app's counting GET reports them, for a session over stub charts.

import BoxOfficeDomain
import Synchronization

/// Charts of which each one asked is a KOBIS call counted: the day's count it brings back (`count`
/// of the calls sent so far, this one included) is told to the session's call budget before the
/// chart is asked of `upstream`, as the composition root wires the counting GET.
public final class CallCountingBoxOfficeRepository: BoxOfficeRepository {
    private let upstream: any BoxOfficeRepository
    private let calendar: BoxOfficeCalendar
    private let count: @Sendable (_ sent: Int) -> Int
    private let state = Mutex<(sent: Int, budget: (@Sendable (CountedBudget) async -> Void)?)>((0, nil))

    public init(
        upstream: any BoxOfficeRepository, calendar: BoxOfficeCalendar,
        count: @escaping @Sendable (_ sent: Int) -> Int
    ) {
        self.upstream = upstream
        self.calendar = calendar
        self.count = count
    }

    /// Tells each count to `budget` from now on: the session's call budget, once its ViewModels are made.
    public func reporting(to budget: @escaping @Sendable (CountedBudget) async -> Void) {
        state.withLock { $0.budget = budget }
    }

    public var availableDates: [BoxOfficeDate]? { upstream.availableDates }

    public func chart(_ request: ChartRequest, refresh: Bool) async throws(BoxOfficeFailure) -> BoxOfficeChart
    {
        let (sent, budget) = state.withLock { state in
            state.sent += 1
            return (state.sent, state.budget)
        }
        await budget?(CountedBudget(day: calendar.today(), budget: KOBISCallBudget(calls: count(sent))))
        return try await upstream.chart(request, refresh: refresh)
    }
}
