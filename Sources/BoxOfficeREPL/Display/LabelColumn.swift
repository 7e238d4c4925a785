import BoxOfficePresentation

/// The `label  value` layout shared by `status`, `cache info`, `settings` and the detail view:
/// the labels padded to the widest of them by display width (Hangul is two columns), then two
/// spaces, then the value; a value's further lines start under its first.
///
/// Given the terminal's columns, a value too long for them is wrapped, never cut: at spaces, and
/// a word wider than the value column (an address, a path) is broken at the edge with nothing
/// added, so its pieces, copied and joined, give it back whole.
public struct LabelColumn: Sendable {
    public static let gap = "  "
    public let width: DisplayWidth
    public let labelWidth: Int

    public init(labels: [String], width: DisplayWidth) {
        self.width = width
        labelWidth = labels.map { width.width(of: $0) }.max() ?? 0
    }

    public var valueColumn: Int { labelWidth + Self.gap.count }

    public func padded(_ label: String) -> String {
        width.padRight(label, toWidth: labelWidth)
    }

    public var indent: String { String(repeating: " ", count: labelWidth) }

    /// `value` in pieces that each fit after the label column within `columns` (wrapped, never
    /// cut; see the type's notes); the value whole when `columns` is `nil`. An empty value is
    /// one empty piece.
    public func wrap(_ value: String, columns: Int?) -> [String] {
        guard let columns else { return [value] }
        let pieces = TextWrapping.wrap(
            value, columns: max(1, columns - valueColumn), maxLines: .max, width: width)
        return pieces.isEmpty ? [""] : pieces
    }

    /// The lines of `rows`, each `label  value`, sanitised; a value wider than `columns` goes on
    /// on the next lines, under its first (values are never cut: a path must stay whole to be
    /// copied). No wrapping when `columns` is `nil`.
    public static func lines(_ rows: [LabelledValue], width: DisplayWidth, columns: Int? = nil) -> [String] {
        let column = LabelColumn(labels: rows.map(\.label), width: width)
        return rows.flatMap { row in
            column.wrap(TerminalText.sanitize(row.value), columns: columns).enumerated().map { index, piece in
                (index == 0 ? column.padded(TerminalText.sanitize(row.label)) : column.indent) + gap + piece
            }
        }
    }
}
