/// The 3,000 calls a day every KOBIS key may make, and how close a count is to them.
public struct KOBISCallBudget: Hashable, Sendable {
    /// The calls a key may make in one day (Asia/Seoul).
    public static let dailyLimit = 3_000
    /// From this many calls on, the app warns: 90 % of the limit.
    public static let warningThreshold = 2_700

    /// How close a count is to the limit.
    public enum Level: Hashable, Sendable {
        /// Well below the limit.
        case fine
        /// At or above ``KOBISCallBudget/warningThreshold``.
        case nearLimit
        /// At or above ``KOBISCallBudget/dailyLimit``: KOBIS will answer 320011.
        case exhausted
    }

    /// The calls counted on the day.
    public let calls: Int

    /// The budget after `calls` calls.
    public init(calls: Int) {
        self.calls = calls
    }

    /// Calls left before the limit (never negative).
    public var remaining: Int { max(0, Self.dailyLimit - calls) }

    /// How close ``calls`` is to the limit.
    public var level: Level {
        if calls >= Self.dailyLimit { return .exhausted }
        if calls >= Self.warningThreshold { return .nearLimit }
        return .fine
    }
}
