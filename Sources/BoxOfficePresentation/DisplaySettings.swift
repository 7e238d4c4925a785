import BoxOfficeDomain

/// Everything that decides how the screens look: the saved preferences (layout, ambiguous
/// width, symbols), the output format of this session, the language and the locale.
public struct DisplaySettings: Hashable, Sendable {
    /// What the user chose and wants remembered.
    public var preferences: UserPreferences
    /// How a day is printed in this session (not saved, like sqlite3's `.mode`).
    public var format: DisplayFormat
    /// The language of the labels.
    public var language: Language
    /// Whether the locale is UTF-8, which decides `symbols auto`.
    public var localeIsUTF8: Bool

    /// Makes settings; by default the saved defaults, `table`, Korean, a UTF-8 locale.
    public init(
        preferences: UserPreferences = .defaults, format: DisplayFormat = .table,
        language: Language = .korean,
        localeIsUTF8: Bool = true
    ) {
        self.preferences = preferences
        self.format = format
        self.language = language
        self.localeIsUTF8 = localeIsUTF8
    }

    /// The symbols drawn, once `auto` is decided by the locale.
    public var symbols: SymbolSet {
        SymbolSet.resolve(preferences.symbols, localeIsUTF8: localeIsUTF8)
    }

    /// The labels of ``language``.
    public var labels: Labels { Labels(language) }
}
