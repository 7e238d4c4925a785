import BoxOfficeDomain

/// `status` and `cache info` as the stable JSON and CSV of `--format json|csv`: one flat object,
/// or a header line and one row, with the same names. A value that does not apply is `null` (an
/// empty CSV field).
///
/// `status`: `source` (`kobis`, `demo`), `store` (`available`, `unavailable`, `notUsed`),
/// `storeProblem`, `storeLocation`, `days`, `movieDetails`, `posters`, `bytes`, `today` (the
/// day in Seoul calls are counted for), `kobisCalls`, `kobisCallLimit`, `warning`. `cache info`:
/// the same names from `storeLocation` to `kobisCallLimit`.
public enum StatusExport {
    /// The names of `status`, in order.
    public static let statusColumns = [
        "source", "store", "storeProblem", "storeLocation", "days", "movieDetails", "posters", "bytes",
        "today",
        "kobisCalls", "kobisCallLimit", "warning",
    ]

    /// The names of `cache info`, in order.
    public static let cacheColumns = [
        "storeLocation", "days", "movieDetails", "posters", "bytes", "today", "kobisCalls", "kobisCallLimit",
    ]

    /// The record of `status`.
    public static func record(_ status: AppStatus) -> ExportRecord {
        let summary: StoreSummary?
        let state: String
        let problem: String?
        switch status.store {
        case .available(let available): (summary, state, problem) = (available, "available", nil)
        case .unavailable(let reason): (summary, state, problem) = (nil, "unavailable", reason)
        case .notUsed: (summary, state, problem) = (nil, "notUsed", nil)
        }
        return ExportRecord(
            [
                ("source", .string(status.source.rawValue)), ("store", .string(state)),
                ("storeProblem", .optional(problem)),
            ]
                + storeFields(summary) + callFields(today: status.day, calls: status.budget?.calls)
                + [("warning", .optional(status.budget.flatMap(StatusViewData.warning(for:))))])
    }

    /// The record of `cache info`: what the store holds and the KOBIS calls of `today`.
    public static func record(store: StoreSummary, today: BoxOfficeDate, calls: Int) -> ExportRecord {
        ExportRecord(storeFields(store) + callFields(today: today, calls: calls))
    }

    private static func storeFields(_ summary: StoreSummary?) -> [(String, JSONValue)] {
        [
            ("storeLocation", .optional(summary?.location)),
            ("days", .optional(summary?.days)),
            ("movieDetails", .optional(summary?.movieDetails)),
            ("posters", .optional(summary?.posters)),
            ("bytes", .optional(summary?.bytes)),
        ]
    }

    private static func callFields(today: BoxOfficeDate, calls: Int?) -> [(String, JSONValue)] {
        [
            ("today", .string(today.iso)),
            ("kobisCalls", .optional(calls)),
            ("kobisCallLimit", .int(KOBISCallBudget.dailyLimit)),
        ]
    }
}
