// The KOBIS calls of the key in use: those counted per day in the store, and those one run sends, counted in memory.

/// The KOBIS calls of the key in use. The store counts them per day for every process that shares
/// it; ``counting(into:_:)`` also counts, in memory, those a piece of work sends, so a run
/// knows what it spent even when the store could not count it or another process counted meanwhile.
public protocol KOBISCallLedger: Sendable {
    func calls(on day: BoxOfficeDate) async throws -> Int

    /// The day's count, every process's calls in it, as the store last gave it to this process
    /// (each call counted brings it back) without reading it again; `nil` when none was seen that day.
    func callsSeen(on day: BoxOfficeDate) async -> Int?

    // Every KOBIS request sent inside `work`, retries too, is added to `tally` as it is sent.
    func counting<Result>(into tally: KOBISCallTally, _ work: () async -> Result) async -> Result
}

extension KOBISCallLedger {
    public func callsSeen(on day: BoxOfficeDate) async -> Int? { nil }
}

/// The KOBIS requests a piece of work sent, counted in memory as each is sent.
public actor KOBISCallTally {
    public private(set) var calls = 0

    public init() {}

    public func add() {
        calls += 1
    }
}
