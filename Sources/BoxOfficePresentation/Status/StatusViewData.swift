import BoxOfficeDomain

/// What `status` and `cache info` show: labelled lines, a warning when the KOBIS calls near the
/// limit, and the record their csv and json formats print.
public struct StatusViewData: Hashable, Sendable {
    /// `(label, value)` lines, top to bottom.
    public let rows: [(label: String, value: String)]
    /// A warning about the day's KOBIS calls, or `nil`.
    public let warning: String?
    /// The same facts for programs (``StatusExport``).
    public let record: ExportRecord

    /// The view data of a status.
    public init(status: AppStatus) {
        var rows: [(String, String)] = []
        switch status.source {
        case .demo:
            rows.append(("source", "demo (the bundled KOBIS figures; set KOBIS_API_KEY for live data)"))
        default: rows.append(("source", "kobis (KOBIS Open API), with the local store as cache"))
        }
        switch status.store {
        case .available(let summary):
            rows.append(("store", summary.location))
            rows.append(
                (
                    "stored",
                    "\(summary.days) days, \(summary.movieDetails) movie details, \(summary.posters) posters, "
                        + Self.size(summary.bytes)
                ))
        case .unavailable(let reason):
            rows.append(("store", "none: \(reason)"))
        case .notUsed:
            rows.append(("store", "not used (demo data)"))
        }
        if let budget = status.budget {
            rows.append(
                (
                    "KOBIS calls",
                    "\(NumberFormatting.grouped(budget.calls)) of \(NumberFormatting.grouped(KOBISCallBudget.dailyLimit)) "
                        + "today (\(status.day.iso), Asia/Seoul)"
                ))
        } else if status.source != .demo {
            rows.append(("KOBIS calls", "not counted (no store)"))
        }
        self.rows = rows
        warning = status.budget.flatMap(Self.warning)
        record = StatusExport.record(status)
    }

    /// What `cache info` shows: where the store is, what it holds, and the KOBIS calls of `today`.
    public init(store summary: StoreSummary, today: BoxOfficeDate, calls: Int) {
        rows = [
            ("store", summary.location),
            ("days", String(summary.days)),
            ("movie details", String(summary.movieDetails)),
            ("posters", String(summary.posters)),
            ("size", "\(summary.bytes) bytes"),
            ("KOBIS calls", "\(calls) of \(KOBISCallBudget.dailyLimit) today (Asia/Seoul)"),
        ]
        warning = nil
        record = StatusExport.record(store: summary, today: today, calls: calls)
    }

    /// The screen reader's layout: one sentence a line, `source: demo (…).`
    public var sentences: [String] {
        rows.map { "\($0.label): \($0.value)." }
    }

    /// The warning for a budget near or at the limit, or `nil`.
    public static func warning(for budget: KOBISCallBudget) -> String? {
        switch budget.level {
        case .fine:
            nil
        case .nearLimit:
            "\(NumberFormatting.grouped(budget.calls)) of the \(NumberFormatting.grouped(KOBISCallBudget.dailyLimit)) "
                + "KOBIS calls of today are used: \(NumberFormatting.grouped(budget.remaining)) left."
        case .exhausted:
            "The \(NumberFormatting.grouped(KOBISCallBudget.dailyLimit)) KOBIS calls of today are used up: "
                + "KOBIS will refuse more (320011) until tomorrow in Seoul."
        }
    }

    /// Compares the rows and the warning.
    public static func == (lhs: StatusViewData, rhs: StatusViewData) -> Bool {
        lhs.rows.elementsEqual(rhs.rows) { $0.label == $1.label && $0.value == $1.value }
            && lhs.warning == rhs.warning && lhs.record == rhs.record
    }

    /// Hashes the rows and the warning.
    public func hash(into hasher: inout Hasher) {
        for row in rows {
            hasher.combine(row.label)
            hasher.combine(row.value)
        }
        hasher.combine(warning)
        hasher.combine(record.json)
    }

    private static func size(_ bytes: Int) -> String {
        if bytes < 1_024 { return "\(bytes) B" }
        if bytes < 1_048_576 { return "\(bytes / 1_024) KB" }
        return "\(bytes / 1_048_576).\(bytes % 1_048_576 * 10 / 1_048_576) MB"
    }
}
