import BoxOfficeDomain
import Testing

@Suite("RankChange")
struct RankChangeTests {
    @Test("positive delta is up, negative is down, zero is steady")
    func fromDelta() {
        #expect(RankChange(isNew: false, delta: 3) == .up(3))
        #expect(RankChange(isNew: false, delta: -2) == .down(2))
        #expect(RankChange(isNew: false, delta: 0) == .steady)
    }

    @Test("a new entry is new whatever the delta")
    func new() {
        #expect(RankChange(isNew: true, delta: 0) == .new)
        #expect(RankChange(isNew: true, delta: 5) == .new)
    }

    @Test("delta round-trips", arguments: [-15, -1, 0, 1, 12])
    func roundTrip(delta: Int) {
        #expect(RankChange(isNew: false, delta: delta).delta == delta)
    }
}

/// KOBIS's `rankInten` is text read into an `Int`; the extremes must not trap.
@Suite("RankChange at the integer limits")
struct RankChangeOverflowTests {
    @Test("rankInten -9223372036854775808 (Int.min) moves down Int.max places instead of trapping")
    func rankIntenOfIntMinDoesNotTrap() {
        #expect(RankChange(isNew: false, delta: .min) == .down(.max))
        #expect(RankChange(isNew: false, delta: .min).delta == -Int.max)
    }

    @Test("rankInten 9223372036854775807 (Int.max) moves up Int.max places")
    func rankIntenOfIntMax() {
        #expect(RankChange(isNew: false, delta: .max) == .up(.max))
        #expect(RankChange(isNew: false, delta: .max).delta == .max)
    }
}
