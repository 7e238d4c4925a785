// `/trend?movie=…`: a film's run as a line of its audience a day, its summary, and the figures a day as
// a table (the plot's text alternative), drawn from the view data the terminal's bars are drawn from.

import BoxOfficePresentation

/// A film's trend: the plot, the summary as a `<dl>`, the days as a table in `<details>`.
public struct TrendPage: WebScreen {
    let trend: TrendViewData

    public init(trend: TrendViewData) {
        self.trend = trend
    }

    public var title: String { trend.heading }

    public func body(in frame: PageFrame) -> HTML {
        let words = frame.words
        let heading = HTML.element(
            "h1", [], [HistoryParts.isolating(trend.heading, films: [film], in: frame)])
        let summary = HTML.element(
            "dl", [HTMLAttribute("class", "summary")],
            trend.summary.flatMap { [HTML.element("dt", text: $0.label), .element("dd", text: $0.value)] })
        return .joined([
            heading, HistoryParts.plot(plot(words)), summary,
            HistoryParts.figures(table(frame), words: words), HistoryParts.notes(trend.notes),
        ])
    }

    private var film: (title: String, code: String) { (trend.title, trend.movieCode) }

    private func plot(_ words: any Words) -> HTML {
        let best = trend.bestDay.map { "\($0.date) \(NumberFormatting.grouped($0.audience))" } ?? ""
        return LinePlot(
            title: trend.heading,
            description: words.trendPlotDescription(
                first: trend.days.first?.date ?? "", last: trend.days.last?.date ?? "", highest: best),
            dayLabels: trend.days.map(\.date),
            series: [LinePlot.Series(name: trend.title, values: trend.days.map(\.audience))],
            emptyText: words.plotNothingToDraw
        ).svg
    }

    private func table(_ frame: PageFrame) -> HTML {
        let words = frame.words
        let rows = trend.days.map { day -> [HTML] in
            let figures =
                [day.rank.map(String.init), day.audience.map(NumberFormatting.grouped)]
                + [day.audienceTotal.map(NumberFormatting.grouped)]
            guard figures.contains(where: { $0 != nil }) else {
                return [HistoryParts.day(day.date, in: frame), .text(day.absence ?? ""), .empty, .empty]
            }
            return [HistoryParts.day(day.date, in: frame)] + figures.map { HTML.text($0 ?? "") }
        }
        return HistoryParts.table(
            caption: HistoryParts.isolating(trend.heading, films: [film]),
            headings: [words.dayLabel, words.rankLabel, words.audienceLabel, words.audienceTotalLabel]
                .map(
                    HTML.text),
            rows: rows)
    }
}

extension WebPage {
    /// This screen's web view: its ViewModel's content drawn as this page.
    public func bind(_ model: FilmTrendViewModel) { show(model) { TrendPage(trend: $1) } }
}
