import BoxOfficePresentation

/// Lays out a movie's detail vertically: a heading, then `label  value` lines (``LabelColumn``),
/// the labels aligned by display width (Hangul is two columns); a value of several lines (the
/// cast) goes on under its first. Every text from the network is sanitised.
public struct MovieDetailRenderer: Sendable {
    private let width: DisplayWidth
    private let style: TerminalStyle
    private let imageSupport: TerminalImageSupport

    /// - Parameters:
    ///   - width: how wide characters are on this terminal.
    ///   - style: colours, or none.
    ///   - imageSupport: whether to mention that `poster` can show the image here.
    public init(width: DisplayWidth, style: TerminalStyle, imageSupport: TerminalImageSupport = .none) {
        self.width = width
        self.style = style
        self.imageSupport = imageSupport
    }

    /// The lines of `detail`; values are cut with `…` to fit `columns`, except the poster line,
    /// whose address must stay whole to be copied.
    public func render(_ detail: MovieDetailViewData, columns: Int) -> [String] {
        let heading =
            TerminalText.sanitize(detail.title) + " "
            + style.dim("· " + TerminalText.sanitize(detail.movieCode.rawValue))
        var lines = [style.bold(heading)]
        let column = LabelColumn(labels: detail.rows.map(\.label), width: width)
        let gap = LabelColumn.gap
        let valueWidth = max(20, columns - column.valueColumn)
        for row in detail.rows {
            let label = style.dim(column.padded(row.label))
            for (index, value) in row.values.enumerated() {
                let clean = TerminalText.sanitize(value)
                let fitted = row.isPoster ? clean : width.truncate(clean, toWidth: valueWidth)
                lines.append((index == 0 ? label : column.indent) + gap + fitted)
            }
            if row.isPoster, detail.poster.poster != nil, let hint = imageSupport.hint {
                lines.append(column.indent + gap + style.dim("(\(hint))"))
            }
        }
        return lines
    }
}
