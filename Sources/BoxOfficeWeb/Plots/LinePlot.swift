// Counts by day as lines: a polyline a run of days with figures, so a day without any is a gap, a lone
// day a dot; a second series dashed; the value axis on round ticks (``PlotScale``).

import BoxOfficePresentation

/// A line plot of one or two series over the same days.
struct LinePlot: Sendable {
    struct Series: Sendable {
        /// Its name in the legend (drawn when there are two).
        let name: String
        /// A figure a day; `nil` where there is none.
        let values: [Int?]
    }

    let title: String
    let description: String
    /// A label a day, the axis showing those a round step apart.
    let dayLabels: [String]
    let series: [Series]
    /// Said in the middle of the plot when no series has a figure.
    let emptyText: String

    static let height = 280.0
    private static let legendRow = 20.0
    private static let bottom = 36.0
    private static let right = 40.0

    var svg: HTML {
        let scale = PlotScale(series.flatMap(\.values))
        let tickLabels = scale.ticks.map(NumberFormatting.grouped)
        let legendHeight = series.count > 1 ? Double(series.count) * Self.legendRow : 0
        // Room for the widest figure left of the axis, and for half a day's label at either end.
        let halfDay = (dayLabels.map(PlotCanvas.estimatedWidth).max() ?? 0) / 2 + 4
        let left = max((tickLabels.map(PlotCanvas.estimatedWidth).max() ?? 0) + 10, halfDay)
        let area = Area(
            left: left, right: PlotCanvas.width - max(Self.right, halfDay), top: 12 + legendHeight,
            bottom: Self.height - Self.bottom,
            days: max(dayLabels.count, series.map(\.values.count).max() ?? 0))
        let valueAxis = zip(scale.ticks, tickLabels).map { tick, label in
            let y = area.y(scale.fraction(tick))
            return HTML.joined([
                // The lowest tick's rule is the day axis, drawn below.
                tick == scale.lower ? .empty : PlotCanvas.line(x1: area.left, y1: y, x2: area.right, y2: y),
                PlotCanvas.text(label, x: area.left - 6, y: y + 4, anchor: "end"),
            ])
        }
        let lines = series.enumerated().map { index, one in
            Self.drawn(one.values, style: Stroke(index: index), scale: scale, area: area)
        }
        let nothing =
            series.allSatisfy({ $0.values.allSatisfy { $0 == nil } })
            ? PlotCanvas.text(
                emptyText, x: (area.left + area.right) / 2, y: (area.top + area.bottom) / 2, anchor: "middle")
            : .empty
        return PlotCanvas.svg(
            height: Self.height, title: title, description: description,
            valueAxis + [dayAxis(area), legend(x: area.left)] + lines + [nothing])
    }

    /// The plotting area and where a day and a fraction of the scale fall in it.
    private struct Area {
        let left: Double
        let right: Double
        let top: Double
        let bottom: Double
        let days: Int

        func x(_ day: Int) -> Double {
            days <= 1 ? (left + right) / 2 : left + (right - left) * Double(day) / Double(days - 1)
        }

        func y(_ fraction: Double) -> Double {
            bottom - (bottom - top) * fraction
        }
    }

    /// A series' colour, dashed from the second on.
    private struct Stroke {
        let index: Int
        var colour: String { PlotCanvas.colours[index % PlotCanvas.colours.count] }

        var attributes: [HTMLAttribute] {
            [HTMLAttribute("fill", "none"), HTMLAttribute("stroke", colour), .number("stroke-width", 2)]
                + (index > 0 ? [HTMLAttribute("stroke-dasharray", "6 4")] : [])
        }
    }

    /// Labels a round number of days apart, as many as fit the width.
    private func dayAxis(_ area: Area) -> HTML {
        let widest = dayLabels.map(PlotCanvas.estimatedWidth).max() ?? 0
        let fitting = max(1, ((area.right - area.left) / (widest + 16)).rounded(.down))
        let step = PlotScale.niceStep(atLeast: Double(dayLabels.count) / fitting)
        let marks = stride(from: 0, to: dayLabels.count, by: step).map { day in
            let x = area.x(day)
            return HTML.joined([
                PlotCanvas.line(x1: x, y1: area.bottom, x2: x, y2: area.bottom + 4, stroke: PlotCanvas.ink),
                PlotCanvas.text(dayLabels[day], x: x, y: area.bottom + 20, anchor: "middle"),
            ])
        }
        return .joined(
            [
                PlotCanvas.line(
                    x1: area.left, y1: area.bottom, x2: area.right, y2: area.bottom, stroke: PlotCanvas.ink)
            ]
                + marks)
    }

    /// With two series, a sample of each line and its name, above the plot.
    private func legend(x: Double) -> HTML {
        guard series.count > 1 else { return .empty }
        return .joined(
            series.enumerated().map { index, one in
                let y = 10 + Double(index) * Self.legendRow
                let sample = HTML.element(
                    "line",
                    [.number("x1", x), .number("y1", y), .number("x2", x + 28), .number("y2", y)]
                        + Stroke(index: index).attributes)
                let name = PlotCanvas.fitted(one.name, width: PlotCanvas.width - x - 40)
                return .joined([sample, PlotCanvas.text(name, x: x + 36, y: y + 4)])
            })
    }

    /// The runs of days with figures as polylines, a lone day as a dot.
    private static func drawn(_ values: [Int?], style: Stroke, scale: PlotScale, area: Area) -> HTML {
        var runs: [[(Int, Int)]] = []
        var current: [(Int, Int)] = []
        for (day, value) in values.enumerated() {
            if let value {
                current.append((day, value))
            } else if !current.isEmpty {
                runs.append(current)
                current = []
            }
        }
        if !current.isEmpty { runs.append(current) }
        return .joined(
            runs.map { run in
                let points = run.map { (area.x($0.0), area.y(scale.fraction($0.1))) }
                if run.count == 1, let (x, y) = points.first {
                    return .element(
                        "circle",
                        [
                            .number("cx", x), .number("cy", y), .number("r", 3),
                            HTMLAttribute("fill", style.colour),
                        ])
                }
                let listed = points.map { HTMLAttribute.figure($0.0) + "," + HTMLAttribute.figure($0.1) }
                return .element(
                    "polyline", [HTMLAttribute("points", listed.joined(separator: " "))] + style.attributes)
            })
    }
}
