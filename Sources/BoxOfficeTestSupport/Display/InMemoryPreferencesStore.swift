import BoxOfficeDomain
import Synchronization

/// A ``UserPreferencesStore`` test double that keeps the preferences in memory, so one store can
/// be handed to two sessions to play a restart; it can be told to fail.
public final class InMemoryPreferencesStore: UserPreferencesStore {
    private let stored: Mutex<UserPreferences?>
    private let failure: PreferencesError?
    private let aside: UnreadableSettingsMovedAside?

    /// A store holding `preferences` (nothing saved yet when `nil`), failing every save with
    /// `failure` when given, or reporting that each save moved something `aside`.
    public init(
        _ preferences: UserPreferences? = nil, failing failure: PreferencesError? = nil,
        movingAside aside: UnreadableSettingsMovedAside? = nil
    ) {
        stored = Mutex(preferences)
        self.failure = failure
        self.aside = aside
    }

    public var saved: UserPreferences? { stored.withLock { $0 } }

    public func load() throws(PreferencesError) -> UserPreferences {
        stored.withLock { $0 } ?? .defaults
    }

    /// Keeps `preferences` (reporting the move given at creation), or throws the failure given.
    @discardableResult
    public func save(_ preferences: UserPreferences) throws(PreferencesError) -> UnreadableSettingsMovedAside?
    {
        if let failure { throw failure }
        stored.withLock { $0 = preferences }
        return aside
    }
}
