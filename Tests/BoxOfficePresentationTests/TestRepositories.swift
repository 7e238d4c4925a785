import BoxOfficeDomain
import BoxOfficeTestSupport

/// A ``BoxOfficeRepository`` that answers each call with the next scripted result, whatever
/// the day asked for; a `nil` step (or a call after the script ran out) waits until the
/// calling task is cancelled, as a slow KOBIS would, and then throws
/// ``BoxOfficeFailure/cancelled``.
actor ScriptedDays: BoxOfficeRepository {
    nonisolated let availableDates: [BoxOfficeDate]? = nil
    private var script: [Result<BoxOfficeChart, BoxOfficeFailure>?]

    /// - Parameter script: the answers in call order; `nil` for a call that never answers.
    init(_ script: [Result<BoxOfficeChart, BoxOfficeFailure>?]) {
        self.script = script
    }

    func chart(_ request: ChartRequest, refresh: Bool) async throws(BoxOfficeFailure) -> BoxOfficeChart {
        if !script.isEmpty, let answer = script.removeFirst() { return try answer.get() }
        while !Task.isCancelled {
            try? await Task.sleep(for: .seconds(30))
        }
        throw .cancelled
    }
}

/// A ``MovieDetailRepository`` that records how many calls run at the same time: each call
/// takes `delay` (less when cancelled) and answers a stub detail.
actor ConcurrencyRecordingDetails: MovieDetailRepository {
    private let delay: Duration
    /// Calls running now.
    private(set) var running = 0
    /// The most calls that ran at the same time.
    private(set) var maximum = 0
    /// Every code asked for, in order.
    private(set) var calls: [MovieCode] = []
    private var runningWaiters = CountWaiters()

    /// - Parameter delay: how long each call takes.
    init(delay: Duration) {
        self.delay = delay
    }

    func movieDetail(for code: MovieCode, refresh: Bool) async throws(BoxOfficeFailure) -> MovieDetail {
        calls.append(code)
        running += 1
        maximum = max(maximum, running)
        runningWaiters.count(is: running)
        defer {
            running -= 1
            runningWaiters.count(is: running)
        }
        do {
            try await Task.sleep(for: delay)
        } catch {
            throw .cancelled
        }
        return .stub(code: code)
    }

    /// Returns once as many calls run as `isMet` wants.
    func untilRunning(_ isMet: @escaping @Sendable (Int) -> Bool) async {
        guard !isMet(running) else { return }
        await withCheckedContinuation { runningWaiters.add($0, until: isMet) }
    }
}
