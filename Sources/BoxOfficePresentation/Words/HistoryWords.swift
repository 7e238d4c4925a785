// What `sync` and `export` say, in one language: the plan, the progress, the summary, why they stopped.

import BoxOfficeDomain

/// The words of `sync` and `export`, a part of ``Words``: every language says each of them.
public protocol HistoryWords: Sendable {
    /// What the spinner says while a sync plans (one store read a chart kind).
    var loadingSyncPlan: String { get }
    /// Why a sync or an export could not start, in one line.
    func text(for failure: HistoryFailure) -> String
    /// The plan in one sentence: the range and its charts, those skipped, those to fetch, the calls left today.
    func syncPlan(_ plan: SyncPlan) -> String
    /// That the plan needs more calls than are left today: how many this run fetches, and that
    /// the same sync run again tomorrow continues.
    func syncOverQuota(_ plan: SyncPlan) -> String
    /// That the plan fits in the calls left today.
    var syncFitsToday: String { get }
    /// `--dry-run`'s last line: nothing was fetched.
    var syncDryRun: String { get }
    /// The text beside the progress bar: `120/356 · 18.2/s · 13s left`.
    func syncProgress(_ progress: SyncProgress) -> String
    /// The summary: fetched, skipped, failed, calls used, calls left.
    func syncSummary(_ report: SyncReport) -> String
    /// Why the sync stopped early and how the rest is fetched; `nil` when it tried every chart.
    func syncStopped(_ report: SyncReport) -> String?
    /// The heading over the charts that failed (`count` of them): a run again retries them.
    func syncFailedHeading(_ count: Int) -> String
    /// One failed chart: its period and chart, and why.
    func syncFailed(_ chart: SyncFailedChart) -> String
    /// That KOBIS had no figures for `charts` (stored empty when past), and that a sync asks again.
    func syncEmpty(_ charts: [ChartRequest]) -> String
    /// That `missing` of the range's `total` charts of `kind` are not in the store, the first of
    /// them named, and the command (`boxoffice sync …`) that fetches them.
    func exportMissing(_ missing: [ChartPeriod], of total: Int, kind: ChartKind, command: String) -> String
}

extension HistoryWords {
    /// The first few periods of `periods`, `…` after them when there are more: `2024-01-04, 2024-01-05, …`.
    func listed(_ periods: [ChartPeriod], limit: Int = 5) -> String {
        let named = periods.prefix(limit).map(\.description).joined(separator: ", ")
        return periods.count > limit ? named + ", …" : named
    }
}
