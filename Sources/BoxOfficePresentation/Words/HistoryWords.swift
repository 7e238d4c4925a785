// What `sync` and `export` say, in one language: the plan, the progress, the summary, why they stopped.

import BoxOfficeDomain

public protocol HistoryWords: Sendable {
    var loadingSyncPlan: String { get }
    func text(for failure: HistoryFailure) -> String
    /// Why `command`, which reads the charts a sync keeps, has no store on the demo data, and how to get
    /// one: the key, then `sync`.
    func syncedStoreNeeded(by command: String) -> String
    /// The plan in one sentence: the range and its charts, those skipped, those to fetch, the calls left today.
    func syncPlan(_ plan: SyncPlan) -> String
    /// That the plan needs more calls than are left today: how many this run fetches, and that
    /// the same sync run again tomorrow continues.
    func syncOverQuota(_ plan: SyncPlan) -> String
    var syncFitsToday: String { get }
    var syncDryRun: String { get }
    func syncProgress(_ progress: SyncProgress) -> String
    func syncSummary(_ report: SyncReport) -> String
    /// Why the sync stopped early and how the rest is fetched; `nil` when it tried every chart.
    func syncStopped(_ report: SyncReport) -> String?
    /// The heading over the charts that failed (`count` of them): a run again retries them.
    func syncFailedHeading(_ count: Int) -> String
    func syncFailed(_ chart: SyncFailedChart) -> String
    /// That KOBIS had no figures for `charts` (stored empty when past), and that a sync asks again.
    func syncEmpty(_ charts: [ChartRequest]) -> String
    /// That `missing` of the range's `total` charts of `kind` are not in the store, the first of
    /// them named, and the command (`boxoffice sync …`) that fetches them.
    func exportMissing(_ missing: [ChartPeriod], of total: Int, kind: ChartKind, command: String) -> String
}

extension HistoryWords {
    /// `failure` as `command`, a reader of the store, says it: on the demo data, what it reads and how to get it.
    public func text(for failure: HistoryFailure, reading command: String) -> String {
        failure == .needsKOBISKey ? syncedStoreNeeded(by: command) : text(for: failure)
    }

    func listed(_ periods: [ChartPeriod], limit: Int = 5) -> String {
        let named = periods.prefix(limit).map(\.description).joined(separator: ", ")
        return periods.count > limit ? named + ", …" : named
    }
}
