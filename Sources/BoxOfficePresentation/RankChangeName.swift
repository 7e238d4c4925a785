import BoxOfficeDomain

/// The stable names of rank changes in JSON and CSV: `new`, `up`, `down`, `steady`.
public enum RankChangeName {
    /// The name of `change`.
    public static func of(_ change: RankChange) -> String {
        switch change {
        case .new: "new"
        case .up: "up"
        case .down: "down"
        case .steady: "steady"
        }
    }
}
