import BoxOfficeDomain

/// `status` from the local store: its contents and the KOBIS calls it counted.
public struct StoreStatusRepository: StatusRepository {
    private let store: BoxOfficeStore

    /// - Parameter store: the open store.
    public init(store: BoxOfficeStore) {
        self.store = store
    }

    /// The calls counted on `day`; `nil` when the store cannot be read.
    public func kobisCalls(on day: BoxOfficeDate) async -> Int? {
        try? await store.kobisCalls(on: day)
    }

    /// The store's summary, or why it cannot be read.
    public func store() async -> StoreAvailability {
        do {
            return .available(try await store.summary())
        } catch {
            return .unavailable(.unreadable(store.file.path))
        }
    }
}
