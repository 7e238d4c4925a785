// The one place a text becomes markup: a page is built of `HTML` values, and the only way a `String`
// gets in is `text(_:)` or an attribute's value, both escaped, so a title from the network is always
// shown as text. Element and attribute names are `StaticString`: no name is ever made from data.

/// A piece of markup that is safe by construction.
public struct HTML: Sendable, Equatable {
    public let markup: String

    private init(markup: String) {
        self.markup = markup
    }

    public static let empty = HTML(markup: "")

    /// `text` shown as text: `&`, `<`, `>`, `"` and `'` escaped.
    public static func text(_ text: String) -> HTML {
        HTML(markup: escaped(text))
    }

    public static func element(
        _ name: StaticString, _ attributes: [HTMLAttribute] = [], _ content: [HTML] = []
    ) -> HTML {
        let inner = content.map(\.markup).joined()
        let end = blocks.contains("\(name)") ? "\n" : ""
        return HTML(markup: "<\(name)\(attributes.markup)>\(inner)</\(name)>" + end)
    }

    public static func element(_ name: StaticString, _ attributes: [HTMLAttribute] = [], text: String)
        -> HTML
    {
        element(name, attributes, [.text(text)])
    }

    /// An element with no content and no end tag: `img`, `meta`, `link`, `input`, `br`.
    public static func void(_ name: StaticString, _ attributes: [HTMLAttribute] = []) -> HTML {
        HTML(markup: "<\(name)\(attributes.markup)>" + (blocks.contains("\(name)") ? "\n" : ""))
    }

    /// Elements that end a line of the markup, so a page reads (and its snapshot diffs) a block a line;
    /// the line break between blocks shows nothing.
    private static let blocks: Set<String> = [
        "html", "head", "body", "header", "nav", "main", "footer", "section", "ul", "ol", "li", "table",
        "caption",
        "thead", "tbody", "tr", "p", "h1", "h2", "h3", "dl", "dd", "form", "figure", "details", "svg", "meta",
        "link", "title", "div", "fieldset",
        // The plots' shapes and labels, a line each; whitespace between them draws nothing in SVG.
        "desc", "line", "polyline", "circle", "rect", "text",
    ]

    public static func joined(_ parts: [HTML]) -> HTML {
        HTML(markup: parts.map(\.markup).joined())
    }

    /// The document type line and the root element: the one piece that is no element of its own.
    static func document(language: String, _ content: [HTML]) -> HTML {
        HTML(markup: "<!doctype html>\n" + element("html", [HTMLAttribute("lang", language)], content).markup)
    }

    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            // A control character (NUL, ESC, C1) is no text a page can show: it is marked as replaced.
            case "\t", "\n", "\r": result.unicodeScalars.append(character)
            case _ where character.properties.generalCategory == .control: result += "\u{FFFD}"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}

/// An attribute of an element: its name is ours, its value escaped; addresses only our own (``WebLink``).
public struct HTMLAttribute: Sendable, Equatable {
    let markup: String

    public init(_ name: StaticString, _ value: String) {
        markup = " \(name)=\"\(HTML.escaped(value))\""
    }

    /// `href`, `src` or `action`: a path of this site, never an address from the network.
    public static func link(_ name: StaticString, _ link: WebLink) -> HTMLAttribute {
        HTMLAttribute(name, link.address)
    }

    /// A boolean attribute (`selected`, `hidden`): there by name alone.
    public static func flag(_ name: StaticString) -> HTMLAttribute {
        HTMLAttribute(bare: " \(name)")
    }

    /// A figure (SVG coordinates, sizes): at most two decimals, no exponent.
    public static func number(_ name: StaticString, _ value: Double) -> HTMLAttribute {
        HTMLAttribute(name, HTMLAttribute.figure(value))
    }

    private init(bare: String) {
        markup = bare
    }

    static func figure(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e12 else { return "0" }
        let hundredths = Int((value * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let units = abs(hundredths) / 100
        let cents = abs(hundredths) % 100
        if cents == 0 { return sign + "\(units)" }
        if cents % 10 == 0 { return sign + "\(units).\(cents / 10)" }
        return sign + "\(units)." + (cents < 10 ? "0" : "") + "\(cents)"
    }
}

extension [HTMLAttribute] {
    fileprivate var markup: String { map(\.markup).joined() }
}
