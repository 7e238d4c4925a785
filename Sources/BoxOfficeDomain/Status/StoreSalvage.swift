/// What a damaged store still gave when it was salvaged into a new one: the charts carried over whole,
/// the charts it named that could not be read whole (left behind), and the reads SQLite refused.
public struct StoreSalvage: Hashable, Sendable {
    public let chartsKept: Int
    public let chartsLost: Int
    // Rows or pages of any table (charts, details, call counts) that failed to read and were skipped.
    public let unreadableParts: Int

    public init(chartsKept: Int, chartsLost: Int, unreadableParts: Int) {
        self.chartsKept = chartsKept
        self.chartsLost = chartsLost
        self.unreadableParts = unreadableParts
    }

    /// Whether anything the damaged file held is missing from the new store: the command then fails.
    public var lostAny: Bool { chartsLost > 0 || unreadableParts > 0 }
}
