import BoxOfficeDomain

/// `status` and `cache info` as the stable JSON and CSV of `--format json|csv`: one flat object,
/// or a header line and one row, with the same names. A value that does not apply is `null` (an
/// empty CSV field).
///
/// `status`: `source` (`kobis`, `demo`), `store` (`available`, `unavailable`, `notUsed`),
/// `storeProblem`, `storeLocation`, `days`, `movieDetails`, `posters`, `bytes`, `today` (the
/// day in Seoul calls are counted for), `kobisCalls`, `kobisCallLimit`, `warning`. `cache info`:
/// the same names from `storeLocation` to `kobisCallLimit`. `storeProblem` and `warning` are in
/// English whatever the display's language: the export is for programs.
public enum StatusExport {
    /// The words of the export's texts: English, in every language.
    private static let english = EnglishWords()

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
        let state: String
        let problem: String?
        switch status.store {
        case .available: (state, problem) = ("available", nil)
        case .unavailable(let reason): (state, problem) = ("unavailable", english.text(for: reason))
        case .notUsed: (state, problem) = ("notUsed", nil)
        }
        return ExportRecord(
            [
                ("source", .string(status.source.rawValue)), ("store", .string(state)),
                ("storeProblem", .optional(problem)),
            ]
                + storeFields(status) + callFields(status)
                + [("warning", .optional(status.budget.flatMap(english.warning(for:))))])
    }

    /// The record of `cache info`: what the store holds and the KOBIS calls of the status's day.
    public static func cacheRecord(_ status: AppStatus) -> ExportRecord {
        ExportRecord(storeFields(status) + callFields(status))
    }

    private static func storeFields(_ status: AppStatus) -> [(String, JSONValue)] {
        var summary: StoreSummary?
        if case .available(let available) = status.store { summary = available }
        return [
            ("storeLocation", .optional(summary?.location)),
            ("days", .optional(summary?.days)),
            ("movieDetails", .optional(summary?.movieDetails)),
            ("posters", .optional(summary?.posters)),
            ("bytes", .optional(summary?.bytes)),
        ]
    }

    private static func callFields(_ status: AppStatus) -> [(String, JSONValue)] {
        [
            ("today", .string(status.day.iso)),
            ("kobisCalls", .optional(status.budget?.calls)),
            ("kobisCallLimit", .int(KOBISCallBudget.dailyLimit)),
        ]
    }
}
