import Testing

/// What every page of the site must never hold, whatever its data.
enum WebOutput {
    /// The elements a page of the history may have; a title made markup would add another.
    static let elements: Set<String> = [
        "html", "head", "meta", "title", "link", "body", "header", "a", "nav", "ul", "li", "main", "h1", "p",
        "figure", "svg", "desc", "line", "text", "polyline", "circle", "rect", "dl", "dt", "dd", "details",
        "summary", "table", "caption", "thead", "tbody", "tr", "th", "td", "bdi", "br", "span",
    ]

    /// No inline style (the CSP forbids it), no script, no element but ours, and no address other than
    /// our own paths.
    static func expectInert(_ page: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let lowered = page.lowercased()
        for forbidden in ["style=", "<script", "<img", "href=\"javascript", "src=\"javascript"] {
            #expect(!lowered.contains(forbidden), "\(forbidden)", sourceLocation: sourceLocation)
        }
        let names = lowered.components(separatedBy: "<").dropFirst().map { tag in
            String(tag.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber })
        }
        let strangers = Set(names.filter { !$0.isEmpty }).subtracting(elements)
        #expect(strangers.isEmpty, "\(strangers)", sourceLocation: sourceLocation)
        for address in page.components(separatedBy: "href=\"").dropFirst() {
            #expect(address.hasPrefix("/"), "\(address.prefix(40))", sourceLocation: sourceLocation)
        }
    }
}
