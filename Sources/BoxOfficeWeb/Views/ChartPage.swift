// The chart's web view: the same view data the terminal's ChartView draws, as a table (list) or as
// cards with posters (icon), with the steps to the day before and after, the layout switch and the filter.

import BoxOfficeDomain
import BoxOfficePresentation

/// A day's or a week's chart.
public struct ChartPage: WebScreen {
    let list: BoxOfficeListViewData

    public init(list: BoxOfficeListViewData) {
        self.list = list
    }

    public var title: String { list.heading + " " + list.title }

    public func body(in frame: PageFrame) -> HTML {
        let words = frame.words
        let about = words.listSentence(heading: list.heading, title: list.title, source: list.source)
        let chart: HTML
        if let emptyText = list.emptyText {
            chart = .joined([
                .element("p", [HTMLAttribute("class", "note")], text: about), .element("p", text: emptyText),
            ])
        } else if frame.layout == .icon {
            chart = .joined([.element("p", [HTMLAttribute("class", "note")], text: about), cards(frame)])
        } else {
            chart = table(frame, caption: about)
        }
        let warning: HTML =
            list.warning.map {
                .element("p", [HTMLAttribute("class", "failure"), HTMLAttribute("role", "alert")], text: $0)
            } ?? .empty
        return .joined([
            .element("h1", text: title), steps(frame), layoutSwitch(frame),
            FilterForm(list: list).body(in: frame), warning, chart,
        ])
    }

    /// Rows of a table: the rank heads its row, the headings are the terminal's.
    private func table(_ frame: PageFrame, caption: String) -> HTML {
        let headings = list.tableHeadings.map {
            HTML.element("th", [HTMLAttribute("scope", "col")], text: $0)
        }
        let rows = list.rows.map { row in
            HTML.element(
                "tr", [],
                [
                    .element("th", [HTMLAttribute("scope", "row")], text: String(row.rank)),
                    .element("td", [], [Self.marker(row.marker)]),
                    .element("td", [], [titleLink(row, frame)]),
                    .element("td", [HTMLAttribute("class", "figure")], text: row.audience),
                    .element("td", [HTMLAttribute("class", "figure")], text: row.audienceTotal),
                ])
        }
        return .element(
            "table", [HTMLAttribute("class", "chart")],
            [
                .element("caption", text: caption),
                .element("thead", [], [.element("tr", [], headings)]),
                .element("tbody", [], rows),
            ])
    }

    /// Cards with the poster, the rank and its marker, the title and the audience line.
    private func cards(_ frame: PageFrame) -> HTML {
        let cards = list.rows.map { row in
            HTML.element(
                "li", [HTMLAttribute("class", "card")],
                [
                    .void(
                        "img",
                        [
                            .link("src", WebLink("/poster", [WebLink.Field("movie", row.movieCode)])),
                            HTMLAttribute("alt", frame.words.posterAlt(title: row.title)),
                            HTMLAttribute("loading", "lazy"), .number("width", 120), .number("height", 174),
                        ]),
                    .element(
                        "p", [HTMLAttribute("class", "rank")],
                        [.text(String(row.rank) + " "), Self.marker(row.marker)]),
                    .element("p", [HTMLAttribute("class", "title")], [titleLink(row, frame)]),
                    .element("p", [HTMLAttribute("class", "audience")], text: row.audienceLine),
                ])
        }
        return .element("ol", [HTMLAttribute("class", "cards")], cards)
    }

    /// The marker as the terminal shows it, coloured by its class, and its meaning for a reader who
    /// cannot see the symbol or the colour.
    static func marker(_ marker: RankMarker) -> HTML {
        let kind =
            switch marker.kind {
            case .up: "up"
            case .down: "down"
            case .steady: "steady"
            case .new: "new"
            }
        return .element(
            "span", [HTMLAttribute("class", "marker " + kind)],
            [
                .element("span", [HTMLAttribute("aria-hidden", "true")], text: marker.text),
                .element("span", [HTMLAttribute("class", "visually-hidden")], text: marker.meaning),
            ])
    }

    private func titleLink(_ row: BoxOfficeRowViewData, _ frame: PageFrame) -> HTML {
        .element(
            "a", [.link("href", frame.link("/detail", [WebLink.Field("movie", row.movieCode)]))],
            [.element("bdi", text: row.title)])
    }

    /// The chart before and after this one, of the same kind and filter.
    private func steps(_ frame: PageFrame) -> HTML {
        guard let first = try? BoxOfficeDate.parse(list.date) else { return .empty }
        let span = list.chart == .daily ? 1 : 7
        let links = [
            (-span, frame.words.earlierChart(list.chart)), (span, frame.words.laterChart(list.chart)),
        ]
        .map { step, label in
            HTML.element(
                "li", [],
                [
                    .element(
                        "a", [.link("href", chartLink(first.adding(days: step), frame: frame))], text: label)
                ])
        }
        return .element(
            "nav",
            [HTMLAttribute("class", "steps"), HTMLAttribute("aria-label", frame.words.chartStepsLabel)],
            [.element("ul", [], links)])
    }

    /// This chart in the other layout: the one shown is marked, not linked.
    private func layoutSwitch(_ frame: PageFrame) -> HTML {
        let choices: [(WebLayout, String)] = [
            (.list, frame.words.layoutList), (.icon, frame.words.layoutIcon),
        ]
        let items = choices.map { layout, label in
            guard layout != frame.layout else {
                return HTML.element(
                    "li", [], [.element("strong", [HTMLAttribute("aria-current", "page")], text: label)])
            }
            let other = PageFrame(
                words: frame.words, isDemo: frame.isDemo, demoDays: frame.demoDays, layout: layout)
            let day = (try? BoxOfficeDate.parse(list.date)).map { chartLink($0, frame: other) }
            return HTML.element(
                "li", [], [.element("a", [.link("href", day ?? other.link("/daily"))], text: label)])
        }
        return .element(
            "nav", [HTMLAttribute("class", "layout"), HTMLAttribute("aria-label", frame.words.layoutLabel)],
            [.element("ul", [], items)])
    }

    /// The chart of this kind and filter for `day`, in `frame`'s layout.
    private func chartLink(_ day: BoxOfficeDate, frame: PageFrame) -> WebLink {
        frame.link(
            Self.route(list.chart), [WebLink.Field("day", day.compact)] + Self.filterFields(list.filter))
    }

    /// The path serving charts of `kind`.
    static func route(_ kind: ChartKind) -> StaticString {
        switch kind {
        case .daily: "/daily"
        case .weekly: "/weekly"
        case .weekend: "/weekend"
        case .weekdays: "/weekdays"
        }
    }

    /// The filter the view data names (its store key, read back), as the chart routes' query.
    static func filterFields(_ key: String) -> [WebLink.Field] {
        let filter = ChartFilter(key: key) ?? .all
        return [
            WebLink.Field("nation", filter.nation == .all ? "" : filter.nation.rawValue),
            WebLink.Field("kind", filter.kind == .all ? "" : filter.kind.rawValue),
            WebLink.Field("region", filter.region?.code ?? ""),
        ]
    }
}

extension WebPage {
    /// This screen's web view: its ViewModel's content drawn as this page.
    public func bind(_ model: BoxOfficeListViewModel) { show(model) { ChartPage(list: $1) } }
}
