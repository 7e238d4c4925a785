// History sync: which charts of a range to fetch, and fetching them a bounded few at a time within the day's calls.

/// Fills the store with the charts of a range: one store read plans a chart kind, what is stored
/// and final is skipped, the rest fetched `concurrency` at a time and saved as each comes, and the
/// run stops before the key's daily limit. Each chart is kept the moment it comes, through the
/// caching repository, so a run stopped loses nothing it reported fetched.
public struct SyncHistoryUseCase: Sendable {
    /// The requests in flight allowed at once.
    public static let concurrencyRange = 1...16
    /// The requests in flight by default.
    public static let defaultConcurrency = 4

    /// The chart repository of one run, made for it with its tally: each KOBIS request the repository
    /// sends is added to `tally` as it is sent (the composition root counts it there).
    public typealias TalliedCharts = @Sendable (_ tally: KOBISCallTally) -> any BoxOfficeRepository

    private let charts: TalliedCharts
    private let archive: any ChartArchive
    private let ledger: any KOBISCallLedger
    private let calendar: BoxOfficeCalendar
    private let clock: ContinuousClock

    /// `charts` makes each run's caching repository, asked with `refresh` so it does not read the
    /// store again.
    public init(
        charts: @escaping TalliedCharts, archive: any ChartArchive, ledger: any KOBISCallLedger,
        calendar: BoxOfficeCalendar, clock: ContinuousClock = ContinuousClock()
    ) {
        self.charts = charts
        self.archive = archive
        self.ledger = ledger
        self.calendar = calendar
        self.clock = clock
    }

    public func date(from text: String) throws(HistoryFailure) -> BoxOfficeDate {
        do {
            return try calendar.date(from: text)
        } catch {
            throw .invalidRange(error)
        }
    }

    public func range(from first: BoxOfficeDate, to last: BoxOfficeDate) throws(HistoryFailure)
        -> ClosedRange<BoxOfficeDate>
    {
        do {
            return try calendar.range(from: first, to: last)
        } catch {
            throw .invalidRange(error)
        }
    }

    /// Every chart of the range whose period is over, less those stored final; one store read a kind.
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
                for period in periods where stored[period]?.isFinal(period, calendar: calendar) != true {
                    toFetch.append(ChartRequest(period: period, filter: request.filter))
                }
            }
            let calls = try await ledger.calls(on: calendar.today())
            return SyncPlan(request: request, total: total, toFetch: toFetch, callsToday: calls)
        } catch {
            throw .storeUnreadable
        }
    }

    /// A chart that fails for itself is reported and the rest go on. KOBIS refusing the key or the
    /// quota stops the launches, as do Ctrl-C, a store that keeps nothing, and today's calls reaching
    /// the daily limit (no launch could pass it, counting those in flight and other processes').
    public func run(
        _ plan: SyncPlan, concurrency: Int, progress: @escaping @Sendable (SyncProgress) -> Void = { _ in }
    ) async -> SyncReport {
        let bound = min(max(concurrency, Self.concurrencyRange.lowerBound), Self.concurrencyRange.upperBound)
        let start = clock.now
        let tally = KOBISCallTally()
        let callsAtStart = (try? await ledger.calls(on: calendar.today())) ?? plan.callsToday
        let progressMade = await launch(
            plan, through: charts(tally), bound: bound, callsAtStart: callsAtStart, tally: tally
        ) {
            progress(
                SyncProgress(done: $0, total: plan.toFetch.count, failed: $1, elapsed: clock.now - start))
        }
        let callsUsed = await tally.calls
        let callsAtEnd = await callsCounted(since: callsAtStart, tally: tally)
        return SyncReport(
            plan: plan, fetched: progressMade.fetched,
            failed: progressMade.failed.sorted(by: Self.oldestFirst),
            empty: progressMade.empty.sorted { Self.oldestFirst($0, $1) }, stop: progressMade.stop,
            callsUsed: callsUsed, callsLeft: KOBISCallBudget(calls: callsAtEnd).remaining)
    }

    private struct Progress {
        var fetched = 0
        var failed: [SyncFailedChart] = []
        var empty: [ChartRequest] = []
        var stop: SyncStop?
        var unsavedInARow = 0
    }

    // A passing cause (a lock held past SQLite's wait, one I/O error) lets a save through between
    // refusals; a store that refuses outright (read-only, full) stops the run after three in a row.
    static let unsavedInARowToStop = 3

    private func launch(
        _ plan: SyncPlan, through charts: any BoxOfficeRepository, bound: Int, callsAtStart: Int,
        tally: KOBISCallTally, progress: (_ done: Int, _ failed: Int) -> Void
    ) async -> Progress {
        var run = Progress()
        var pending = plan.toFetch[...]
        await withTaskGroup(of: (ChartRequest, Result<BoxOfficeChart, BoxOfficeFailure>).self) { group in
            var inFlight = 0
            while true {
                while run.stop == nil, inFlight < bound, let next = pending.first {
                    if Task.isCancelled {
                        run.stop = .cancelled
                        break
                    }
                    // Each request in flight, and the next, may still cost its retries: a launch
                    // waits for requests in flight to end until even those fit, and with none in
                    // flight the next one that does not fit stops the run.
                    let counted = await callsKnown(since: callsAtStart, tally: tally)
                    let reserved = (inFlight + 1) * KOBISCallBudget.callsPerRequestAtMost
                    if counted + reserved > KOBISCallBudget.dailyLimit {
                        if inFlight == 0 { run.stop = .dailyLimit }
                        break
                    }
                    pending = pending.dropFirst()
                    inFlight += 1
                    group.addTask {
                        // One return after the typed do/catch: with `return (next, .success(try await …))`
                        // the release build (6.3.1, -O) handed back another chart's request or zeros.
                        let outcome: Result<BoxOfficeChart, BoxOfficeFailure>
                        do throws(BoxOfficeFailure) {
                            outcome = .success(try await charts.chart(next, refresh: true))
                        } catch {
                            outcome = .failure(error)
                        }
                        return (next, outcome)
                    }
                }
                guard let (request, outcome) = await group.next() else { break }
                inFlight -= 1
                record(outcome, of: request, in: &run)
                progress(run.fetched + run.failed.count, run.failed.count)
            }
        }
        return run
    }

    private func record(
        _ outcome: Result<BoxOfficeChart, BoxOfficeFailure>, of request: ChartRequest, in run: inout Progress
    ) {
        switch outcome {
        case .success(let chart):
            run.fetched += 1
            run.unsavedInARow = 0
            if chart.entries.isEmpty { run.empty.append(request) }
        case .failure(.cancelled):
            run.stop = run.stop ?? .cancelled
        case .failure(let refusal) where Self.stopsTheRun(refusal):
            // KOBIS's own refusal says more than the reserve that may have stopped the launches first.
            if run.stop == nil || run.stop == .dailyLimit { run.stop = .refused(refusal) }
        case .failure(let failure):
            run.failed.append(SyncFailedChart(request: request, failure: failure))
            let problem: StoreWriteFailure
            switch failure {
            case .chartNotKept(_, let notKept), .callNotCounted(let notKept): problem = notKept
            default: return
            }
            run.unsavedInARow += 1
            if run.stop == nil, problem.storeRefusesWrites || run.unsavedInARow >= Self.unsavedInARowToStop {
                run.stop = .storeUnwritable(problem)
            }
        }
    }

    // The store's count (every process), or at least those at the start and this run's since, when
    // the store could not count them.
    private func callsCounted(since callsAtStart: Int, tally: KOBISCallTally) async -> Int {
        let stored = (try? await ledger.calls(on: calendar.today())) ?? 0
        return max(stored, callsAtStart + (await tally.calls))
    }

    // Before each launch: the store's count as the last call this process counted brought it back
    // (read only when none was seen today), so no store read waits between an answer and the next
    // request; other processes' calls since that count are seen at the next, and the launches keep
    // the reserve of every request in flight.
    private func callsKnown(since callsAtStart: Int, tally: KOBISCallTally) async -> Int {
        guard let seen = await ledger.callsSeen(on: calendar.today()) else {
            return await callsCounted(since: callsAtStart, tally: tally)
        }
        return max(seen, callsAtStart + (await tally.calls))
    }

    private static func oldestFirst(_ first: SyncFailedChart, _ second: SyncFailedChart) -> Bool {
        oldestFirst(first.request, second.request)
    }

    private static func oldestFirst(_ first: ChartRequest, _ second: ChartRequest) -> Bool {
        (first.period.first, first.period.kind.length) < (second.period.first, second.period.kind.length)
    }

    // No key, a key refused, the quota used up: KOBIS's answer holds for every chart.
    private static func stopsTheRun(_ failure: BoxOfficeFailure) -> Bool {
        switch failure {
        case .missingAPIKey, .invalidAPIKey, .quotaExceeded: true
        default: false
        }
    }
}
