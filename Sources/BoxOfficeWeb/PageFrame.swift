// What every page has around its screen: the language, the site's navigation, the stylesheet and, on
// demo data, the banner saying so. One frame a request, made by the server from the run's settings.

import BoxOfficePresentation

/// How a chart is laid out on the site: rows of a table, or cards with posters.
public enum WebLayout: String, Sendable, CaseIterable {
    case list
    case icon
}

/// The page around a screen.
public struct PageFrame: Sendable {
    public let words: any Words
    public let isDemo: Bool
    public let demoDays: Int
    public let layout: WebLayout

    public init(words: any Words, isDemo: Bool, demoDays: Int, layout: WebLayout = .list) {
        self.words = words
        self.isDemo = isDemo
        self.demoDays = demoDays
        self.layout = layout
    }

    /// The whole page: `screen`'s title and body inside the site's head, navigation and banner.
    public func document(_ screen: any WebScreen) -> String {
        document(title: screen.title, body: screen.body(in: self))
    }

    public func document(title: String, body: HTML) -> String {
        let head = HTML.element(
            "head", [],
            [
                .void("meta", [HTMLAttribute("charset", "utf-8")]),
                .void(
                    "meta",
                    [
                        HTMLAttribute("name", "viewport"),
                        HTMLAttribute("content", "width=device-width, initial-scale=1"),
                    ]),
                // Isolated (FSI … PDI) as <bdi> isolates it in the page: a right-to-left override in a
                // title from the network cannot reverse the site's name in the tab.
                .element(
                    "title",
                    text: title.isEmpty ? words.siteName : "\u{2068}" + title + "\u{2069} · " + words.siteName
                ),
                .void("link", [HTMLAttribute("rel", "stylesheet"), .link("href", WebLink("/site.css"))]),
            ])
        let page = HTML.element(
            "body", [],
            [navigation, isDemo ? demoBanner : .empty, .element("main", [], [body])])
        return HTML.document(language: words.language.rawValue, [head, page]).markup
    }

    /// A link keeping the layout the reader chose, so the site stays in icon mode once asked.
    public func link(_ path: StaticString, _ query: [WebLink.Field] = []) -> WebLink {
        WebLink(path, query + [WebLink.Field("mode", layout == .icon ? WebLayout.icon.rawValue : "")])
    }

    private var navigation: HTML {
        let items: [(StaticString, String)] = [
            ("/daily", words.navDaily), ("/weekly", words.navWeekly), ("/weekend", words.navWeekend),
            ("/calendar", words.navCalendar),
        ]
        let links = items.map { path, label in
            HTML.element("li", [], [.element("a", [.link("href", link(path))], text: label)])
        }
        return .element(
            "header", [],
            [
                .element(
                    "a", [HTMLAttribute("class", "site"), .link("href", link("/daily"))], text: words.siteName
                ),
                .element("nav", [HTMLAttribute("aria-label", words.navLabel)], [.element("ul", [], links)]),
            ])
    }

    private var demoBanner: HTML {
        .element(
            "p", [HTMLAttribute("class", "demo"), HTMLAttribute("role", "note")],
            text: words.demoAnnouncement(days: demoDays))
    }
}
