// A plot's value axis: the figures shown, widened to round ("nice") ticks, 1, 2 or 5 × 10ⁿ apart, so a
// reader sees 0, 20,000, 40,000 rather than 0, 17,613, 35,226. Counts only: audiences and days are whole.

/// From `lower` to `upper` (both ticks), a tick every `step`; zero always inside, as a bar or a count starts there.
struct PlotScale: Equatable, Sendable {
    /// Figures beyond this are taken as this, so no sum or product here can overflow.
    static let largest = 1_000_000_000_000

    let lower: Int
    let upper: Int
    let step: Int

    /// The scale of `values` (missing ones left out) in about `intervals` steps; an empty or
    /// all-zero series gets 0…1, one value or equal values a scale from zero to past them.
    init(_ values: [Int?], intervals: Int = 5) {
        let present = values.compactMap { $0.map { min(max($0, -Self.largest), Self.largest) } }
        let low = min(0, present.min() ?? 0)
        let high = max(0, present.max() ?? 0)
        let span = high - low
        step = Self.niceStep(atLeast: span == 0 ? 1 : Double(span) / Double(max(1, intervals)))
        lower = Self.floor(low, step)
        upper = max(Self.ceiling(high, step), lower + step)
    }

    /// Every tick, `lower` first.
    var ticks: [Int] {
        Array(stride(from: lower, through: upper, by: step))
    }

    /// Where `value` falls: 0 at `lower`, 1 at `upper`.
    func fraction(_ value: Int) -> Double {
        Double(value - lower) / Double(upper - lower)
    }

    /// The smallest of 1, 2, 5, 10, 20, 50, … that is at least `rough` (and at least 1).
    static func niceStep(atLeast rough: Double) -> Int {
        var power = 1
        while power <= largest {
            for multiple in [1, 2, 5] where Double(multiple * power) >= rough {
                return multiple * power
            }
            power *= 10
        }
        return largest
    }

    private static func floor(_ value: Int, _ step: Int) -> Int {
        value >= 0 ? value / step * step : -ceiling(-value, step)
    }

    private static func ceiling(_ value: Int, _ step: Int) -> Int {
        value <= 0 ? -floor(-value, step) : (value + step - 1) / step * step
    }
}
