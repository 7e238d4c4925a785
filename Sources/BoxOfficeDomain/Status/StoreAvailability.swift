/// Whether the app has a local store, and what is in it.
public enum StoreAvailability: Hashable, Sendable {
    /// The store is open.
    case available(StoreSummary)
    /// There is no store (read-only cache folder, …); the problem says why.
    case unavailable(StoreProblem)
    /// No store is used (the demo data needs none).
    case notUsed
}
