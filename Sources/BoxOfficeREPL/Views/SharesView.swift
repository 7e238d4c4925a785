import BoxOfficePresentation

/// `shares`: the sales shares of the chart shown, as bars.
struct SharesView: ReplView {
    func show(_ shares: SalesSharesViewData, in session: ReplSession) {
        session.printLines(
            session.display.render(SalesShares(content: shares), columns: session.options.columns()))
    }
}

struct SalesShares: PrintableView {
    static let columns = ["rank", "movieCode", "title", "salesShare"]
    private static let gap = "  "

    let content: SalesSharesViewData

    private var entries: [SalesSharesViewData.Row] { content.rows }

    func csv(cleaning clean: (String) -> String) -> String {
        let rows = entries.map { entry -> [JSONValue] in
            [
                .int(entry.rank), .string(clean(entry.movieCode)), .string(clean(entry.title)),
                .double(entry.share),
            ]
        }
        return ([CSVText.line(Self.columns)] + rows.map { CSVText.line($0) }).joined(separator: "\n") + "\n"
    }

    func json(cleaning clean: (String) -> String) -> String {
        let records = entries.map { entry -> JSONValue in
            let values: [JSONValue] = [
                .int(entry.rank), .string(entry.movieCode), .string(entry.title), .double(entry.share),
            ]
            return .object(Array(zip(Self.columns, values)))
        }
        let document = JSONValue.object([
            ("date", .string(content.date)),
            ("source", .string(content.source.rawValue)),
            ("chart", .string(content.chart.rawValue)),
            ("periodEnd", .string(content.periodEnd)),
            ("filter", .string(content.filter)),
            ("entries", .array(records)),
        ])
        return document.mappingStrings(clean).text
    }

    func sentences(on display: ReplDisplay) -> [String] {
        content.sentences
    }

    func table(columns: Int, on display: ReplDisplay) -> [String] {
        let columns = max(columns, 20)
        let list = display.listRenderer
        let width = list.width
        var lines = list.heading(
            content.heading, title: content.label, source: content.source, columns: columns)
        if let empty = content.emptyText { return lines + [width.truncate(empty, toWidth: columns)] }
        let rows = entries.map { entry in
            (
                rank: String(entry.rank), title: TerminalText.sanitize(entry.title), share: entry.share,
                percent: entry.percent
            )
        }
        let rankWidth = min(max(rows.map { width.width(of: $0.rank) }.max() ?? 0, 2), 4)
        let percentWidth = min(rows.map { width.width(of: $0.percent) }.max() ?? 0, 7)
        let room = columns - rankWidth - percentWidth - 3 * Self.gap.count
        let titleWidth = max(1, min(rows.map { width.width(of: $0.title) }.max() ?? 0, room / 2))
        let barWidth = room - titleWidth
        let bars = Bars(symbols: list.symbols, width: width, columns: barWidth, shares: rows.map(\.share))
        for row in rows {
            let fields = [
                width.padLeft(width.truncate(row.rank, toWidth: rankWidth), toWidth: rankWidth),
                width.padRight(width.truncate(row.title, toWidth: titleWidth), toWidth: titleWidth),
                width.padRight(bars.bar(for: row.share), toWidth: barWidth),
                width.padLeft(width.truncate(row.percent, toWidth: percentWidth), toWidth: percentWidth),
            ]
            lines.append(fields.joined(separator: Self.gap))
        }
        return lines
    }

    var setsOffHeading: Bool { true }
}

extension ReplSession {
    public func bind(_ model: SalesSharesViewModel) { bindView(model, to: SharesView()) }
}
