/// A poster source that never searches: no Kakao key, or the offline demo data.
public struct NoPosterRepository: PosterRepository {
    private let outcome: PosterLookup

    /// - Parameter outcome: what every lookup answers; ``PosterLookup/notConfigured`` by default.
    public init(outcome: PosterLookup = .notConfigured) {
        self.outcome = outcome
    }

    /// Answers ``outcome`` without any request.
    public func poster(for code: MovieCode, title: String) async -> PosterLookup {
        outcome
    }
}
