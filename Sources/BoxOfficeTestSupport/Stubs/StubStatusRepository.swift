import BoxOfficeDomain
import Synchronization

/// A ``StatusRepository`` test double that reports a fixed number of KOBIS calls for every day,
/// and counts how often each question was asked.
public final class StubStatusRepository: StatusRepository {
    private let calls: Int?
    private let availability: StoreAvailability
    private let counts = Mutex((kobisCalls: 0, store: 0))

    public init(calls: Int?, availability: StoreAvailability = .notUsed) {
        self.calls = calls
        self.availability = availability
    }

    public var kobisCallsAsked: Int { counts.withLock { $0.kobisCalls } }

    /// How many times ``store()`` was asked (the store summary: `COUNT(*)` queries and file sizes).
    public var storeAsked: Int { counts.withLock { $0.store } }

    public func kobisCalls(on day: BoxOfficeDate) async -> Int? {
        counts.withLock { $0.kobisCalls += 1 }
        return calls
    }

    public func store() async -> StoreAvailability {
        counts.withLock { $0.store += 1 }
        return availability
    }
}
