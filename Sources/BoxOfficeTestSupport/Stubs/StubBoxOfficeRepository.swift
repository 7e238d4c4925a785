import BoxOfficeDomain

/// A ``BoxOfficeRepository`` test double: answers from a closure, counts and records calls,
/// can take its time, and honours cancellation like the real ones.
///
/// An actor, so it can be shared across tasks without locks; read ``callCount`` and
/// ``calls`` with `await`.
public actor StubBoxOfficeRepository: BoxOfficeRepository {
    public struct Call: Hashable, Sendable {
        public let date: BoxOfficeDate
        public let refresh: Bool

        public init(date: BoxOfficeDate, refresh: Bool) {
            self.date = date
            self.refresh = refresh
        }
    }

    /// What the stub reports as its days (`nil`: any day, like the live API).
    public nonisolated let availableDates: [BoxOfficeDate]?
    private let delay: Duration?
    private let answer: @Sendable (BoxOfficeDate) -> Result<BoxOfficeChart, BoxOfficeFailure>
    /// Every call received, in order (counted before any delay).
    public private(set) var calls: [Call] = []
    /// Every chart asked for, in order, with its kind, period and filter.
    public private(set) var requests: [ChartRequest] = []

    /// Makes a stub that answers each date with `answer`.
    public init(
        availableDates: [BoxOfficeDate]? = nil,
        delay: Duration? = nil,
        answer: @escaping @Sendable (BoxOfficeDate) -> Result<BoxOfficeChart, BoxOfficeFailure> = {
            .success(.stub(date: $0))
        }
    ) {
        self.availableDates = availableDates
        self.delay = delay
        self.answer = answer
    }

    /// Makes a stub with a fixed result per date. Other dates fail with
    /// ``BoxOfficeFailure/notInDemoData(_:available:)`` listing the known dates.
    public init(
        results: [BoxOfficeDate: Result<BoxOfficeChart, BoxOfficeFailure>],
        availableDates: [BoxOfficeDate]? = nil,
        delay: Duration? = nil
    ) {
        let known = results.keys.sorted()
        self.init(availableDates: availableDates, delay: delay) { date in
            results[date] ?? .failure(.notInDemoData(date, available: known))
        }
    }

    public init(failing failure: BoxOfficeFailure, delay: Duration? = nil) {
        self.init(delay: delay) { _ in .failure(failure) }
    }

    public var callCount: Int { calls.count }

    /// Records the call, waits the delay, then returns the stubbed result of the period's first
    /// day, given the period and filter asked for.
    public func chart(_ request: ChartRequest, refresh: Bool) async throws(BoxOfficeFailure) -> BoxOfficeChart
    {
        calls.append(Call(date: request.period.first, refresh: refresh))
        requests.append(request)
        if let delay {
            do {
                try await Task.sleep(for: delay)
            } catch {
                throw .cancelled
            }
        }
        if Task.isCancelled { throw .cancelled }
        var chart = try answer(request.period.first).get()
        chart.period = request.period
        chart.filter = request.filter
        return chart
    }
}
