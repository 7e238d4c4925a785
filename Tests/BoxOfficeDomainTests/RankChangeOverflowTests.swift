import BoxOfficeDomain
import Testing

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
