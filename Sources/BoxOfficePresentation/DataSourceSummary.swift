import BoxOfficeDomain

/// Where a session's figures come from, as `settings` describes it (worded by ``Words``):
/// KOBIS (a key is set) or the bundled demo days.
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
}
