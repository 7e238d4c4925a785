// A sync for programs: its plan, and what it did, as one json document (`sync --format json`, the protocol's result).

import BoxOfficeDomain

/// `{"from":"2022-01-01","to":"2022-01-07","charts":["daily"],"filter":"all","dryRun":false,
/// "plan":{…},"result":{…}}`: `result` is null when only planned.
public enum SyncExport {
    public static func document(_ plan: SyncPlan, dryRun: Bool, report: SyncReport?, words: any Words)
        -> JSONValue
    {
        .object([
            ("from", .string(plan.request.range.lowerBound.iso)),
            ("to", .string(plan.request.range.upperBound.iso)),
            ("charts", .array(plan.request.kinds.map { .string($0.rawValue) })),
            ("filter", .string(plan.request.filter.description)),
            ("dryRun", .bool(dryRun)),
            (
                "plan",
                .object([
                    ("charts", .int(plan.total)), ("alreadyStored", .int(plan.skipped)),
                    ("toFetch", .int(plan.toFetch.count)), ("kobisCallsToday", .int(plan.callsToday)),
                    ("kobisCallsLeft", .int(plan.callsLeft)), ("fitsToday", .bool(plan.fitsToday)),
                ])
            ),
            ("result", report.map { result($0, words: words) } ?? .null),
        ])
    }

    private static func result(_ report: SyncReport, words: any Words) -> JSONValue {
        .object([
            ("fetched", .int(report.fetched)),
            (
                "failed",
                .array(
                    report.failed.map { failed in
                        .object([
                            ("chart", .string(failed.request.period.kind.rawValue)),
                            ("period", .string(failed.request.period.description)),
                            ("reason", .string(words.syncFailed(failed))),
                        ])
                    })
            ),
            ("empty", .array(report.empty.map { .string($0.period.description) })),
            ("notAsked", .int(report.notAsked)),
            ("stopped", .optional(report.stop.map(stopName))),
            ("kobisCallsUsed", .int(report.callsUsed)),
            ("kobisCallsLeft", .int(report.callsLeft)),
            ("succeeded", .bool(report.stop == nil && report.failed.isEmpty)),
        ])
    }

    /// Stable names a script can test for.
    private static func stopName(_ stop: SyncStop) -> String {
        switch stop {
        case .dailyLimit: "dailyLimit"
        case .cancelled: "cancelled"
        case .refused: "refused"
        case .storeUnwritable: "storeUnwritable"
        }
    }
}
