/// The status of an app without a store: nothing counted, nothing stored.
public struct NoStatusRepository: StatusRepository {
    private let availability: StoreAvailability

    /// - Parameter availability: why there is no store; ``StoreAvailability/notUsed`` by default.
    public init(availability: StoreAvailability = .notUsed) {
        self.availability = availability
    }

    /// `nil`: no calls are counted.
    public func kobisCalls(on day: BoxOfficeDate) async -> Int? { nil }

    /// The availability given at `init`.
    public func store() async -> StoreAvailability { availability }
}
