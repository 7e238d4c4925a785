import ArgumentParser
import BoxOfficeDomain
import BoxOfficePresentation

public struct SharesCommand: ReplCommand {
    public static let configuration = shellHelp("shares")
    @OptionGroup public var run: RunOptions
    public static let mayReachKOBIS = false

    public init() {}

    @MainActor
    public func run(in session: ReplSession) async -> CommandOutcome {
        guard let content = session.viewModels.list.shownContent else {
            session.report(session.words.noDayShown)
            return .continueSession
        }
        session.printLines(
            session.display.render(SalesShares(content: content), columns: session.options.columns()))
        return .continueSession
    }
}

struct SalesShares: PrintableView {
    static let columns = ["rank", "movieCode", "title", "salesShare"]
    private static let gap = "  "

    let content: BoxOfficeListContent

    private var entries: [BoxOfficeEntry] { content.boxOffice.entries }

    func csv(cleaning clean: (String) -> String) -> String {
        let rows = entries.map { entry -> [JSONValue] in
            [
                .int(entry.rank), .string(clean(entry.movieCode.rawValue)), .string(clean(entry.title)),
                .double(entry.salesShare),
            ]
        }
        return ([CSVText.line(Self.columns)] + rows.map { CSVText.line($0) }).joined(separator: "\n") + "\n"
    }

    func json(cleaning clean: (String) -> String) -> String {
        let records = entries.map { entry -> JSONValue in
            let values: [JSONValue] = [
                .int(entry.rank), .string(entry.movieCode.rawValue), .string(entry.title),
                .double(entry.salesShare),
            ]
            return .object(Array(zip(Self.columns, values)))
        }
        let document = JSONValue.object([
            ("date", .string(content.date.iso)),
            ("source", .string(content.source.rawValue)),
            ("chart", .string(content.boxOffice.period.kind.rawValue)),
            ("periodEnd", .string(content.boxOffice.period.last.iso)),
            ("filter", .string(content.boxOffice.filter.description)),
            ("entries", .array(records)),
        ])
        return document.mappingStrings(clean).text
    }

    func sentences(on display: ReplDisplay) -> [String] {
        let words = content.words
        let day =
            words.salesShareLabel + ": "
            + words.listSentence(heading: content.heading, title: content.title, source: content.source)
        guard !entries.isEmpty else { return [day, words.noFigures] }
        return [day]
            + entries.map { entry in
                "\(words.rankLabel) \(entry.rank), \(entry.title), "
                    + "\(words.salesShareLabel) \(NumberFormatting.percent(entry.salesShare))."
            }
    }

    func table(columns: Int, on display: ReplDisplay) -> [String] {
        let columns = max(columns, 20)
        let list = display.listRenderer
        let width = list.width
        // A day's chart of every film needs no more than the label; a week or a filter is named.
        let words = content.words
        let label =
            content.title == words.chartName(.daily)
            ? words.salesShareLabel : "\(words.salesShareLabel) · \(content.title)"
        var lines = display.listRenderer.heading(content, columns: columns, label: label)
        guard !entries.isEmpty else {
            return lines + [width.truncate(content.words.noFigures, toWidth: columns)]
        }
        let rows = entries.map { entry in
            (
                rank: String(entry.rank), title: TerminalText.sanitize(entry.title), share: entry.salesShare,
                percent: NumberFormatting.percent(entry.salesShare)
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
