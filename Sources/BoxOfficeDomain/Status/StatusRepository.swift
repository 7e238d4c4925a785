/// Where `status` learns what the local store holds and how many KOBIS calls were made.
public protocol StatusRepository: Sendable {
    /// The KOBIS calls counted on `day` (Asia/Seoul), or `nil` when nothing counts them.
    func kobisCalls(on day: BoxOfficeDate) async -> Int?
    /// Whether there is a store, and what it holds.
    func store() async -> StoreAvailability
}
