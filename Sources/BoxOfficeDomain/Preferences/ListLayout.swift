/// How the daily list is laid out: the app's list and icon (grid) views.
public enum ListLayout: String, Hashable, Sendable, CaseIterable {
    /// One row a movie.
    case list
    /// A grid of cards, as many across as the screen allows.
    case icon
}
