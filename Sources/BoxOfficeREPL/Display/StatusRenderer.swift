import BoxOfficePresentation

/// Lays out `status` and `cache info` as `label  value` lines (``LabelColumn``), the labels
/// aligned by display width. Values are sanitised and never cut: a path must stay whole to be
/// copied, so one too long for the columns given is wrapped under its first line.
public struct StatusRenderer: Sendable {
    private let width: DisplayWidth

    /// - Parameter width: how wide characters are on this terminal.
    public init(width: DisplayWidth) {
        self.width = width
    }

    /// The lines of `status`, without its warning, wrapped to `columns` (`nil`: not wrapped).
    public func render(_ status: StatusViewData, columns: Int? = nil) -> [String] {
        LabelColumn.lines(status.rows, width: width, columns: columns)
    }
}
