// A row's rank-change marker as the app shows it: ▲3 in red, ▼2 in blue, - or 신작.

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
    /// How many places it moved (0 for new and steady).
    public let places: Int
    /// The text to show with Unicode symbols: `▲3`, `▼2`, `-` or `신작`.
    public let text: String
    /// The text to show with ASCII symbols: `+3`, `-2`, `-` or `NEW`.
    public let asciiText: String

    /// The marker for a rank change.
    /// - Parameters:
    ///   - change: how the rank moved.
    ///   - words: what a new entry is called (`신작` or `NEW`).
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

    /// The signed change: positive moved up, negative moved down, 0 for new and steady.
    public var delta: Int {
        kind == .down ? -places : places
    }

    /// The text in the given symbols.
    public func text(in symbols: SymbolSet) -> String {
        symbols == .unicode ? text : asciiText
    }
}
