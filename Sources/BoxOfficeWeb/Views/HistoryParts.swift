// What the history's pages (trend, top, compare) share: network titles isolated in `<bdi>`, links to a
// film's detail and a day's chart, a table with a caption and headers, and the notes under it.

import BoxOfficePresentation

/// Pieces of the history's pages.
enum HistoryParts {
    /// `text` with each film's title (network text) isolated in `<bdi>`, found in order, so a U+202E in a
    /// title reorders nothing around it; linked to the film's detail when `frame` is given. A title not
    /// found leaves the rest isolated whole.
    static func isolating(_ text: String, films: [(title: String, code: String)], in frame: PageFrame? = nil)
        -> HTML
    {
        var parts: [HTML] = []
        var rest = Substring(text)
        for named in films where !named.title.isEmpty {
            guard let found = rest.range(of: named.title) else {
                return .joined(parts + [.element("bdi", text: String(rest))])
            }
            let name =
                frame.map { Self.film(named.title, code: named.code, in: $0) }
                ?? .element("bdi", text: named.title)
            parts += [.text(String(rest[..<found.lowerBound])), name]
            rest = rest[found.upperBound...]
        }
        return .joined(parts + [.text(String(rest))])
    }

    /// A film's title, isolated, linking to its detail when its code is known.
    static func film(_ title: String, code: String, in frame: PageFrame) -> HTML {
        let name = HTML.element("bdi", text: title)
        guard !code.isEmpty else { return name }
        return .element("a", [.link("href", frame.link("/detail", [.init("movie", code)]))], [name])
    }

    /// A day, `2022-01-05`, linking to its daily chart.
    static func day(_ date: String, in frame: PageFrame) -> HTML {
        .element("a", [.link("href", frame.link("/daily", [.init("day", date)]))], text: date)
    }

    /// A table: `caption`, a header row of `headings`, and rows whose first cell heads its row.
    static func table(caption: HTML, headings: [HTML], rows: [[HTML]]) -> HTML {
        let head = HTML.element(
            "tr", [], headings.map { .element("th", [HTMLAttribute("scope", "col")], [$0]) })
        let body = rows.map { cells in
            HTML.element(
                "tr", [],
                cells.enumerated().map { index, cell in
                    index == 0
                        ? .element("th", [HTMLAttribute("scope", "row")], [cell]) : .element("td", [], [cell])
                })
        }
        return .element(
            "table", [HTMLAttribute("class", "figures")],
            [.element("caption", [], [caption]), .element("thead", [], [head]), .element("tbody", [], body)])
    }

    /// The plot's figures a day, folded under its summary: the text alternative of the plot.
    static func figures(_ table: HTML, words: any WebPlotWords) -> HTML {
        .element("details", [], [.element("summary", text: words.plotFiguresByDay), table])
    }

    /// The answer's notes: the days the store lacks and how to fill them, other films a title matched.
    static func notes(_ notes: [String]) -> HTML {
        .joined(notes.map { .element("p", [HTMLAttribute("class", "note")], text: $0) })
    }

    /// A plot in its figure.
    static func plot(_ svg: HTML) -> HTML {
        .element("figure", [HTMLAttribute("class", "plot")], [svg])
    }
}
