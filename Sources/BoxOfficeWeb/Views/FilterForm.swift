// The chart's filter as a plain form: the choices `filter` and `--nation`, `--kind`, `--region` take,
// worded as the prompt words them, sent as a GET to the chart's own path; it works with scripts off.

import BoxOfficeDomain
import BoxOfficePresentation

/// The form under a chart's heading, its choices set to the chart's filter and day.
public struct FilterForm: Sendable {
    let filter: ChartFilter
    let day: String
    let kind: ChartKind

    /// The filter and day of `list`, whose filter is its store key read back.
    public init(list: BoxOfficeListViewData) {
        filter = ChartFilter(key: list.filter) ?? .all
        day = list.date
        kind = list.chart
    }

    public func body(in frame: PageFrame) -> HTML {
        let words = frame.words
        let nations = ChartFilterInput.completions(for: .nation).compactMap { word in
            (try? ChartFilterInput.nation(word)).map { (word, words.nationName($0), $0 == filter.nation) }
        }
        let kinds = ChartFilterInput.completions(for: .kind).compactMap { word in
            (try? ChartFilterInput.kind(word)).map { (word, words.filmKindName($0), $0 == filter.kind) }
        }
        let regions =
            [("all", words.everyRegion, filter.region == nil)]
            + Region.allCases.map { ($0.code, words.regionName($0), $0 == filter.region) }
        let fields = [
            Self.select("nation", id: "filter-nation", label: words.nationLabel, nations),
            Self.select("kind", id: "filter-kind", label: words.filmKindLabel, kinds),
            Self.select("region", id: "filter-region", label: words.regionLabel, regions),
            Self.field(
                id: "filter-day", label: words.dayLabel,
                .void(
                    "input",
                    [
                        HTMLAttribute("type", "date"), HTMLAttribute("id", "filter-day"),
                        HTMLAttribute("name", "day"), HTMLAttribute("value", day),
                    ])),
        ]
        let layout: HTML =
            frame.layout == .icon
            ? .void(
                "input",
                [
                    HTMLAttribute("type", "hidden"), HTMLAttribute("name", "mode"),
                    HTMLAttribute("value", WebLayout.icon.rawValue),
                ]) : .empty
        return .element(
            "form",
            [
                HTMLAttribute("class", "filter"), HTMLAttribute("method", "get"),
                .link("action", WebLink(ChartPage.route(kind))),
                HTMLAttribute("aria-label", words.filterLabel),
            ],
            fields + [layout, .element("button", [HTMLAttribute("type", "submit")], text: words.showChart)])
    }

    /// A labelled `<select>` whose choices are (value, label, chosen).
    private static func select(
        _ name: StaticString, id: String, label: String, _ choices: [(String, String, Bool)]
    ) -> HTML {
        let options = choices.map { value, text, chosen in
            HTML.element(
                "option", [HTMLAttribute("value", value)] + (chosen ? [.flag("selected")] : []), text: text)
        }
        return field(
            id: id, label: label,
            .element("select", [HTMLAttribute("id", id), HTMLAttribute("name", "\(name)")], options))
    }

    private static func field(id: String, label: String, _ control: HTML) -> HTML {
        .element(
            "p", [HTMLAttribute("class", "field")],
            [.element("label", [HTMLAttribute("for", id)], text: label), control])
    }
}
