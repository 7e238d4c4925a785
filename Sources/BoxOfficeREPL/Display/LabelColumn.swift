import BoxOfficePresentation

/// The `label  value` layout shared by `status`, `cache info`, `settings` and the detail view:
/// the labels padded to the widest of them by display width (Hangul is two columns), then two
/// spaces, then the value; a value's further lines start under its first.
public struct LabelColumn: Sendable {
    /// The space between the label column and the values.
    public static let gap = "  "
    /// How wide characters are on this terminal.
    public let width: DisplayWidth
    /// The width of the label column: the widest label.
    public let labelWidth: Int

    /// A column as wide as the widest of `labels`.
    public init(labels: [String], width: DisplayWidth) {
        self.width = width
        labelWidth = labels.map { width.width(of: $0) }.max() ?? 0
    }

    /// Where the values start, in columns.
    public var valueColumn: Int { labelWidth + Self.gap.count }

    /// `label` padded to the column's width.
    public func padded(_ label: String) -> String {
        width.padRight(label, toWidth: labelWidth)
    }

    /// The blank that stands for the label on a value's further lines.
    public var indent: String { String(repeating: " ", count: labelWidth) }

    /// The lines of `rows`, each `label  value`, sanitised (values are never cut: a path must
    /// stay whole to be copied).
    public static func lines(_ rows: [LabelledValue], width: DisplayWidth) -> [String] {
        let column = LabelColumn(labels: rows.map(\.label), width: width)
        return rows.map { TerminalText.sanitize(column.padded($0.label) + gap + $0.value) }
    }
}
