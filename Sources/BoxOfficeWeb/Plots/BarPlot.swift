// Figures as horizontal bars, a row each: its label (a title) on a line of its own above the bar, so a
// long title has the width of the plot, and the figure at the bar's end; the axis on round ticks.

import BoxOfficePresentation

/// A horizontal bar plot, longest bar the largest figure, from zero.
struct BarPlot: Sendable {
    struct Bar: Sendable {
        let label: String
        let value: Int
    }

    let title: String
    let description: String
    let bars: [Bar]
    /// Said in the middle of the plot when there is no bar.
    let emptyText: String

    private static let row = 44.0
    private static let thickness = 16.0
    private static let left = 4.0
    /// Room for half of the last tick's label.
    private static let right = 44.0

    var svg: HTML {
        let scale = PlotScale(bars.map(\.value), intervals: 3)
        let right = PlotCanvas.width - Self.right
        let x = { (value: Int) in Self.left + (right - Self.left) * scale.fraction(value) }
        let axisY = 8 + Double(max(bars.count, 1)) * Self.row
        let axis = scale.ticks.map { tick in
            HTML.joined([
                // The lowest tick's rule is the bars' axis, drawn below.
                tick == scale.lower ? .empty : PlotCanvas.line(x1: x(tick), y1: 4, x2: x(tick), y2: axisY),
                PlotCanvas.text(
                    NumberFormatting.grouped(tick), x: x(tick), y: axisY + 18,
                    anchor: tick == scale.lower ? "start" : "middle"),
            ])
        }
        let drawn = bars.enumerated().map { index, bar in
            let top = 8 + Double(index) * Self.row
            let end = x(bar.value)
            let figure = NumberFormatting.grouped(bar.value)
            // The figure after the bar where it fits, else inside its end, in white.
            let outside = end + 6 + PlotCanvas.estimatedWidth(figure) <= PlotCanvas.width
            let label = PlotCanvas.fitted(bar.label, width: PlotCanvas.width - Self.left * 2)
            return HTML.joined([
                PlotCanvas.text(label, x: Self.left, y: top + 13),
                .element(
                    "rect",
                    [
                        .number("x", Self.left), .number("y", top + 19),
                        .number("width", max(end - Self.left, 1)),
                        .number("height", Self.thickness), HTMLAttribute("fill", PlotCanvas.colours[0]),
                    ]),
                .element(
                    "text",
                    [
                        .number("x", outside ? end + 6 : end - 6), .number("y", top + 32),
                        HTMLAttribute("text-anchor", outside ? "start" : "end"),
                    ] + (outside ? [] : [HTMLAttribute("fill", "#fff")]), text: figure),
            ])
        }
        let nothing =
            bars.isEmpty
            ? PlotCanvas.text(emptyText, x: PlotCanvas.width / 2, y: 30, anchor: "middle") : .empty
        return PlotCanvas.svg(
            height: axisY + 28, title: title, description: description,
            axis + [
                PlotCanvas.line(x1: Self.left, y1: 4, x2: Self.left, y2: axisY, stroke: PlotCanvas.ink)
            ]
                + drawn + [nothing])
    }
}
