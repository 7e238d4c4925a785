import BoxOfficeDomain

/// Why `prev` or `next` has no day to go to: the first or last day of the demo data, or the
/// latest day with figures (today's are still being counted).
public enum DayStepLimit: Equatable, Sendable {
    case firstDemoDay
    case lastDemoDay
    /// `next` from yesterday: today's figures are still being counted.
    case latestDay
    /// `next` from the latest week's chart that is over: this week's is still being counted.
    case latestWeek

    /// The limit `failure` means when a step of `step` days (−1 or 1) met it, or `nil` when it
    /// is some other failure.
    public init?(failure: BoxOfficeFailure, step: Int) {
        switch failure {
        case .notInDemoData: self = step < 0 ? .firstDemoDay : .lastDemoDay
        case .invalidDate(.today) where step > 0, .invalidDate(.future) where step > 0: self = .latestDay
        case .invalidDate(.periodNotOver) where step > 0: self = .latestWeek
        default: return nil
        }
    }
}
