import BoxOfficeDomain

/// A ``StatusRepository`` test double that reports a fixed number of KOBIS calls for every day.
public struct StubStatusRepository: StatusRepository {
    private let calls: Int?
    private let availability: StoreAvailability

    /// - Parameters:
    ///   - calls: the KOBIS calls counted on any day; `nil` for "not counted".
    ///   - availability: what `store()` answers; ``StoreAvailability/notUsed`` by default.
    public init(calls: Int?, availability: StoreAvailability = .notUsed) {
        self.calls = calls
        self.availability = availability
    }

    /// The fixed count.
    public func kobisCalls(on day: BoxOfficeDate) async -> Int? { calls }

    /// The availability given at `init`.
    public func store() async -> StoreAvailability { availability }
}
