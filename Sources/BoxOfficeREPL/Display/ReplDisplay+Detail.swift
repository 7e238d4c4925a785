import BoxOfficeDomain
import BoxOfficePresentation

extension ReplDisplay {
    /// The lines of a movie's detail in the current format: the vertical view (`table`), that
    /// view in a border (`box`), sentences (`plain`), or the csv and json exports.
    /// - Parameter imageSupport: whether the view mentions that `poster` shows the image here.
    public func render(
        _ detail: MovieDetailViewData, columns: Int, imageSupport: TerminalImageSupport = .none
    ) -> [String] {
        let list = listRenderer
        let renderer = MovieDetailRenderer(width: list.width, style: list.style, imageSupport: imageSupport)
        return lines(
            csv: { TerminalExport.csv(MovieDetailExport.record(detail.result)) },
            json: { TerminalExport.json(MovieDetailExport.document(detail.result)) },
            sentences: { detail.sentences },
            table: { renderer.render(detail, columns: $0) }, headed: true, columns: columns)
    }

    /// The lines of `status` or `cache info` in the current format and language, without the
    /// warning.
    public func render(_ status: StatusViewData, columns: Int) -> [String] {
        let renderer = StatusRenderer(width: listRenderer.width)
        return lines(
            csv: { TerminalExport.csv(status.record) }, json: { TerminalExport.json(status.record) },
            sentences: { status.sentences }, table: { renderer.render(status, columns: $0) }, headed: false,
            columns: columns)
    }

    /// The lines of a view in the current format: its csv or json export, its sentences wrapped
    /// (`plain`), its table for a width, or that table in a border (`box`), the first line set
    /// off when the view is `headed`.
    private func lines(
        csv: () -> String, json: () -> String, sentences: () -> [String], table: (Int) -> [String],
        headed: Bool, columns: Int
    ) -> [String] {
        switch settings.format {
        case .csv:
            return csvLines(csv())
        case .json:
            return [json()]
        case .plain:
            return wrapped(sentences(), columns: columns)
        case .table:
            return table(columns)
        case .box:
            let box = BoxDrawing(symbols: settings.symbols, width: listRenderer.width)
            return box.frame(table(columns - 2 * box.verticalWidth - 2), dividerAfter: headed ? 0 : nil)
        }
    }
}
