/// Where a day's figures came from; the output always says which.
public enum DataSource: String, Hashable, Sendable, CaseIterable {
    /// Fetched from KOBIS just now.
    case kobis
    /// Read from the bundled demo data set.
    case demo
    /// Read from the local store of earlier fetches.
    case cache
}
