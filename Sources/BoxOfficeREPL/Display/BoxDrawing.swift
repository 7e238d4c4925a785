import BoxOfficePresentation

/// The pieces of a border — corners, joints, lines — in box-drawing characters or in ASCII,
/// and runs of them measured in columns, so a border is exactly as wide as the text it
/// surrounds whether ambiguous characters take one column or two.
public struct BoxDrawing: Sendable {
    /// ┌ ┬ ┐
    public let topLeft: String, topJoint: String, topRight: String
    /// ├ ┼ ┤
    public let middleLeft: String, cross: String, middleRight: String
    /// └ ┴ ┘
    public let bottomLeft: String, bottomJoint: String, bottomRight: String
    /// ─ and │
    public let horizontal: String, vertical: String
    private let width: DisplayWidth

    public init(symbols: SymbolSet, width: DisplayWidth) {
        self.width = width
        switch symbols {
        case .unicode:
            (topLeft, topJoint, topRight) = ("┌", "┬", "┐")
            (middleLeft, cross, middleRight) = ("├", "┼", "┤")
            (bottomLeft, bottomJoint, bottomRight) = ("└", "┴", "┘")
            (horizontal, vertical) = ("─", "│")
        case .ascii:
            (topLeft, topJoint, topRight) = ("+", "+", "+")
            (middleLeft, cross, middleRight) = ("+", "+", "+")
            (bottomLeft, bottomJoint, bottomRight) = ("+", "+", "+")
            (horizontal, vertical) = ("-", "|")
        }
    }

    /// How many columns a vertical line takes (1, or 2 when ambiguous characters are wide).
    public var verticalWidth: Int { width.width(of: vertical) }

    /// A horizontal line exactly `columns` wide (a space makes up an odd column when the line
    /// character is two columns wide).
    public func run(_ columns: Int) -> String {
        let pieceWidth = max(1, width.width(of: horizontal))
        let count = max(0, columns) / pieceWidth
        return String(repeating: horizontal, count: count)
            + String(repeating: " ", count: max(0, columns) - count * pieceWidth)
    }

    /// A border line: `left`, then runs of the given widths separated by `joint`, then `right`.
    /// The corners and joints are assumed as wide as ``verticalWidth``.
    public func line(_ cellWidths: [Int], left: String, joint: String, right: String) -> String {
        left + cellWidths.map(run).joined(separator: joint) + right
    }

    /// `lines` in a border, one space inside it on each side, every line padded to `innerWidth`
    /// columns (by default the widest line's), with a divider after the line at `dividerAfter`.
    public func frame(_ lines: [String], innerWidth: Int? = nil, dividerAfter: Int? = nil) -> [String] {
        let inner = innerWidth ?? lines.map(width.width(of:)).max() ?? 0
        var framed = [line([inner + 2], left: topLeft, joint: "", right: topRight)]
        for (index, text) in lines.enumerated() {
            framed.append(vertical + " " + width.padRight(text, toWidth: inner) + " " + vertical)
            if index == dividerAfter, index < lines.count - 1 {
                framed.append(line([inner + 2], left: middleLeft, joint: "", right: middleRight))
            }
        }
        framed.append(line([inner + 2], left: bottomLeft, joint: "", right: bottomRight))
        return framed
    }
}
