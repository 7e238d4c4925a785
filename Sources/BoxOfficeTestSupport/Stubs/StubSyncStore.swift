// The store as a sync sees it, as test doubles: the charts it holds, the key's calls it counts, and a
// repository whose every chart sends calls through that count.

import BoxOfficeDomain
import Foundation
import Synchronization

/// A ``ChartArchive`` double holding the stamps of the charts it "stores"; it has no rows.
public struct StubChartArchive: ChartArchive {
    private let stored: [ChartPeriod: StoredChart]

    public init(stored: [ChartPeriod: StoredChart] = [:]) {
        self.stored = stored
    }

    /// The stamps of `kind` starting from `first` to `last`; the filter is not told apart.
    public func storedCharts(
        _ kind: ChartKind, filter: ChartFilter, from first: BoxOfficeDate, to last: BoxOfficeDate
    ) async throws -> [ChartPeriod: StoredChart] {
        stored.filter { period, _ in period.kind == kind && (first...last).contains(period.first) }
    }

    public func chartRows(
        _ kind: ChartKind, filter: ChartFilter, from first: BoxOfficeDate, to last: BoxOfficeDate,
        after cursor: ChartRowCursor?, limit: Int
    ) async throws -> [ChartRow] { [] }

    /// A stamped chart with no rows (a stub stores none).
    public func storedChart(_ request: ChartRequest) async throws -> BoxOfficeChart? {
        guard stored[request.period] != nil else { return nil }
        return BoxOfficeChart(period: request.period, filter: request.filter, source: .cache, entries: [])
    }
}

/// A store another process holds locked: every read of it fails.
public struct UnreadableChartArchive: ChartArchive {
    public struct Locked: Error {}

    public init() {}

    public func storedCharts(
        _ kind: ChartKind, filter: ChartFilter, from first: BoxOfficeDate, to last: BoxOfficeDate
    ) async throws -> [ChartPeriod: StoredChart] { throw Locked() }

    public func chartRows(
        _ kind: ChartKind, filter: ChartFilter, from first: BoxOfficeDate, to last: BoxOfficeDate,
        after cursor: ChartRowCursor?, limit: Int
    ) async throws -> [ChartRow] { throw Locked() }

    public func storedChart(_ request: ChartRequest) async throws -> BoxOfficeChart? { throw Locked() }
}

/// A ``KOBISCallLedger`` double: a count of the day (as the store would keep it, or not when it
/// cannot be written) and every call ``send(tally:)`` reports, added to the run's tally given. With
/// `bringsCountsBack`, the count is seen without a read, as each call the store counts brings it back.
public final class StubCallLedger: KOBISCallLedger {
    private let state: Mutex<(counted: Int, sent: Int, reads: Int)>
    private let storeCounts: Bool
    private let bringsCountsBack: Bool

    public init(callsToday: Int = 0, storeCounts: Bool = true, bringsCountsBack: Bool = false) {
        state = Mutex((counted: callsToday, sent: 0, reads: 0))
        self.storeCounts = storeCounts
        self.bringsCountsBack = bringsCountsBack
    }

    public var sent: Int { state.withLock { $0.sent } }

    /// How many times the count was read (``calls(on:)``).
    public var reads: Int { state.withLock { $0.reads } }

    public func calls(on day: BoxOfficeDate) async throws -> Int {
        state.withLock { state in
            state.reads += 1
            return state.counted
        }
    }

    public func callsSeen(on day: BoxOfficeDate) async -> Int? {
        bringsCountsBack ? state.withLock { $0.counted } : nil
    }

    /// Calls another process counted.
    public func countElsewhere(_ calls: Int) {
        state.withLock { $0.counted += calls }
    }

    public func send(tally: KOBISCallTally?) async {
        let countsInStore = storeCounts
        state.withLock { state in
            state.sent += 1
            if countsInStore { state.counted += 1 }
        }
        await tally?.add()
    }
}

/// A repository that sends `callsPerChart` calls through `ledger` for each chart, each added to
/// `tally`, then answers as `upstream` does: what the caching repository does with every KOBIS request.
public struct MeteredBoxOfficeRepository: BoxOfficeRepository {
    private let upstream: any BoxOfficeRepository
    private let ledger: StubCallLedger
    private let tally: KOBISCallTally?
    private let callsPerChart: @Sendable (ChartRequest) -> Int

    public init(
        upstream: any BoxOfficeRepository, ledger: StubCallLedger, tally: KOBISCallTally? = nil,
        callsPerChart: @escaping @Sendable (ChartRequest) -> Int = { _ in 1 }
    ) {
        self.upstream = upstream
        self.ledger = ledger
        self.tally = tally
        self.callsPerChart = callsPerChart
    }

    /// A sync's charts: the repository of each run adds its calls to that run's tally.
    public static func tallied(
        upstream: any BoxOfficeRepository, ledger: StubCallLedger,
        callsPerChart: @escaping @Sendable (ChartRequest) -> Int = { _ in 1 }
    ) -> SyncHistoryUseCase.TalliedCharts {
        { tally in
            MeteredBoxOfficeRepository(
                upstream: upstream, ledger: ledger, tally: tally, callsPerChart: callsPerChart)
        }
    }

    public var availableDates: [BoxOfficeDate]? { upstream.availableDates }

    public func chart(_ request: ChartRequest, refresh: Bool) async throws(BoxOfficeFailure) -> BoxOfficeChart
    {
        for _ in 0..<callsPerChart(request) { await ledger.send(tally: tally) }
        return try await upstream.chart(request, refresh: refresh)
    }
}
