/// Which symbols the rank markers and borders use.
public enum SymbolChoice: String, Hashable, Sendable, CaseIterable {
    /// Unicode when the locale is UTF-8, ASCII otherwise (the default).
    case auto
    /// ▲3, ▼2, 신작 and box-drawing borders.
    case unicode
    /// +3, -2, NEW and `+-|` borders.
    case ascii
}
