// `/compare?films=A+B`: two films' runs on one plot, aligned by the day of each run, the first a solid
// line and the second a dashed one, named in a legend in text, and the same days as a table.

import BoxOfficePresentation

/// Two runs compared: the legend, the plot, the days as a table in `<details>`, the notes.
public struct ComparePage: WebScreen {
    let comparison: ComparisonViewData

    public init(comparison: ComparisonViewData) {
        self.comparison = comparison
    }

    public var title: String { comparison.heading }

    private var films: [(title: String, code: String)] {
        [comparison.first, comparison.second].map { ($0.title, $0.movieCode) }
    }

    public func body(in frame: PageFrame) -> HTML {
        let words = frame.words
        let heading = HTML.element(
            "h1", [], [HistoryParts.isolating(comparison.heading, films: films, in: frame)])
        let styles = [("solid", words.plotSolidLine), ("dashed", words.plotDashedLine)]
        let legend = zip(zip(comparison.legend, films), styles).map { named, style in
            HTML.element(
                "li", [],
                [
                    .element("span", [HTMLAttribute("class", style.0)], []),
                    .text(style.1 + ": "), HistoryParts.isolating(named.0, films: [named.1], in: frame),
                ])
        }
        return .joined([
            heading, .element("ul", [HTMLAttribute("class", "legend")], legend),
            HistoryParts.plot(plot(words)),
            HistoryParts.figures(table(frame), words: words), HistoryParts.notes(comparison.notes),
        ])
    }

    private func plot(_ words: any Words) -> HTML {
        LinePlot(
            title: comparison.heading,
            description: words.comparePlotDescription(
                first: comparison.first.title, second: comparison.second.title, days: comparison.rows.count),
            dayLabels: comparison.rows.map(\.label),
            series: [
                LinePlot.Series(
                    name: comparison.first.title, values: comparison.rows.map(\.first.audience)),
                LinePlot.Series(
                    name: comparison.second.title, values: comparison.rows.map(\.second.audience)),
            ],
            emptyText: words.plotNothingToDraw
        ).svg
    }

    /// A row a day of the runs: each film's date (a link to that day's chart) and figure, or why none.
    private func table(_ frame: PageFrame) -> HTML {
        func cell(_ side: ComparisonViewData.Side) -> HTML {
            guard let date = side.date else { return .empty }
            let figure =
                HTML.text(side.audience.map(NumberFormatting.grouped) ?? side.absence)
            return .joined([HistoryParts.day(date, in: frame), .void("br"), figure])
        }
        let headings =
            [HTML.text(frame.words.plotRunDayLabel)] + films.map { HTML.element("bdi", text: $0.title) }
        return HistoryParts.table(
            caption: HistoryParts.isolating(comparison.heading, films: films),
            headings: headings,
            rows: comparison.rows.map { [.text($0.label), cell($0.first), cell($0.second)] })
    }
}

extension WebPage {
    /// This screen's web view: its ViewModel's content drawn as this page.
    public func bind(_ model: FilmComparisonViewModel) { show(model) { ComparePage(comparison: $1) } }
}
