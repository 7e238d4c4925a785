/// What looking a poster up gave. A poster never fails a detail: every outcome is shown
/// as one line of it.
public enum PosterLookup: Hashable, Sendable {
    /// A poster was found.
    case found(Poster)
    /// The search answered, with no image for the movie.
    case notFound
    /// No poster search is set up (no Kakao key); the detail says how to enable it.
    case notConfigured
    /// There is no search to ask (the demo data), or it failed; the view words the reason.
    case unavailable(PosterUnavailability)

    /// The poster, when one was found.
    public var poster: Poster? {
        if case .found(let poster) = self { poster } else { nil }
    }
}
