// `sync` and `export` in English: the plan, the progress, the summary, why a run stopped.

import BoxOfficeDomain

extension EnglishWords {
    public var loadingSyncPlan: String { "Planning the sync…" }

    public func text(for failure: HistoryFailure) -> String {
        switch failure {
        case .invalidRange(let error): text(for: error)
        case .needsKOBISKey:
            kobisKeySet
                ? "sync fetches from KOBIS and does not work on the demo data: run it without --demo."
                : "sync fetches from KOBIS and needs a key: set KOBIS_API_KEY (the demo data has only 4 days)."
        case .noStore(let problem): "There is no local store to use: \(text(for: problem))."
        case .storeUnreadable: "The local store could not be read."
        }
    }

    public func syncedStoreNeeded(by command: String) -> String {
        let reads = "`\(command)` reads the charts a sync keeps in the local store"
        let sync = "`boxoffice sync FROM TO` (e.g. `boxoffice sync 20220101 20220131`)"
        return kobisKeySet
            ? "\(reads), and there is none yet: fill it with \(sync), without --demo."
            : "\(reads), and the demo data keeps none: set KOBIS_API_KEY, then fill it with \(sync)."
    }

    public func syncPlan(_ plan: SyncPlan) -> String {
        let request = plan.request
        let charts = (request.kinds.map(\.rawValue) + [filterSummary(request.filter)].compactMap { $0 })
            .joined(separator: ", ")
        return "sync \(request.range.lowerBound.iso)~\(request.range.upperBound.iso) (\(charts)): "
            + "\(counted(plan.total, "chart")), \(NumberFormatting.grouped(plan.skipped)) stored and final "
            + "(skipped), \(NumberFormatting.grouped(plan.toFetch.count)) to fetch "
            + "(\(counted(plan.toFetch.count, "KOBIS call"))); "
            + "\(NumberFormatting.grouped(plan.callsLeft)) of \(NumberFormatting.grouped(KOBISCallBudget.dailyLimit)) "
            + "calls left today."
    }

    public func syncOverQuota(_ plan: SyncPlan) -> String {
        "That is more than the calls left today (\(KOBISCallBudget.callsPerRequestAtMost - 1) kept back for "
            + "retries): this run fetches \(NumberFormatting.grouped(plan.fetchableToday)) and stops; run the same "
            + "sync again tomorrow (Asia/Seoul) for the other "
            + "\(NumberFormatting.grouped(plan.toFetch.count - plan.fetchableToday))."
    }

    public var syncFitsToday: String { "It fits in the calls left today." }

    public var syncDryRun: String { "Dry run (--dry-run): nothing was fetched." }

    public func syncProgress(_ progress: SyncProgress) -> String {
        var parts = ["\(NumberFormatting.grouped(progress.done))/\(NumberFormatting.grouped(progress.total))"]
        if let rate = progress.rate {
            parts.append(NumberFormatting.seconds((rate * 10).rounded() / 10) + "/s")
        }
        if let left = progress.timeLeft { parts.append(duration(left) + " left") }
        if progress.failed > 0 { parts.append("\(NumberFormatting.grouped(progress.failed)) failed") }
        return parts.joined(separator: " · ")
    }

    public func syncSummary(_ report: SyncReport) -> String {
        "fetched \(NumberFormatting.grouped(report.fetched)), skipped \(NumberFormatting.grouped(report.plan.skipped)), "
            + "failed \(NumberFormatting.grouped(report.failed.count)); KOBIS calls used "
            + "\(NumberFormatting.grouped(report.callsUsed)), \(NumberFormatting.grouped(report.callsLeft)) left today."
    }

    public func syncStopped(_ report: SyncReport) -> String? {
        let rest = NumberFormatting.grouped(report.remaining)
        switch report.stop {
        case nil:
            return nil
        case .dailyLimit?:
            return
                "Stopped before the key's daily limit of \(NumberFormatting.grouped(KOBISCallBudget.dailyLimit)) "
                + "calls: the remaining \(counted(report.remaining, "chart")) need at least \(counted(report.remaining, "call")); "
                + "run the same sync again tomorrow (Asia/Seoul) to continue."
        case .cancelled?:
            return
                "Cancelled: the \(counted(report.fetched, "chart")) fetched are kept; run the same sync again "
                + "for the remaining \(rest)."
        case .refused(.quotaExceeded)?:
            return "KOBIS refused: the key's daily quota is used up (320011). The remaining "
                + "\(counted(report.remaining, "chart")) were not fetched; run the same sync again tomorrow "
                + "(Asia/Seoul) to continue."
        case .refused(let failure)?:
            return text(for: failure)
                + " The remaining \(counted(report.remaining, "chart")) were not fetched."
        case .storeUnwritable(let problem)?:
            return "Stopped: the local store could not be written: \(text(for: problem)). The "
                + "remaining \(counted(report.notAsked, "chart")) were not asked for; "
                + "once the store can be written, run the same sync again."
        }
    }

    public func syncFailedHeading(_ count: Int) -> String {
        "\(counted(count, "chart")) failed (the same sync run again tries them again):"
    }

    public func syncFailed(_ chart: SyncFailedChart) -> String {
        "\(chart.request.period) \(chart.request.period.kind.rawValue): \(text(for: chart.failure))"
    }

    public func syncEmpty(_ charts: [ChartRequest]) -> String {
        "KOBIS had no figures for \(counted(charts.count, "chart")) (\(listed(charts.map(\.period)))): "
            + "the next sync asks for them again."
    }

    public func exportMissing(_ missing: [ChartPeriod], of total: Int, kind: ChartKind, command: String)
        -> String
    {
        "\(NumberFormatting.grouped(missing.count)) of the range's \(NumberFormatting.grouped(total)) \(kind.rawValue) "
            + "charts are not in the store (\(listed(missing))): `\(command)` fetches them."
    }

    private func duration(_ duration: Duration) -> String {
        let seconds = Int(duration.components.seconds)
        if seconds < 60 { return "\(seconds)s" }
        let padded = { (value: Int) in value < 10 ? "0\(value)" : String(value) }
        if seconds < 3600 { return "\(seconds / 60)m \(padded(seconds % 60))s" }
        return "\(seconds / 3600)h \(padded(seconds % 3600 / 60))m"
    }
}
