// What the line and bar plots share: the `<svg>` around them, sized by its viewBox alone so it shrinks
// to a 390 px window, and labels as `<text>`, whose widths are estimated (no fonts are measured here).

/// The SVG pieces both plots draw with.
enum PlotCanvas {
    /// The viewBox's width; the page scales it to the column, so at 390 px a label is still about 12 px.
    static let width = 400.0
    static let fontSize = 14.0
    static let ink = "#1d1d1f"
    static let grid = "#d0d0d0"
    /// The first series blue, the second red (and dashed, so colour is never the only difference).
    static let colours = ["#0f5bc5", "#c50f1f"]

    /// `<svg role="img">` named by `title` and described by `description`, both shown as text.
    static func svg(height: Double, title: String, description: String, _ content: [HTML]) -> HTML {
        .element(
            "svg",
            [
                HTMLAttribute("xmlns", "http://www.w3.org/2000/svg"), HTMLAttribute("class", "plot"),
                HTMLAttribute("role", "img"),
                HTMLAttribute(
                    "viewBox", "0 0 \(HTMLAttribute.figure(width)) \(HTMLAttribute.figure(height))"),
                .number("font-size", fontSize), HTMLAttribute("fill", ink),
            ],
            [.element("title", text: title), .element("desc", text: description)] + content)
    }

    /// A label at (`x`, `y`), its baseline there; `anchor` is `start`, `middle` or `end`.
    static func text(_ text: String, x: Double, y: Double, anchor: String = "start") -> HTML {
        .element(
            "text", [.number("x", x), .number("y", y), HTMLAttribute("text-anchor", anchor)], text: text)
    }

    /// A rule; like every shape here it has an end tag, since in HTML an SVG element without one stays open.
    static func line(x1: Double, y1: Double, x2: Double, y2: Double, stroke: String = grid) -> HTML {
        .element(
            "line",
            [
                .number("x1", x1), .number("y1", y1), .number("x2", x2), .number("y2", y2),
                HTMLAttribute("stroke", stroke),
            ])
    }

    /// About how wide `text` is drawn: a Hangul or CJK character a full em, any other about half of one.
    static func estimatedWidth(_ text: String) -> Double {
        text.unicodeScalars.reduce(0) { sum, scalar in
            sum + (scalar.value >= 0x1100 ? fontSize : fontSize * 0.58)
        }
    }

    /// `text`, cut with `…` where it would pass `width`; the page's table has it whole.
    static func fitted(_ text: String, width: Double) -> String {
        guard estimatedWidth(text) > width else { return text }
        var kept = ""
        for character in text {
            guard estimatedWidth(kept + String(character) + "…") <= width else { break }
            kept.append(character)
        }
        return kept + "…"
    }
}
