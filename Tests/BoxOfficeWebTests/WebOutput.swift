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
    /// our own paths. Read by Unicode scalars: a title's combining mark would join a `>` before it into
    /// one `Character`, hiding the tag from a search by characters.
    static func expectInert(_ page: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let lowered = page.lowercased()
        for forbidden in ["style=", "<script", "<img", "href=\"javascript", "src=\"javascript"] {
            #expect(count(forbidden, in: lowered) == 0, "\(forbidden)", sourceLocation: sourceLocation)
        }
        let names = pieces(of: lowered, after: "<").map { tag in
            String(
                String.UnicodeScalarView(
                    tag.drop { $0 == "/" }.prefix { $0.properties.isAlphabetic || ("0"..."9").contains($0) }))
        }
        let strangers = Set(names.filter { !$0.isEmpty }).subtracting(elements)
        #expect(strangers.isEmpty, "\(strangers)", sourceLocation: sourceLocation)
        for address in pieces(of: page, after: "href=\"") {
            #expect(
                address.first == "/", "\(String(String.UnicodeScalarView(address.prefix(40))))",
                sourceLocation: sourceLocation)
        }
    }

    /// How many times `needle` stands in `page`, scalar by scalar.
    static func count(_ needle: String, in page: String) -> Int {
        pieces(of: page, after: needle).count
    }

    /// What follows each `separator` in `text`, scalar by scalar.
    private static func pieces(of text: String, after separator: String) -> [ArraySlice<Unicode.Scalar>] {
        let scalars = Array(text.unicodeScalars)
        let mark = Array(separator.unicodeScalars)
        guard !mark.isEmpty, scalars.count >= mark.count else { return [] }
        var found: [Int] = []
        var index = 0
        while index <= scalars.count - mark.count {
            if scalars[index..<index + mark.count].elementsEqual(mark) {
                found.append(index + mark.count)
                index += mark.count
            } else {
                index += 1
            }
        }
        return found.enumerated().map { number, start in
            scalars[start..<(number + 1 < found.count ? found[number + 1] - mark.count : scalars.count)]
        }
    }
}
