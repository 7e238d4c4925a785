/// Where preferences are kept between launches. Domain owns the question; Data answers it
/// (a small JSON file under `$XDG_CONFIG_HOME/boxoffice`).
public protocol UserPreferencesStore: Sendable {
    // The defaults when nothing was saved yet.
    func load() throws(PreferencesError) -> UserPreferences

    // Keeps whatever else the store holds; says where something that was not preferences was moved.
    @discardableResult
    func save(_ preferences: UserPreferences) throws(PreferencesError) -> UnreadableSettingsMovedAside?
}

/// A save found something that was not preferences where they are kept, and moved it aside
/// rather than overwrite it: nothing is lost.
public struct UnreadableSettingsMovedAside: Equatable, Sendable {
    public let path: String
    public let movedTo: String

    public init(path: String, movedTo: String) {
        self.path = path
        self.movedTo = movedTo
    }
}
