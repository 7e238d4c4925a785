/// Why no poster could be looked up: worded where it is shown, in the display's language.
public enum PosterUnavailability: Hashable, Sendable {
    /// The demo data has no posters.
    case demo
    /// The search failed; the failure names the service and holds no key.
    case failed(BoxOfficeFailure)
}
