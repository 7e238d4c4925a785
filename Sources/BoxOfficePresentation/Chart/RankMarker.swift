// A row's rank-change marker as the app shows it: ▲3 in red, ▼2 in blue, - or 신작.

import BoxOfficeDomain

/// `▲3` (red), `▼2` (blue), `-`, or `신작`; the terminal front decides the colours from ``kind``.
public struct RankMarker: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// Moved up: red in Korean convention.
        case up
        case down
        case steady
        case new
    }

    public let kind: Kind
    /// How many places it moved (0 for new and steady).
    public let places: Int
    public let text: String
    public let asciiText: String

    public init(_ change: RankChange, words: any Words) {
        switch change {
        case .new:
            kind = .new
            places = 0
            text = words.newMarker
            asciiText = "NEW"
        case .up(let count):
            kind = .up
            places = count
            text = "▲\(count)"
            asciiText = "+\(count)"
        case .down(let count):
            kind = .down
            places = count
            text = "▼\(count)"
            asciiText = "-\(count)"
        case .steady:
            kind = .steady
            places = 0
            text = "-"
            asciiText = "-"
        }
    }

    /// Positive moved up, negative moved down, 0 for new and steady.
    public var delta: Int {
        kind == .down ? -places : places
    }

    public func text(in symbols: SymbolSet) -> String {
        symbols == .unicode ? text : asciiText
    }
}
