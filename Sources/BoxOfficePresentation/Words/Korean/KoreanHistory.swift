// `sync` and `export` in Korean: the plan, the progress, the summary, why a run stopped.

import BoxOfficeDomain

extension KoreanWords {
    public var loadingSyncPlan: String { "sync 계획 중…" }

    public func text(for failure: HistoryFailure) -> String {
        switch failure {
        case .invalidRange(let error): text(for: error)
        case .needsKOBISKey:
            kobisKeySet
                ? "sync는 KOBIS에서 차트를 받으므로 데모 자료로는 할 수 없습니다: --demo 없이 실행하세요."
                : "sync는 KOBIS에서 차트를 받으므로 키가 필요합니다: KOBIS_API_KEY를 설정하세요(데모 자료는 4일치뿐입니다)."
        case .noStore(let problem): "쓸 수 있는 로컬 저장소가 없습니다: \(text(for: problem))."
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

private func number(_ value: Int) -> String { NumberFormatting.grouped(value) }

private func tenths(_ value: Double) -> String { NumberFormatting.seconds((value * 10).rounded() / 10) }
