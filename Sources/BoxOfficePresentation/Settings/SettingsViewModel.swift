import BoxOfficeDomain

/// What the settings commands publish: the lines asked for, or that a setting changed.
public enum SettingsContent: Equatable, Sendable {
    /// Lines of `settings` to show: every one, or the one `mode` alone asks for.
    case rows([LabelledValue])
    /// A setting changed for this run; `warning` says why it could not be kept, or where a file
    /// that was not a settings file was moved so that it could.
    case changed(warning: String?)
}

/// The display settings in effect — the saved choices with this run's options, the format, the
/// words, the locale — and the commands that show and change them (`mode`, `format`, `width`,
/// `symbols`, `settings`). A choice is saved through the ``UserPreferencesStore`` when changed.
@MainActor
public final class SettingsViewModel: ViewModel<SettingsContent> {
    /// The settings in effect; the view draws with them.
    public private(set) var settings: DisplaySettings
    /// What the store holds: the preferences without this run's options (`--symbols`), so a
    /// change saves only what the user changed.
    private var saved: UserPreferences
    private let store: (any UserPreferencesStore)?
    private let location: String?
    private let source: DataSourceSummary?

    /// - Parameters:
    ///   - settings: the settings at start-up (saved preferences with this run's options,
    ///     format, words, locale).
    ///   - saved: what the store holds, when this run overrides some of it; by default the
    ///     preferences in `settings`.
    ///   - store: where changed choices are saved; `nil` keeps them for this run.
    ///   - location: the settings file's path, shown by `settings`.
    ///   - source: where the data comes from, shown by `settings`.
    public init(
        settings: DisplaySettings, saved: UserPreferences? = nil, store: (any UserPreferencesStore)? = nil,
        location: String? = nil, source: DataSourceSummary? = nil
    ) {
        self.settings = settings
        self.saved = saved ?? settings.preferences
        self.store = store
        self.location = location
        self.source = source
    }

    /// Sets `choice` — the layout, the symbols, or a choice of the view's own (the terminal's
    /// ambiguous width) — and saves it.
    public func choose<Choice: PreferenceChoice>(_ choice: Choice) {
        settings.preferences[Choice.self] = choice
        saved[Choice.self] = choice
        state = .loaded(.changed(warning: save()))
    }

    /// Sets the output format for this session (not saved, like sqlite3's `.mode`).
    public func setFormat(_ format: DisplayFormat) {
        settings.format = format
        state = .loaded(.changed(warning: nil))
    }

    /// Shows every setting, or only the one `row` names (`mode` alone), labelled in the words.
    /// - Parameter screen: what the view says about the screen it draws on.
    public func show(_ row: KeyPath<SettingsViewData, LabelledValue>? = nil, screen: ScreenFacts) {
        let view = SettingsViewData(settings: settings, screen: screen, source: source, location: location)
        state = .loaded(.rows(row.map { [view[keyPath: $0]] } ?? view.rows))
    }

    /// Saves the choices; why they could not be saved, or where an unreadable file was moved,
    /// in the words; or `nil`.
    private func save() -> String? {
        guard let store else { return nil }
        do throws(PreferencesError) {
            return try store.save(saved).map(settings.words.text(for:))
        } catch {
            return settings.words.text(for: error)
        }
    }
}
