// Two runs side by side as the REPL prints them: aligned bars (table, box), sentences (plain), a record a day (csv, json).

import BoxOfficeDomain
import BoxOfficePresentation

extension ComparisonViewData: PrintableView {
    static let columns = ["day", "firstDate", "firstAudience", "secondDate", "secondAudience"]

    /// `day,firstDate,firstAudience,secondDate,secondAudience`, a line a day of the longer run;
    /// an audience is empty on a day a film was out of the top ten or not stored, a date past its run.
    public func csv(cleaning clean: (String) -> String) -> String {
        let lines = rows.map { row -> [JSONValue] in
            [.int(row.day)]
                + [row.first, row.second].flatMap { side -> [JSONValue] in
                    [.optional(side.date), .optional(side.audience)]
                }
        }
        return ([CSVText.line(Self.columns)] + lines.map { CSVText.line($0) }).joined(separator: "\n") + "\n"
    }

    /// `{"first":{"movieCode":…,"title":…,"audienceTotal":…},"second":{…},"days":[{"day":1,
    /// "firstDate":…,"firstAudience":…,"secondDate":…,"secondAudience":…}]}`.
    public func json(cleaning clean: (String) -> String) -> String {
        func film(_ film: Film) -> JSONValue {
            .object([
                ("movieCode", .string(film.movieCode)), ("title", .string(film.title)),
                ("audienceTotal", .int(film.audienceTotal)), ("daysInTopTen", .int(film.daysInTopTen)),
            ])
        }
        let days = rows.map { row -> JSONValue in
            .object([
                ("day", .int(row.day)), ("firstDate", .optional(row.first.date)),
                ("firstAudience", .optional(row.first.audience)), ("secondDate", .optional(row.second.date)),
                ("secondAudience", .optional(row.second.audience)),
            ])
        }
        return JSONValue.object([("first", film(first)), ("second", film(second)), ("days", .array(days))])
            .mappingStrings(clean).text
    }

    public func sentences(on display: ReplDisplay) -> [String] {
        [heading + "."] + legend.map { $0 + "." } + rows.map(\.sentence)
    }

    /// The heading, the legend, then `day n  bar 1 audience │ bar 2 audience` a day, both films'
    /// bars scaled to the larger of their best days.
    public func table(columns: Int, on display: ReplDisplay) -> [String] {
        let columns = max(columns, 30)
        let list = display.listRenderer
        let width = list.width
        let fit = { (line: String) in width.truncate(line, toWidth: columns) }
        var lines = [fit(list.style.bold(TerminalText.sanitize(heading)))]
        lines += legend.map { fit(TerminalText.sanitize($0)) }
        let labels = rows.map(\.label)
        let labelWidth = labels.map { width.width(of: $0) }.max() ?? 0
        let figures = rows.flatMap { [$0.first, $0.second] }.compactMap(\.audience)
        let figureWidth = figures.map { NumberFormatting.grouped($0).count }.max() ?? 0
        let separator = list.symbols == .unicode ? "│" : "|"
        let half = max(2, (columns - labelWidth - 2 - width.width(of: separator) - 2) / 2)
        let barWidth = max(1, half - figureWidth - 1)
        let bars = Bars(
            symbols: list.symbols, width: width, columns: barWidth, shares: figures.map(Double.init))
        func side(_ side: Side) -> String {
            guard let audience = side.audience else {
                return width.padRight(
                    list.style.dim(width.truncate(side.absence, toWidth: half)), toWidth: half)
            }
            let figure = width.padLeft(NumberFormatting.grouped(audience), toWidth: figureWidth)
            return width.padRight(bars.bar(for: Double(audience)), toWidth: barWidth) + " " + figure
        }
        for (label, row) in zip(labels, rows) {
            let line =
                width.padRight(label, toWidth: labelWidth) + "  "
                + width.padRight(side(row.first), toWidth: half)
                + " " + separator + " " + side(row.second)
            lines.append(fit(line))
        }
        return lines
    }

    public var setsOffHeading: Bool { true }
}
