/// A small pseudo-random generator with a seed (SplitMix64), so generated test inputs are
/// the same on every run and a failure can be replayed from the seed it names.
///
/// Not for anything but tests: it is fast and well mixed, not secure.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    public mutating func oneIn(_ odds: Int) -> Bool {
        Int.random(in: 0..<max(1, odds), using: &self) == 0
    }
}
