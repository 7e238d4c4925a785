import BoxOfficeTestSupport
import Testing

@testable import BoxOfficeWeb

@Suite("PlotScale: figures to round ticks")
struct PlotScaleTests {
    @Test("a series of audiences gets steps of 1, 2 or 5 × 10ⁿ from zero past its highest")
    func ordinarySeries() {
        let scale = PlotScale([64_050, 120_311, nil, 88_000])
        #expect(scale.step == 50_000)
        #expect(scale.ticks == [0, 50_000, 100_000, 150_000])
    }

    @Test("one point: a scale from zero past it")
    func onePoint() {
        let scale = PlotScale([7])
        #expect(scale.ticks == [0, 2, 4, 6, 8])
        #expect(scale.fraction(7) == 7.0 / 8.0)
    }

    @Test("all equal values are as one point")
    func equalValues() {
        #expect(PlotScale([300, 300, 300]) == PlotScale([300]))
        #expect(PlotScale([300]).ticks == [0, 100, 200, 300])
    }

    @Test("zero, nothing and all missing: 0…1 in one step, so a position never divides by zero")
    func zeroAndMissing() {
        for values: [Int?] in [[0], [0, 0], [], [nil], [nil, nil, nil]] {
            let scale = PlotScale(values)
            #expect(scale.ticks == [0, 1], "\(values)")
            #expect(scale.fraction(0) == 0, "\(values)")
            #expect(scale.fraction(1) == 1, "\(values)")
        }
    }

    @Test("a figure of 10⁸ keeps exact ticks, and one past the largest is taken as the largest")
    func hugeFigures() {
        #expect(PlotScale([123_456_789]).ticks == [0, 50_000_000, 100_000_000, 150_000_000])
        #expect(
            PlotScale([100_000_000]).ticks == [
                0, 20_000_000, 40_000_000, 60_000_000, 80_000_000, 100_000_000,
            ])
        let top = PlotScale([Int.max])
        #expect(top == PlotScale([PlotScale.largest]))
        #expect(top.upper == PlotScale.largest)
    }

    @Test("gaps are left out: a series with nil days scales as its figures alone")
    func gaps() {
        #expect(PlotScale([nil, 40, nil, nil, 90, nil]) == PlotScale([40, 90]))
    }

    @Test("a negative figure takes the scale below zero on a tick")
    func negative() {
        #expect(PlotScale([-3, 12]).ticks == [-5, 0, 5, 10, 15])
    }

    @Test("the nice steps, exactly at and one past each edge")
    func niceSteps() {
        let expected: [(Double, Int)] = [
            (0, 1), (1, 1), (1.01, 2), (2, 2), (2.5, 5), (5, 5), (5.01, 10), (10, 10), (11, 20),
            (20_000, 20_000),
            (20_001, 50_000),
        ]
        for (rough, step) in expected {
            #expect(PlotScale.niceStep(atLeast: rough) == step, "\(rough)")
        }
    }

    @Test("random series: the ticks rise by one nice step, cover every figure, and number at most eight")
    func randomSeries() {
        var random = SeededGenerator(seed: 17)
        for round in 0..<2_000 {
            let count = Int.random(in: 0...40, using: &random)
            let magnitude = [10, 1_000, 1_000_000, 300_000_000][round % 4]
            let values: [Int?] = (0..<count).map { _ in
                random.oneIn(4) ? nil : Int.random(in: 0...magnitude, using: &random)
            }
            let scale = PlotScale(values)
            let ticks = scale.ticks
            let present = values.compactMap { $0 }
            #expect(ticks.first == scale.lower && ticks.last == scale.upper, "round \(round)")
            #expect(zip(ticks, ticks.dropFirst()).allSatisfy { $1 - $0 == scale.step }, "round \(round)")
            #expect(present.allSatisfy { scale.lower <= $0 && $0 <= scale.upper }, "round \(round)")
            #expect(present.allSatisfy { (0...1).contains(scale.fraction($0)) }, "round \(round)")
            #expect((2...8).contains(ticks.count), "round \(round): \(ticks)")
            var step = scale.step
            while step % 10 == 0 { step /= 10 }
            #expect([1, 2, 5].contains(step), "round \(round): step \(scale.step)")
        }
    }
}
