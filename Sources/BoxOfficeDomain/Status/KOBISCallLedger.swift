// The KOBIS calls of the key in use: those counted per day in the store, and those one run sends, counted in memory.

/// The KOBIS calls of the key in use, counted per day in the store for every process that shares it.
/// A run that must know what it spent itself, even when the store could not count it or another
/// process counted meanwhile, also counts its own in a ``KOBISCallTally`` its repository adds to.
public protocol KOBISCallLedger: Sendable {
    func calls(on day: BoxOfficeDate) async throws -> Int

    /// The day's count, every process's calls in it, as the store last gave it to this process
    /// (each call counted brings it back) without reading it again; `nil` when none was seen that day.
    func callsSeen(on day: BoxOfficeDate) async -> Int?
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
