// What a history sync is asked, what it plans, how far it has come, and what it did.

/// A history sync asked for: the charts of a range under one filter.
public struct SyncRequest: Hashable, Sendable {
    /// The days, both with figures.
    public var range: ClosedRange<BoxOfficeDate>
    /// The charts to fill, each once: a day at a time for `daily`, a week at a time for the others.
    public var kinds: [ChartKind]
    public var filter: ChartFilter

    /// Asks for the `kinds` charts of `range` under `filter`; the daily chart of every film by default.
    public init(range: ClosedRange<BoxOfficeDate>, kinds: [ChartKind] = [.daily], filter: ChartFilter = .all)
    {
        self.range = range
        var seen = Set<ChartKind>()
        self.kinds = kinds.filter { seen.insert($0).inserted }
        self.filter = filter
    }
}

/// What a sync will do, known before the first request: the charts of the range, those stored
/// and final (skipped), those to fetch (one KOBIS call each, retries aside) and today's calls.
public struct SyncPlan: Hashable, Sendable {
    public let request: SyncRequest
    /// Every chart of the range whose period is over.
    public let total: Int
    /// The charts not stored, or stored before their figures were final, oldest first.
    public let toFetch: [ChartRequest]
    /// The KOBIS calls counted today when the plan was made.
    public let callsToday: Int

    public init(request: SyncRequest, total: Int, toFetch: [ChartRequest], callsToday: Int) {
        self.request = request
        self.total = total
        self.toFetch = toFetch
        self.callsToday = callsToday
    }

    /// Charts stored with final figures, not asked for again.
    public var skipped: Int { total - toFetch.count }
    /// Calls left today before the key's daily limit.
    public var callsLeft: Int { KOBISCallBudget(calls: callsToday).remaining }
    /// The charts a run can fetch today at one call each: a launch waits until even its retries
    /// fit (``KOBISCallBudget/callsPerRequestAtMost``), so the last one leaves that reserve unspent.
    public var fetchableToday: Int { max(0, callsLeft - (KOBISCallBudget.callsPerRequestAtMost - 1)) }
    /// Whether every chart to fetch fits in today's calls, the reserve of the last one's retries kept.
    public var fitsToday: Bool { toFetch.count <= fetchableToday }
}

/// How far a sync has come: charts done (fetched or failed) of those to fetch, and the time taken.
public struct SyncProgress: Hashable, Sendable {
    public let done: Int
    public let total: Int
    public let failed: Int
    /// Time since the first request.
    public let elapsed: Duration

    public init(done: Int, total: Int, failed: Int, elapsed: Duration) {
        self.done = done
        self.total = total
        self.failed = failed
        self.elapsed = elapsed
    }

    /// Charts done a second; `nil` before there is one or before any time passed.
    public var rate: Double? {
        let seconds = elapsed.seconds
        guard done > 0, seconds > 0 else { return nil }
        return Double(done) / seconds
    }

    /// The time the rest should take at the rate so far; `nil` without a rate.
    public var timeLeft: Duration? {
        guard let rate, rate > 0 else { return nil }
        return .seconds(Double(total - done) / rate)
    }
}

/// Why a sync stopped before it had fetched every chart it planned to.
public enum SyncStop: Hashable, Sendable {
    case dailyLimit  // Today's KOBIS calls reached the key's daily limit (counted in the store)
    case cancelled  // The user cancelled (Ctrl-C); what was fetched is kept
    // An invalid key (320010), the quota used up (320011), or no key set.
    case refused(BoxOfficeFailure)
    // The store keeps nothing (read-only, full, or failing save after save): every chart fetched now
    // would be lost, so no more are asked for.
    case storeUnwritable(StoreWriteFailure)
}

/// One chart a sync could not fetch, and why.
public struct SyncFailedChart: Hashable, Sendable {
    public let request: ChartRequest
    public let failure: BoxOfficeFailure

    public init(request: ChartRequest, failure: BoxOfficeFailure) {
        self.request = request
        self.failure = failure
    }
}

public struct SyncReport: Hashable, Sendable {
    public let plan: SyncPlan
    public let fetched: Int
    /// Charts that failed for themselves (a server error, a timeout, a save the store refused),
    /// oldest first.
    public let failed: [SyncFailedChart]
    /// Charts fetched for which KOBIS had no figures (stored empty when past, and asked again by
    /// the next sync), oldest first; among ``fetched``.
    public let empty: [ChartRequest]
    /// Why it stopped early; `nil` when it tried every chart.
    public let stop: SyncStop?
    /// KOBIS requests this run sent, retries too, counted in memory as each was sent.
    public let callsUsed: Int
    public let callsLeft: Int

    public init(
        plan: SyncPlan, fetched: Int, failed: [SyncFailedChart], empty: [ChartRequest] = [], stop: SyncStop?,
        callsUsed: Int, callsLeft: Int
    ) {
        self.plan = plan
        self.fetched = fetched
        self.failed = failed
        self.empty = empty
        self.stop = stop
        self.callsUsed = callsUsed
        self.callsLeft = callsLeft
    }

    /// Charts neither fetched nor failed: never asked for, or given up in flight.
    public var notAsked: Int { plan.toFetch.count - fetched - failed.count }

    /// Charts fetched but not kept by the store.
    public var unsaved: [SyncFailedChart] {
        failed.filter { if case .chartNotKept = $0.failure { true } else { false } }
    }

    /// Charts still to fetch (failed or never asked): the next run asks for them, one call each at least.
    public var remaining: Int { plan.toFetch.count - fetched }
}

extension Duration {
    var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}
