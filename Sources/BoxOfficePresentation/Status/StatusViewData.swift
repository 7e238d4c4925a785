import BoxOfficeDomain

public struct StatusViewData: Equatable, Sendable {
    public enum Scope: Hashable, Sendable {
        /// `status`: where data comes from, the store in one line, today's KOBIS calls.
        case status
        /// `cache info`: the store, what it holds one fact a line, today's KOBIS calls.
        case cacheInfo
    }

    public let scope: Scope
    public let rows: [LabelledValue]
    public let warning: String?
    /// The same facts for programs (``StatusExport``), the same in every language.
    public let record: ExportRecord
    /// Why the store cannot be read, said as a failure (`cache info` one-shot fails with it);
    /// `nil` when it can or none is used.
    public let noStore: String?

    /// With the demo data and a KOBIS key set, the source line says `--demo` asked for the demo data.
    public init(status: AppStatus, scope: Scope = .status, words: any Words) {
        self.scope = scope
        if case .unavailable(let problem) = status.store {
            noStore = words.noStore(problem)
        } else {
            noStore = nil
        }
        switch scope {
        case .status:
            rows = Self.statusRows(status, words: words)
            warning = status.budget.flatMap(words.warning(for:))
            record = StatusExport.record(status)
        case .cacheInfo:
            rows = Self.cacheRows(status, words: words)
            warning = nil
            record = StatusExport.cacheRecord(status)
        }
    }

    public var sentences: [String] {
        rows.map { "\($0.label): \($0.value)." }
    }

    private static func statusRows(_ status: AppStatus, words: any Words) -> [LabelledValue] {
        var rows = [
            LabelledValue(words.dataSourceLabel, words.statusSource(status.source, store: status.store))
        ]
        switch status.store {
        case .available(let summary):
            rows.append(LabelledValue(words.storeLabel, summary.location))
            rows.append(LabelledValue(words.storedLabel, words.storeSummary(summary)))
        case .unavailable(let problem):
            rows.append(LabelledValue(words.storeLabel, words.storeNone(problem)))
        case .notUsed:
            rows.append(LabelledValue(words.storeLabel, words.storeNotUsed))
        }
        if status.budget != nil || status.source != .demo {
            rows.append(callsRow(status, words: words))
        }
        return rows
    }

    private static func cacheRows(_ status: AppStatus, words: any Words) -> [LabelledValue] {
        var rows: [LabelledValue]
        switch status.store {
        case .available(let summary):
            rows = [
                LabelledValue(words.storeLabel, summary.location),
                LabelledValue(words.storedDaysLabel, words.dayCount(summary.days)),
                LabelledValue(words.storedDetailsLabel, words.movieCount(summary.movieDetails)),
                LabelledValue(words.storedPostersLabel, words.posterCount(summary.posters)),
                LabelledValue(words.storeSizeLabel, words.size(summary.bytes)),
            ]
        case .unavailable(let problem):
            rows = [LabelledValue(words.storeLabel, words.storeNone(problem))]
        case .notUsed:
            rows = [LabelledValue(words.storeLabel, words.storeNotUsed)]
        }
        rows.append(callsRow(status, words: words))
        return rows
    }

    private static func callsRow(_ status: AppStatus, words: any Words) -> LabelledValue {
        let value = status.budget.map { words.calls($0.calls, on: status.day) } ?? words.callsNotCounted
        return LabelledValue(words.kobisCallsLabel, value)
    }
}
