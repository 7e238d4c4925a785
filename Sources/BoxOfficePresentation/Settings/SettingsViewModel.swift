// The settings screen: its ViewModel, and what `settings` shows (labelled rows, the data source named).

import BoxOfficeDomain

/// What the screen of ``SettingsViewModel`` is asked to do: its intents, all it takes.
@MainActor
public protocol SettingsIntents: AnyObject {
    func choose<Choice: PreferenceChoice>(_ choice: Choice)

    /// Sets the output format for this session (not saved, like sqlite3's `.mode`).
    func setFormat(_ format: DisplayFormat)
    func show(_ row: KeyPath<SettingsRows, LabelledValue>?, screen: ScreenFacts)
}

/// The settings in effect (saved choices with this run's options, the format, the words, the locale);
/// a choice is saved when changed.
///
/// Its intents are ``SettingsIntents``; it publishes ``state``.
@MainActor
public final class SettingsViewModel: ViewModel<SettingsViewData>, SettingsIntents {
    private var settings: DisplaySettings
    /// What the store holds: the preferences without this run's options (`--symbols`), so a
    /// change saves only what the user changed.
    private var saved: UserPreferences
    private let store: (any UserPreferencesStore)?
    private let location: String?
    private let source: DataSourceSummary?

    /// `saved` is what the store holds, when this run's options override some of it.
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

    public func choose<Choice: PreferenceChoice>(_ choice: Choice) {
        settings.preferences[Choice.self] = choice
        saved[Choice.self] = choice
        let (warning, failure) = save()
        state = .loaded(
            .changed(
                preferences: settings.preferences, format: settings.format, warning: warning,
                notSaved: failure))
    }

    public func setFormat(_ format: DisplayFormat) {
        settings.format = format
        state = .loaded(.changed(preferences: settings.preferences, format: settings.format, warning: nil))
    }

    public func show(_ row: KeyPath<SettingsRows, LabelledValue>? = nil, screen: ScreenFacts) {
        let view = SettingsRows(settings: settings, screen: screen, source: source, location: location)
        state = .loaded(.rows(row.map { [view[keyPath: $0]] } ?? view.rows))
    }

    // Where an unreadable file was moved (a warning), or why the choices could not be saved (a failure).
    private func save() -> (warning: String?, failure: String?) {
        guard let store else { return (nil, nil) }
        do throws(PreferencesError) {
            return (try store.save(saved).map(settings.words.text(for:)), nil)
        } catch {
            return (nil, settings.words.text(for: error))
        }
    }
}

public enum SettingsViewData: Equatable, Sendable {
    case rows([LabelledValue])
    /// `warning` says where a file that was not a settings file was moved; `notSaved`, why the choice,
    /// which still applies to this run, could not be saved: a failed write, as any other.
    case changed(
        preferences: UserPreferences, format: DisplayFormat, warning: String?, notSaved: String? = nil)
}

/// Values as the commands that change them take them (`list`, `box`, `narrow`, …).
public struct SettingsRows: Hashable, Sendable {
    public let mode: LabelledValue
    public let format: LabelledValue
    public let width: LabelledValue
    public let symbols: LabelledValue
    public let colour: LabelledValue
    public let language: LabelledValue
    public let source: LabelledValue
    public let location: LabelledValue

    public var rows: [LabelledValue] { [mode, format, width, symbols, colour, language, source, location] }

    /// A `source` of `nil` is shown as `-`; a `location` of `nil` means nothing is saved.
    public init(
        settings: DisplaySettings, screen: ScreenFacts, source: DataSourceSummary?, location: String?
    ) {
        let words = settings.words
        let preferences = settings.preferences
        let symbolsNote =
            preferences.symbols == .auto ? words.symbolsAuto(localeIsUTF8: settings.localeIsUTF8) : ""
        mode = LabelledValue(words.modeLabel, preferences.layout.rawValue)
        format = LabelledValue(words.formatLabel, settings.format.rawValue)
        width = LabelledValue(
            words.widthLabel, words.width(columns: screen.columns, ambiguous: screen.ambiguousWidth))
        symbols = LabelledValue(words.symbolsLabel, settings.symbols.rawValue + symbolsNote)
        colour = LabelledValue(words.colourLabel, words.colour(screen.colour))
        language = LabelledValue(words.languageLabel, settings.language.rawValue)
        self.source = LabelledValue(words.dataSourceLabel, source.map(words.text(for:)) ?? "-")
        self.location = LabelledValue(words.savedInLabel, location ?? words.notSaved)
    }
}

/// What `settings` shows of the screen it is printed on, which the view knows and tells: its
/// width, whether it shows colour, and how wide it draws ambiguous characters.
public struct ScreenFacts: Hashable, Sendable {
    public var columns: Int
    public var colour: Bool
    /// How wide ambiguous characters are, as `width` takes it (`narrow`, `wide`).
    public var ambiguousWidth: String

    public init(columns: Int, colour: Bool, ambiguousWidth: String) {
        self.columns = columns
        self.colour = colour
        self.ambiguousWidth = ambiguousWidth
    }
}

/// One `label  value` line of a view that lists facts (`status`, `cache info`, `settings`):
/// the label in the view's language, the value as shown.
public struct LabelledValue: Hashable, Sendable {
    public let label: String
    public let value: String

    public init(_ label: String, _ value: String) {
        self.label = label
        self.value = value
    }
}

public struct DataSourceSummary: Hashable, Sendable {
    public let source: DataSource
    public let demoDays: Int?

    public init(source: DataSource, demoDays: Int? = nil) {
        self.source = source
        self.demoDays = demoDays
    }
}
