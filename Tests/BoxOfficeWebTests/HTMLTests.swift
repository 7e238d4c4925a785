import BoxOfficeTestSupport
import Testing

@testable import BoxOfficeWeb

@Suite("HTML: a text is always text")
struct HTMLTests {
    @Test(
        "each special character is escaped, in text and in an attribute",
        arguments: [
            ("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), ("\"", "&quot;"), ("'", "&#39;"),
            ("a&b<c>d\"e'f", "a&amp;b&lt;c&gt;d&quot;e&#39;f"), ("&amp;", "&amp;amp;"), ("기생충", "기생충"),
        ])
    func escapes(input: String, expected: String) {
        #expect(HTML.text(input).markup == expected)
        #expect(HTML.void("img", [HTMLAttribute("alt", input)]).markup == "<img alt=\"\(expected)\">")
    }

    @Test("the payloads a hostile title might carry stay text")
    func payloads() {
        let payloads = [
            "<script>document.title='pwned'</script>", "\"><img src=x onerror=alert(1)>",
            "javascript:alert(1)", "</title><script>x()</script>", "' onmouseover='x()", "<!--", "]]>",
        ]
        for payload in payloads {
            let cell = HTML.element("td", [HTMLAttribute("title", payload)], text: payload).markup
            #expect(!cell.dropFirst(4).dropLast(5).contains("<"), "\(payload)")
            #expect(cell.unicodeScalars.filter { $0 == "\"" }.count == 2, "\(payload)")
        }
    }

    @Test("control characters are marked replaced; tab and line breaks are kept")
    func controls() {
        #expect(
            HTML.text("a\u{0}b\u{1B}[31mc\u{9B}d\u{7F}").markup == "a\u{FFFD}b\u{FFFD}[31mc\u{FFFD}d\u{FFFD}")
        #expect(HTML.text("a\tb\nc\r").markup == "a\tb\nc\r")
    }

    @Test("random hostile text never yields a raw angle bracket or quote")
    func randomText() {
        var generator = SeededGenerator(seed: 0x48_54_4D_4C)
        let tricky = ["<", ">", "\"", "'", "&", "<script>", "&#", "\u{0}"]
        for _ in 0..<2_000 {
            var text = HostileText.random(using: &generator)
            text += tricky.randomElement(using: &generator) ?? ""
            let markup = HTML.text(text).markup
            // Scalars, not characters: a combining mark after a quote would hide it from a character test.
            #expect(!markup.unicodeScalars.contains(where: { "<>\"'".unicodeScalars.contains($0) }))
            let attribute = HTMLAttribute("alt", text).markup
            #expect(attribute.unicodeScalars.filter { $0 == "\"" }.count == 2, "\(text.debugDescription)")
        }
    }

    @Test("elements nest, void elements have no end tag, flags have no value")
    func structure() {
        let list = HTML.element(
            "ul", [HTMLAttribute("class", "cards")],
            [.element("li", text: "1"), .element("li", [.flag("hidden")], text: "2")])
        #expect(list.markup == "<ul class=\"cards\"><li>1</li>\n<li hidden>2</li>\n</ul>\n")
        #expect(HTML.void("br").markup == "<br>")
        #expect(HTML.element("b", text: "x").markup == "<b>x</b>")
        #expect(HTML.joined([.text("a"), .empty, .text("b")]).markup == "ab")
    }

    @Test(
        "figures print with at most two decimals and never an exponent",
        arguments: [
            (0.0, "0"), (-0.0, "0"), (12.0, "12"), (12.5, "12.5"), (12.25, "12.25"), (12.05, "12.05"),
            (0.004, "0"), (-3.5, "-3.5"), (1e20, "0"), (Double.nan, "0"), (Double.infinity, "0"),
            (999_999_999_999.0, "999999999999"), (1e12, "0"),
        ])
    func figures(value: Double, expected: String) {
        #expect(HTMLAttribute.number("x", value).markup == " x=\"\(expected)\"")
    }
}

@Suite("WebLink: network text is a query value, never an address")
struct WebLinkTests {
    @Test("values are percent-encoded as UTF-8; empty values are left out")
    func encoding() {
        let link = WebLink("/trend", [.init("movie", "기생충 & co"), .init("mode", ""), .init("x", "a+b=c")])
        #expect(link.address == "/trend?movie=%EA%B8%B0%EC%83%9D%EC%B6%A9%20%26%20co&x=a%2Bb%3Dc")
        #expect(WebLink("/daily").address == "/daily")
        #expect(WebLink("/daily", [.init("mode", "")]).address == "/daily")
    }

    @Test("a javascript: or absolute address stays inside the query")
    func schemes() {
        for hostile in ["javascript:alert(1)", "//evil.example/", "https://evil.example", "\"><script>"] {
            let attribute = HTMLAttribute.link("href", WebLink("/detail", [.init("movie", hostile)])).markup
            let prefix = " href=\"/detail?movie="
            #expect(attribute.hasPrefix(prefix) && attribute.hasSuffix("\""), "\(hostile)")
            let value = attribute.dropFirst(prefix.count).dropLast()
            #expect(!value.contains(where: { ":/\"<>".contains($0) }), "\(hostile)")
        }
    }
}
