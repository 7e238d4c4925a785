import BoxOfficeDomain

/// Which symbols the rank markers and borders use; saved as `symbols`.
public enum SymbolChoice: String, PreferenceChoice, Hashable {
    /// Unicode when the locale is UTF-8, ASCII otherwise (the standard).
    case auto
    /// ▲3, ▼2, 신작 and box-drawing borders.
    case unicode
    /// +3, -2, NEW and `+-|` borders.
    case ascii

    /// `symbols`.
    public static let preferenceName = "symbols"
    /// ``auto``.
    public static let standard = SymbolChoice.auto
}

extension UserPreferences {
    /// Unicode or ASCII symbols, or decided by the locale.
    public var symbols: SymbolChoice {
        get { self[SymbolChoice.self] }
        set { self[SymbolChoice.self] = newValue }
    }
}
