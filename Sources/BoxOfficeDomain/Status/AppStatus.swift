/// What `status` reports: where data comes from, the store, and today's KOBIS calls.
public struct AppStatus: Hashable, Sendable {
    /// Live KOBIS figures, or the demo data.
    public var source: DataSource
    /// The store, if any.
    public var store: StoreAvailability
    /// Today in Seoul, the day calls are counted for.
    public var day: BoxOfficeDate
    /// The calls counted today; `nil` when nothing counts them.
    public var budget: KOBISCallBudget?

    /// Makes a status.
    public init(source: DataSource, store: StoreAvailability, day: BoxOfficeDate, budget: KOBISCallBudget?) {
        self.source = source
        self.store = store
        self.day = day
        self.budget = budget
    }
}
