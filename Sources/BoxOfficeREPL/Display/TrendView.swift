// A film's trend as the REPL prints it: a bar a day or a sparkline (table, box), sentences (plain), a record a day (csv, json).

import BoxOfficeDomain
import BoxOfficePresentation

extension TrendViewData: PrintableView {
    /// The names of each day's fields: the csv header and the json keys of each day.
    static let columns = ["date", "movieCode", "title", "rank", "audience", "audienceTotal", "stored"]

    /// One line a day from the first stored day to the last; rank and audience empty on a day
    /// the film was out of the top ten or the store lacks (`stored` says which).
    public func csv(cleaning clean: (String) -> String) -> String {
        let run = trend.run
        let rows = trend.days.map { day -> [JSONValue] in
            [
                .string(day.date.iso), .string(clean(run.movieCode.rawValue)), .string(clean(run.title)),
                .optional(day.figures?.rank), .optional(day.figures?.audience),
                .optional(day.figures?.audienceTotal), .bool(day.stored),
            ]
        }
        return ([CSVText.line(Self.columns)] + rows.map { CSVText.line($0) }).joined(separator: "\n") + "\n"
    }

    /// `{"movieCode":…,"title":…,"audienceTotal":…,"bestDay":{"date":…,"audience":…},
    /// "daysInTopTen":…,"firstDay":…,"lastDay":…,"days":[{"date":…,"rank":…,…}]}`.
    public func json(cleaning clean: (String) -> String) -> String {
        let run = trend.run
        let days = trend.days.map { day -> JSONValue in
            .object([
                ("date", .string(day.date.iso)), ("rank", .optional(day.figures?.rank)),
                ("audience", .optional(day.figures?.audience)),
                ("audienceTotal", .optional(day.figures?.audienceTotal)), ("stored", .bool(day.stored)),
            ])
        }
        let best: JSONValue =
            run.bestDay.map { .object([("date", .string($0.date.iso)), ("audience", .int($0.audience))]) }
            ?? .null
        return JSONValue.object([
            ("movieCode", .string(run.movieCode.rawValue)), ("title", .string(run.title)),
            ("audienceTotal", .int(run.audienceTotal)), ("bestDay", best),
            ("daysInTopTen", .int(run.daysInTopTen)),
            ("firstDay", .optional(run.firstDay?.iso)), ("lastDay", .optional(run.lastDay?.iso)),
            ("days", .array(days)),
        ]).mappingStrings(clean).text
    }

    /// The heading, the figures as `label: value.`, then a sentence a day.
    public func sentences(on display: ReplDisplay) -> [String] {
        [heading + "."] + summary.map { "\($0.label): \($0.value)." } + trend.days.map(words.trendDaySentence)
    }

    /// The heading, the figures, then a bar a day (`date  bar  audience`) or the sparkline.
    public func table(columns: Int, on display: ReplDisplay) -> [String] {
        let columns = max(columns, 20)
        let list = display.listRenderer
        let width = list.width
        let labels = LabelColumn(labels: summary.map(\.label), width: width)
        var lines = [width.truncate(list.style.bold(TerminalText.sanitize(heading)), toWidth: columns)]
        lines += summary.map {
            width.truncate(labels.padded($0.label) + LabelColumn.gap + $0.value, toWidth: columns)
        }
        if sparkline {
            let values = trend.days.map { $0.figures?.audience }
            lines.append(Sparkline.line(values, symbols: list.symbols, width: width, columns: columns))
            let first = trend.days.first?.date.iso ?? ""
            let last = trend.days.last?.date.iso ?? ""
            lines.append(width.truncate("\(first)~\(last)", toWidth: columns))
            return lines
        }
        let figures = trend.days.map { $0.figures.map { NumberFormatting.grouped($0.audience) } }
        let figureWidth = figures.compactMap { $0.map { width.width(of: $0) } }.max() ?? 0
        let dateWidth = 10
        let barWidth = max(1, columns - dateWidth - figureWidth - 4)
        let bars = Bars(
            symbols: list.symbols, width: width, columns: barWidth,
            shares: trend.days.map { Double($0.figures?.audience ?? 0) })
        for (day, figure) in zip(trend.days, figures) {
            let middle =
                day.figures.map { bars.bar(for: Double($0.audience)) }
                ?? list.style.dim(width.truncate(words.absence(day), toWidth: barWidth))
            let line =
                day.date.iso + "  " + width.padRight(middle, toWidth: barWidth) + "  "
                + width.padLeft(figure ?? "", toWidth: figureWidth)
            lines.append(width.truncate(line, toWidth: columns))
        }
        return lines
    }

    /// The heading is set off in the box.
    public var setsOffHeading: Bool { true }
}
