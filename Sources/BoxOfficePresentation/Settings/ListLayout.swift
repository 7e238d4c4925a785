import BoxOfficeDomain

/// How the daily list is laid out: the app's list and icon (grid) views; saved as `layout`.
public enum ListLayout: String, PreferenceChoice, Hashable {
    /// One row a movie (the standard).
    case list
    /// A grid of cards, as many across as the screen allows.
    case icon

    /// `layout`.
    public static let preferenceName = "layout"
    /// ``list``.
    public static let standard = ListLayout.list
}

extension UserPreferences {
    /// List or icon (grid) layout.
    public var layout: ListLayout {
        get { self[ListLayout.self] }
        set { self[ListLayout.self] = newValue }
    }
}
