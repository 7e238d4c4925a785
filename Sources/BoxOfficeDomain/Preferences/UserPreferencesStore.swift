/// Where preferences are kept between launches. Domain owns the question; Data answers it
/// (a small JSON file under `$XDG_CONFIG_HOME/boxoffice`).
public protocol UserPreferencesStore: Sendable {
    /// The saved preferences; ``UserPreferences/defaults`` when nothing was saved yet.
    /// - Throws: ``PreferencesError`` when a saved file exists but cannot be read.
    func load() throws(PreferencesError) -> UserPreferences

    /// Saves `preferences` over what was saved, keeping whatever else the store holds.
    /// - Returns: where what was there went, when it was not preferences and was moved aside.
    /// - Throws: ``PreferencesError`` when they cannot be written.
    @discardableResult
    func save(_ preferences: UserPreferences) throws(PreferencesError) -> UnreadableSettingsMovedAside?
}

/// A save found something that was not preferences where they are kept, and moved it aside
/// rather than overwrite it: nothing is lost.
public struct UnreadableSettingsMovedAside: Equatable, Sendable {
    /// Where the preferences are kept (and the new ones were written).
    public let path: String
    /// Where what was there now is.
    public let movedTo: String

    /// - Parameters:
    ///   - path: where the preferences are kept.
    ///   - movedTo: where what was there was moved.
    public init(path: String, movedTo: String) {
        self.path = path
        self.movedTo = movedTo
    }
}
