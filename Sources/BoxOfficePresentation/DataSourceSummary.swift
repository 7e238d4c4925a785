import BoxOfficeDomain

/// Where a session's figures come from, as `settings` describes it: KOBIS (a key is set) or
/// the bundled demo days.
public struct DataSourceSummary: Hashable, Sendable {
    /// ``DataSource/kobis`` or ``DataSource/demo``.
    public let source: DataSource
    /// How many days the demo data holds; `nil` for KOBIS.
    public let demoDays: Int?

    /// - Parameters:
    ///   - source: where the figures come from.
    ///   - demoDays: the number of bundled days, for demo data.
    public init(source: DataSource, demoDays: Int? = nil) {
        self.source = source
        self.demoDays = demoDays
    }

    /// `kobis (실시간, KOBIS_API_KEY 설정됨)` / `demo (4 days of KOBIS figures)`.
    public func description(in language: Language) -> String {
        let korean = language == .korean
        switch source {
        case .demo:
            let days = demoDays ?? 0
            return korean
                ? "demo (KOBIS 자료 \(days)일치)"
                : "demo (\(days) \(days == 1 ? "day" : "days") of KOBIS figures)"
        case .kobis, .cache:
            return korean ? "kobis (실시간, KOBIS_API_KEY 설정됨)" : "kobis (live, KOBIS_API_KEY set)"
        }
    }
}
