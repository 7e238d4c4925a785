import BoxOfficeDomain

/// What `status` and `cache info` show: labelled lines in the view's language, a warning when
/// the KOBIS calls near the limit, and the record their csv and json formats print.
public struct StatusViewData: Hashable, Sendable {
    /// Which command the view is for.
    public enum Scope: Hashable, Sendable {
        /// `status`: where data comes from, the store in one line, today's KOBIS calls.
        case status
        /// `cache info`: the store, what it holds one fact a line, today's KOBIS calls.
        case cacheInfo
    }

    /// The facts shown.
    public let status: AppStatus
    /// `status` or `cache info`.
    public let scope: Scope
    /// The language of the labels.
    public let language: Language
    /// `label  value` lines, top to bottom.
    public let rows: [LabelledValue]
    /// A warning about the day's KOBIS calls in the view's language, or `nil`.
    public let warning: String?
    /// The same facts for programs (``StatusExport``), the same in every language.
    public let record: ExportRecord
    /// Whether a KOBIS key is set: with the demo data, the source line then does not suggest
    /// setting one (`--demo` asked for the demo data).
    public let kobisKeySet: Bool

    /// The view data of a status.
    /// - Parameters:
    ///   - status: the facts.
    ///   - scope: `status` (by default) or `cache info`.
    ///   - language: the language of the labels; Korean by default.
    ///   - kobisKeySet: whether `KOBIS_API_KEY` is set (the demo data then asked for with `--demo`).
    public init(
        status: AppStatus, scope: Scope = .status, language: Language = .korean, kobisKeySet: Bool = false
    ) {
        self.status = status
        self.scope = scope
        self.language = language
        self.kobisKeySet = kobisKeySet
        let labels = StatusLabels(language, kobisKeySet: kobisKeySet)
        switch scope {
        case .status:
            rows = Self.statusRows(status, labels: labels)
            warning = status.budget.flatMap(MessageWording(language).warning(for:))
            record = StatusExport.record(status)
        case .cacheInfo:
            rows = Self.cacheRows(status, labels: labels)
            warning = nil
            record = StatusExport.cacheRecord(status)
        }
    }

    /// The same facts with the labels of `language`.
    public func translated(to language: Language) -> StatusViewData {
        language == self.language
            ? self
            : StatusViewData(status: status, scope: scope, language: language, kobisKeySet: kobisKeySet)
    }

    /// Why the store cannot be read, or `nil` when it can or none is used.
    public var storeProblem: StoreProblem? {
        if case .unavailable(let problem) = status.store { return problem }
        return nil
    }

    /// The screen reader's layout: one sentence a line, `자료 출처: demo (…).`
    public var sentences: [String] {
        rows.map { "\($0.label): \($0.value)." }
    }

    /// Hashes the facts, the scope, the language and the key, from which everything else is made.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(status)
        hasher.combine(scope)
        hasher.combine(language)
        hasher.combine(kobisKeySet)
    }

    private static func statusRows(_ status: AppStatus, labels: StatusLabels) -> [LabelledValue] {
        var rows = [LabelledValue(labels.source, labels.source(status.source, store: status.store))]
        switch status.store {
        case .available(let summary):
            rows.append(LabelledValue(labels.store, summary.location))
            rows.append(LabelledValue(labels.stored, labels.summary(summary)))
        case .unavailable(let problem):
            rows.append(LabelledValue(labels.store, labels.noStore(problem)))
        case .notUsed:
            rows.append(LabelledValue(labels.store, labels.storeNotUsed))
        }
        if status.budget != nil || status.source != .demo {
            rows.append(callsRow(status, labels: labels))
        }
        return rows
    }

    private static func cacheRows(_ status: AppStatus, labels: StatusLabels) -> [LabelledValue] {
        var rows: [LabelledValue]
        switch status.store {
        case .available(let summary):
            rows = [
                LabelledValue(labels.store, summary.location),
                LabelledValue(labels.days, labels.dayCount(summary.days)),
                LabelledValue(labels.movieDetails, labels.movieCount(summary.movieDetails)),
                LabelledValue(labels.posters, labels.posterCount(summary.posters)),
                LabelledValue(labels.size, labels.size(summary.bytes)),
            ]
        case .unavailable(let problem):
            rows = [LabelledValue(labels.store, labels.noStore(problem))]
        case .notUsed:
            rows = [LabelledValue(labels.store, labels.storeNotUsed)]
        }
        rows.append(callsRow(status, labels: labels))
        return rows
    }

    private static func callsRow(_ status: AppStatus, labels: StatusLabels) -> LabelledValue {
        let value = status.budget.map { labels.calls($0.calls, on: status.day) } ?? labels.callsNotCounted
        return LabelledValue(labels.kobisCalls, value)
    }
}
