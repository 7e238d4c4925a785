import BoxOfficeDomain

/// How wide the terminal draws East Asian *Ambiguous* characters (▲ ▼, box drawing): one column
/// in most terminals, two in terminals set up for CJK. A fact of the terminal, so the REPL's;
/// saved as `ambiguousWidth`.
public enum AmbiguousWidth: String, PreferenceChoice, Hashable {
    /// One column (the standard).
    case narrow
    /// Two columns.
    case wide

    /// `ambiguousWidth`.
    public static let preferenceName = "ambiguousWidth"
    /// ``narrow``.
    public static let standard = AmbiguousWidth.narrow
}

extension UserPreferences {
    /// How wide ▲ ▼ and box-drawing characters are on the user's terminal.
    public var ambiguousWidth: AmbiguousWidth {
        get { self[AmbiguousWidth.self] }
        set { self[AmbiguousWidth.self] = newValue }
    }
}
