// `/top?from&to&limit`: a period's films that sold most tickets as bars, their titles as the bars'
// labels, and the same figures as a table, drawn from the view data the terminal's table is drawn from.

import BoxOfficePresentation

/// A period's top films: how many days are stored, the bars, the table, the days the store lacks.
public struct TopPage: WebScreen {
    let top: TopViewData

    public init(top: TopViewData) {
        self.top = top
    }

    public var title: String { top.heading }

    public func body(in frame: PageFrame) -> HTML {
        let heading = HTML.element("h1", text: top.heading)
        let stored = HTML.element("p", text: top.storedLine)
        guard !top.films.isEmpty else {
            return .joined([
                heading, stored, .element("p", text: top.emptyText), HistoryParts.notes(top.notes),
            ])
        }
        return .joined([
            heading, stored, HistoryParts.plot(plot(frame.words)), table(frame),
            HistoryParts.notes(top.notes),
        ])
    }

    private func plot(_ words: any Words) -> HTML {
        BarPlot(
            title: top.heading,
            description: words.topPlotDescription(period: top.period, films: top.films.count),
            bars: top.films.map { BarPlot.Bar(label: "\($0.place). \($0.title)", value: $0.audience) },
            emptyText: top.emptyText
        ).svg
    }

    private func table(_ frame: PageFrame) -> HTML {
        let rows = top.films.map { film -> [HTML] in
            [
                .text(String(film.place)), HistoryParts.film(film.title, code: film.movieCode, in: frame),
                HTML.text(NumberFormatting.grouped(film.audience)),
                HTML.text(String(film.days)),
                HTML.text(String(film.bestRank)),
            ]
        }
        return HistoryParts.table(
            caption: .text(top.heading), headings: top.header.map(HTML.text), rows: rows)
    }
}

extension WebPage {
    /// This screen's web view: its ViewModel's content drawn as this page.
    public func bind(_ model: TopFilmsViewModel) { show(model) { TopPage(top: $1) } }
}
