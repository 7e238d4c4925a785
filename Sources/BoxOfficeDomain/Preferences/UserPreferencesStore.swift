/// Where preferences are kept between launches. Domain owns the question; Data answers it
/// (a small JSON file under `$XDG_CONFIG_HOME/boxoffice`).
public protocol UserPreferencesStore: Sendable {
    /// The saved preferences; ``UserPreferences/defaults`` when nothing was saved yet.
    /// - Throws: ``PreferencesError`` when a saved file exists but cannot be read.
    func load() throws(PreferencesError) -> UserPreferences

    /// Saves `preferences`, replacing what was saved.
    /// - Throws: ``PreferencesError`` when they cannot be written.
    func save(_ preferences: UserPreferences) throws(PreferencesError)
}
