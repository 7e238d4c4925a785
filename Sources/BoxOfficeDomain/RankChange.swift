/// How a movie's rank moved since the day before: the app's ▲, ▼, `-` and `신작` markers.
public enum RankChange: Hashable, Sendable {
    /// It entered the top ten that day (a new release, or a re-entry).
    case new
    /// It moved up by the given number of places (always positive).
    case up(Int)
    /// It moved down by the given number of places (always positive).
    case down(Int)
    /// It kept its rank.
    case steady

    /// Makes the change from KOBIS's facts: whether the row is new, and the signed
    /// change in rank where positive means moved up. `Int.min` counts as `.down(Int.max)`.
    public init(isNew: Bool, delta: Int) {
        if isNew {
            self = .new
        } else if delta > 0 {
            self = .up(delta)
        } else if delta < 0 {
            // `-Int.min` does not exist: the smallest delta KOBIS could send moves down `Int.max`.
            self = .down(delta == .min ? .max : -delta)
        } else {
            self = .steady
        }
    }

    /// The signed change: positive = moved up, negative = moved down, 0 for new and steady.
    public var delta: Int {
        switch self {
        case .new, .steady: 0
        case .up(let places): places
        case .down(let places): -places
        }
    }
}
