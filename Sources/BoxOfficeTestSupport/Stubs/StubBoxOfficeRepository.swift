import BoxOfficeDomain

/// A ``BoxOfficeRepository`` test double: answers from a closure, counts and records calls,
/// can take its time, and honours cancellation like the real ones.
///
/// An actor, so it can be shared across tasks without locks; read ``callCount`` and
/// ``calls`` with `await`.
public actor StubBoxOfficeRepository: BoxOfficeRepository {
    /// One call the repository received.
    public struct Call: Hashable, Sendable {
        /// The day asked for.
        public let date: BoxOfficeDate
        /// Whether a refresh was asked for.
        public let refresh: Bool

        /// Makes a call record, e.g. to compare with ``StubBoxOfficeRepository/calls``.
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
    /// - Parameters:
    ///   - availableDates: the days it claims to have; `nil` (any day) by default.
    ///   - delay: how long each call takes; none by default. Cancelling the calling task
    ///     during the delay throws ``BoxOfficeFailure/cancelled``.
    ///   - answer: the result for a date; by default a stub box office of that date.
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

    /// Makes a stub that fails every call with `failure`.
    public init(failing failure: BoxOfficeFailure, delay: Duration? = nil) {
        self.init(delay: delay) { _ in .failure(failure) }
    }

    /// How many calls were received.
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
