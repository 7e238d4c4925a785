// What `sync` and `export` say: the plan, the progress, the summary, why they stopped, in Korean then
// English.

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

extension KoreanWords {
    public var loadingSyncPlan: String { "sync 계획 중…" }

    public func text(for failure: HistoryFailure) -> String {
        switch failure {
        case .invalidRange(let error): text(for: error)
        case .needsKOBISKey:
            kobisKeySet
                ? "sync는 KOBIS에서 차트를 받으므로 데모 자료로는 할 수 없습니다: --demo 없이 실행하세요."
                : "sync는 KOBIS에서 차트를 받으므로 키가 필요합니다: KOBIS_API_KEY를 설정하세요(데모 자료는 4일치뿐입니다)."
        case .noStore(let problem) where problem.isNoStoreAtAll: "쓸 수 있는 로컬 저장소가 없습니다: \(text(for: problem))."
        case .noStore(let problem): "로컬 저장소를 쓸 수 없습니다: \(text(for: problem))."
        case .storeUnreadable: "로컬 저장소를 읽을 수 없습니다."
        }
    }

    public func syncedStoreNeeded(by command: String) -> String {
        let reads = "`\(command)` 명령은 sync가 로컬 저장소에 받아 둔 차트를 읽는데"
        let sync = "`boxoffice sync FROM TO`(예: `boxoffice sync 20220101 20220131`)"
        return kobisKeySet
            ? "\(reads), 아직 저장소가 없습니다: --demo 없이 \(sync)로 저장소를 채우세요."
            : "\(reads), 데모 자료는 저장소에 남지 않습니다: KOBIS_API_KEY를 설정한 다음 \(sync)로 저장소를 채우세요."
    }

    public func syncPlan(_ plan: SyncPlan) -> String {
        let request = plan.request
        let charts = (request.kinds.map(kindName) + [filterSummary(request.filter)].compactMap { $0 })
            .joined(separator: ", ")
        return "sync \(request.range.lowerBound.iso)~\(request.range.upperBound.iso) (\(charts)): "
            + "차트 \(number(plan.total))개 중 저장되어 확정된 \(number(plan.skipped))개는 건너뛰고 "
            + "\(number(plan.toFetch.count))개를 받습니다(KOBIS 호출 \(number(plan.toFetch.count))회). "
            + "오늘 남은 호출은 \(number(KOBISCallBudget.dailyLimit))회 중 \(number(plan.callsLeft))회입니다."
    }

    public func syncOverQuota(_ plan: SyncPlan) -> String {
        "오늘 남은 호출(재시도 몫 \(KOBISCallBudget.callsPerRequestAtMost - 1)회 제외)보다 많습니다: "
            + "이번에는 \(number(plan.fetchableToday))개를 받고 멈춥니다. 나머지 "
            + "\(number(plan.toFetch.count - plan.fetchableToday))개는 내일(서울 기준) 같은 sync를 다시 실행하면 이어 받습니다."
    }

    public var syncFitsToday: String { "오늘 남은 호출 안에 모두 받을 수 있습니다." }

    public var syncDryRun: String { "미리 보기(--dry-run): 아무것도 받지 않았습니다." }

    public func syncProgress(_ progress: SyncProgress) -> String {
        var parts = ["\(number(progress.done))/\(number(progress.total))"]
        if let rate = progress.rate { parts.append("초당 \(tenths(rate))개") }
        if let left = progress.timeLeft { parts.append(duration(left) + " 남음") }
        if progress.failed > 0 { parts.append("실패 \(number(progress.failed))개") }
        return parts.joined(separator: " · ")
    }

    public func syncSummary(_ report: SyncReport) -> String {
        "받음 \(number(report.fetched))개, 건너뜀 \(number(report.plan.skipped))개, 실패 \(number(report.failed.count))개 · "
            + "KOBIS 호출 \(number(report.callsUsed))회 사용, 오늘 \(number(report.callsLeft))회 남음."
    }

    public func syncStopped(_ report: SyncReport) -> String? {
        let rest = number(report.remaining)
        switch report.stop {
        case nil:
            return nil
        case .dailyLimit?:
            return "하루 호출 한도(\(number(KOBISCallBudget.dailyLimit))회)에 이르기 전에 멈췄습니다: "
                + "남은 차트 \(rest)개에는 호출이 \(rest)회 이상 필요합니다. "
                + "내일(서울 기준) 같은 sync를 다시 실행하면 이어 받습니다."
        case .cancelled?:
            return "취소했습니다: 받은 \(number(report.fetched))개는 저장되었습니다. 같은 sync를 다시 실행하면 남은 \(rest)개를 받습니다."
        case .refused(.quotaExceeded)?:
            return "KOBIS가 거부했습니다: 이 키의 하루 이용량을 다 썼습니다(320011). 남은 차트 \(rest)개는 받지 못했습니다. "
                + "내일(서울 기준) 같은 sync를 다시 실행하면 이어 받습니다."
        case .refused(let failure)?:
            return text(for: failure) + " 남은 차트 \(rest)개는 받지 못했습니다."
        case .storeUnwritable(let problem)?:
            return "멈췄습니다: 로컬 저장소에 쓰지 못해(\(text(for: problem))) "
                + "남은 차트 \(number(report.notAsked))개는 요청하지 않았습니다. "
                + "저장소에 쓸 수 있게 한 뒤 같은 sync를 다시 실행하세요."
        }
    }

    public func syncFailedHeading(_ count: Int) -> String {
        "받지 못한 차트 \(number(count))개(같은 sync를 다시 실행하면 다시 시도합니다):"
    }

    public func syncFailed(_ chart: SyncFailedChart) -> String {
        "\(chart.request.period) \(kindName(chart.request.period.kind)): \(text(for: chart.failure))"
    }

    public func syncEmpty(_ charts: [ChartRequest]) -> String {
        "KOBIS에 집계가 없던 차트 \(number(charts.count))개(\(listed(charts.map(\.period)))): "
            + "다음 sync에서 다시 요청합니다."
    }

    public func exportMissing(_ missing: [ChartPeriod], of total: Int, kind: ChartKind, command: String)
        -> String
    {
        "저장소에 이 범위의 \(kindName(kind)) 차트 \(number(total))개 중 \(number(missing.count))개가 없습니다"
            + "(\(listed(missing))). 받으려면: \(command)"
    }

    private func kindName(_ kind: ChartKind) -> String {
        switch kind {
        case .daily: "일별"
        case .weekly: "주간"
        case .weekend: "주말"
        case .weekdays: "주중"
        }
    }

    private func duration(_ duration: Duration) -> String {
        let seconds = Int(duration.components.seconds)
        if seconds < 60 { return "\(seconds)초" }
        if seconds < 3600 { return "\(seconds / 60)분 \(seconds % 60)초" }
        return "\(seconds / 3600)시간 \(seconds % 3600 / 60)분"
    }
}

extension EnglishWords {
    public var loadingSyncPlan: String { "Planning the sync…" }

    public func text(for failure: HistoryFailure) -> String {
        switch failure {
        case .invalidRange(let error): text(for: error)
        case .needsKOBISKey:
            kobisKeySet
                ? "sync fetches from KOBIS and does not work on the demo data: run it without --demo."
                : "sync fetches from KOBIS and needs a key: set KOBIS_API_KEY (the demo data has only 4 days)."
        case .noStore(let problem) where problem.isNoStoreAtAll:
            "There is no local store to use: \(text(for: problem))."
        case .noStore(let problem): "The local store cannot be used: \(text(for: problem))."
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

private func number(_ value: Int) -> String { NumberFormatting.grouped(value) }

private func tenths(_ value: Double) -> String { NumberFormatting.seconds((value * 10).rounded() / 10) }
