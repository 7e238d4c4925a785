/// What the detail view shows at a moment; ``MovieDetailViewModel`` publishes each new one.
public enum MovieDetailState: Equatable, Sendable {
    /// Nothing asked for yet.
    case idle
    /// Fetching the movie with this title (or code).
    case loading(String)
    /// A detail is shown.
    case loaded(MovieDetailViewData)
    /// The last request failed; the message explains why in one line. `cancelled` is true
    /// when the user cancelled it.
    case failed(String, cancelled: Bool)
}
