import BoxOfficeDomain

extension UserPreferencesDTO {
    /// The file's values; a missing or unknown value falls back to the default.
    func toDomain() -> UserPreferences {
        let defaults = UserPreferences.defaults
        return UserPreferences(
            layout: layout.flatMap(ListLayout.init(rawValue:)) ?? defaults.layout,
            ambiguousWidth: ambiguousWidth.flatMap(AmbiguousWidth.init(rawValue:)) ?? defaults.ambiguousWidth,
            symbols: symbols.flatMap(SymbolChoice.init(rawValue:)) ?? defaults.symbols)
    }

    /// The file's form of `preferences`.
    init(_ preferences: UserPreferences) {
        self.init(
            layout: preferences.layout.rawValue, ambiguousWidth: preferences.ambiguousWidth.rawValue,
            symbols: preferences.symbols.rawValue)
    }
}
