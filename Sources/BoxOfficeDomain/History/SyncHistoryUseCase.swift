// History sync: which charts of a range to fetch, and fetching them a bounded few at a time within the day's calls.

/// Fills the store with the charts of a range: plans with one store read a chart kind, skips
/// what is stored and final, fetches the rest at most `concurrency` at a time, each saved the
/// moment it comes, and stops before the key's daily limit.
///
/// Every request goes through `charts` (the caching repository), which counts it in the store
/// against today and keeps its answer; so a run cancelled or stopped loses nothing, and the next
/// run plans again and asks only for what is still missing.
public struct SyncHistoryUseCase: Sendable {
    /// The requests in flight allowed at once.
    public static let concurrencyRange = 1...16
    /// The requests in flight by default.
    public static let defaultConcurrency = 4

    private let charts: any BoxOfficeRepository
    private let archive: any ChartArchive
    private let calendar: BoxOfficeCalendar
    private let clock: ContinuousClock

    /// - Parameters:
    ///   - charts: fetches a chart and keeps it, counting each request (``BoxOfficeRepository``
    ///     over the store); asked with `refresh` so that it does not read the store again.
    ///   - archive: the store: what it holds, and today's calls.
    ///   - calendar: today in Seoul, and which figures are final.
    ///   - clock: measures the run for the rate and the time left.
    public init(
        charts: any BoxOfficeRepository, archive: any ChartArchive, calendar: BoxOfficeCalendar,
        clock: ContinuousClock = ContinuousClock()
    ) {
        self.charts = charts
        self.archive = archive
        self.calendar = calendar
        self.clock = clock
    }

    /// The day `text` names, as `date` reads it (relative days from today in Seoul).
    /// - Throws: ``HistoryFailure/invalidRange(_:)``.
    public func date(from text: String) throws(HistoryFailure) -> BoxOfficeDate {
        do {
            return try calendar.date(from: text)
        } catch {
            throw .invalidRange(error)
        }
    }

    /// The days from `first` to `last`, checked: both with figures, in order.
    /// - Throws: ``HistoryFailure/invalidRange(_:)``.
    public func range(from first: BoxOfficeDate, to last: BoxOfficeDate) throws(HistoryFailure)
        -> ClosedRange<BoxOfficeDate>
    {
        do {
            return try calendar.range(from: first, to: last)
        } catch {
            throw .invalidRange(error)
        }
    }

    /// What a sync of `request` would fetch: every chart of the range whose period is over, less
    /// those stored with figures that were final when fetched. One store read a chart kind.
    /// - Throws: ``HistoryFailure/storeUnreadable``.
    public func plan(_ request: SyncRequest) async throws(HistoryFailure) -> SyncPlan {
        var total = 0
        var toFetch: [ChartRequest] = []
        do {
            for kind in request.kinds {
                let periods = ChartPeriod.periods(kind, overlapping: request.range).filter { period in
                    (try? calendar.validate(period)) != nil
                }
                guard let first = periods.first, let last = periods.last else { continue }
                let stored = try await archive.storedCharts(
                    kind, filter: request.filter, from: first.first, to: last.first)
                total += periods.count
                for period in periods {
                    if let fetchedAt = stored[period], calendar.isFinal(period.last, asOf: fetchedAt) {
                        continue
                    }
                    toFetch.append(ChartRequest(period: period, filter: request.filter))
                }
            }
            let calls = try await archive.kobisCalls(on: calendar.today())
            return SyncPlan(request: request, total: total, toFetch: toFetch, callsToday: calls)
        } catch {
            throw .storeUnreadable
        }
    }

    /// Fetches the charts `plan` lists, at most `concurrency` at once (kept within
    /// ``concurrencyRange``), telling `progress` after each. A chart that fails for itself is
    /// reported and the rest go on; KOBIS refusing the key or the quota stops the launches, and
    /// so do Ctrl-C (the task cancelled: requests in flight are cancelled) and today's calls
    /// reaching the daily limit (no request is launched that could pass it, counting those in
    /// flight, whoever else counted calls in the store meanwhile).
    public func run(
        _ plan: SyncPlan, concurrency: Int, progress: @escaping @Sendable (SyncProgress) -> Void = { _ in }
    ) async -> SyncReport {
        let bound = min(max(concurrency, Self.concurrencyRange.lowerBound), Self.concurrencyRange.upperBound)
        let start = clock.now
        let callsAtStart = (try? await archive.kobisCalls(on: calendar.today())) ?? plan.callsToday
        var pending = plan.toFetch[...]
        var fetched = 0
        var failed: [SyncFailedChart] = []
        var stop: SyncStop?
        let charts = charts
        await withTaskGroup(of: (ChartRequest, BoxOfficeFailure?).self) { group in
            var inFlight = 0
            while true {
                while stop == nil, inFlight < bound, let next = pending.first {
                    if Task.isCancelled {
                        stop = .cancelled
                        break
                    }
                    // Each request in flight, and the next, may still cost its retries: a launch
                    // waits until even those fit (near the limit a few calls are left unused).
                    let counted = (try? await archive.kobisCalls(on: calendar.today())) ?? 0
                    let reserved = (inFlight + 1) * KOBISCallBudget.callsPerRequestAtMost
                    if counted + reserved > KOBISCallBudget.dailyLimit {
                        stop = .dailyLimit
                        break
                    }
                    pending = pending.dropFirst()
                    inFlight += 1
                    group.addTask {
                        do throws(BoxOfficeFailure) {
                            _ = try await charts.chart(next, refresh: true)
                            return (next, nil)
                        } catch {
                            return (next, error)
                        }
                    }
                }
                guard let (request, failure) = await group.next() else { break }
                inFlight -= 1
                switch failure {
                case nil:
                    fetched += 1
                case .cancelled?:
                    stop = stop ?? .cancelled
                case let refusal? where Self.stopsTheRun(refusal):
                    stop = stop ?? .refused(refusal)
                case let failure?:
                    failed.append(SyncFailedChart(request: request, failure: failure))
                }
                progress(
                    SyncProgress(
                        done: fetched + failed.count, total: plan.toFetch.count, failed: failed.count,
                        elapsed: clock.now - start))
            }
        }
        let callsAtEnd = (try? await archive.kobisCalls(on: calendar.today())) ?? callsAtStart
        return SyncReport(
            plan: plan, fetched: fetched,
            failed: failed.sorted {
                ($0.request.period.first, $0.request.period.kind.length) < (
                    $1.request.period.first, $1.request.period.kind.length
                )
            },
            stop: stop, callsUsed: max(0, callsAtEnd - callsAtStart),
            callsLeft: KOBISCallBudget(calls: callsAtEnd).remaining)
    }

    /// Whether KOBIS's answer holds for every chart: no key, a key refused, the quota used up.
    private static func stopsTheRun(_ failure: BoxOfficeFailure) -> Bool {
        switch failure {
        case .missingAPIKey, .invalidAPIKey, .quotaExceeded: true
        default: false
        }
    }
}
