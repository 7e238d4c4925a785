import BoxOfficeDomain

/// `status` and `cache info` for programs: a value that does not apply is `null` (an empty CSV field);
/// `storeProblem` and `warning` are in English whatever the display's language.
public enum StatusExport {
    private static let english = EnglishWords()

    public static let statusColumns = [
        "source", "store", "storeProblem", "storeLocation", "days", "movieDetails", "posters", "bytes",
        "today",
        "kobisCalls", "kobisCallLimit", "warning",
    ]

    public static let cacheColumns = [
        "storeLocation", "days", "movieDetails", "posters", "bytes", "today", "kobisCalls", "kobisCallLimit",
    ]

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
