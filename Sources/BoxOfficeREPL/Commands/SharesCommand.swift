import BoxOfficeDomain
import BoxOfficePresentation

/// `shares`: the sales shares (매출 점유율) of the day shown as horizontal bars, one row a movie.
/// It reads the list shown and never asks for figures.
public struct SharesCommand: CommandWithoutArguments, Equatable {
    /// `shares`.
    public static let name = "shares"
    /// It reads the day already shown.
    public static let mayReachKOBIS = false

    /// The command.
    public init() {}

    /// Asks for the shares of the day shown.
    @MainActor
    public func run(in session: ReplSession) async -> CommandOutcome {
        Self.available(session.viewModels.shares, in: session)?.show()
        return .continueSession
    }

    /// Prints the shares in the current format.
    @MainActor
    static func show(_ shares: SalesSharesViewData, in session: ReplSession) {
        session.printLines(
            session.display.render(SalesShares(content: shares), columns: session.options.columns()))
    }
}

/// A day's sales shares as the REPL prints them: bars (table, box), sentences (plain), and one
/// record a movie (csv, json).
struct SalesShares: PrintableView {
    /// The names of each movie's fields: the csv header and the json keys of each entry.
    static let columns = ["rank", "movieCode", "title", "salesShare"]
    /// The gap between columns of the table.
    private static let gap = "  "

    /// The shares of the day shown.
    let content: SalesSharesViewData

    private var entries: [SalesSharesViewData.Row] { content.rows }

    /// `rank,movieCode,title,salesShare`, then one line a movie; a share that is not a number is empty.
    func csv(cleaning clean: (String) -> String) -> String {
        let rows = entries.map { entry -> [JSONValue] in
            [
                .int(entry.rank), .string(clean(entry.movieCode)), .string(clean(entry.title)),
                .double(entry.share),
            ]
        }
        return ([CSVText.line(Self.columns)] + rows.map { CSVText.line($0) }).joined(separator: "\n") + "\n"
    }

    /// `{"date":"2022-01-05","source":"kobis","entries":[{"rank":1,"movieCode":…,"salesShare":34.2}]}`.
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

    /// The day, then `순위 1, 경관의 피, 매출 점유율 34.2%.` a movie.
    func sentences(on display: ReplDisplay) -> [String] {
        content.sentences
    }

    /// The heading, then `rank  title  bar  percent` a movie: the largest share's bar fills the
    /// columns the other fields leave, titles are cut to at most half of them, and no line is
    /// wider than `columns` (down to 20).
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

    /// The heading is set off in the box.
    var setsOffHeading: Bool { true }
}
