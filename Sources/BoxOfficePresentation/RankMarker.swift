import BoxOfficeDomain

/// The rank-change marker of a row, as the app shows it: `▲3` (red), `▼2` (blue),
/// `-`, or `신작`. The terminal front decides the colours from ``kind``.
public struct RankMarker: Hashable, Sendable {
    /// Which way the movie moved; decides the colour.
    public enum Kind: Hashable, Sendable {
        /// Moved up: red in Korean convention.
        case up
        /// Moved down: blue.
        case down
        /// Kept its rank.
        case steady
        /// Entered the top ten.
        case new
    }

    /// Which way the movie moved.
    public let kind: Kind
    /// The text to show: `▲3`, `▼2`, `-` or `신작`.
    public let text: String

    /// The marker for a rank change.
    public init(_ change: RankChange) {
        switch change {
        case .new:
            kind = .new
            text = "신작"
        case .up(let places):
            kind = .up
            text = "▲\(places)"
        case .down(let places):
            kind = .down
            text = "▼\(places)"
        case .steady:
            kind = .steady
            text = "-"
        }
    }
}
