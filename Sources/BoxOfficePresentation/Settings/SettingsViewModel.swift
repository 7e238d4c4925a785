// The settings screen: its ViewModel, and what `settings` shows (labelled rows, the data source named).

import BoxOfficeDomain

/// The display settings in effect — the saved choices with this run's options, the format, the
/// words, the locale — and the commands that show and change them (`mode`, `format`, `width`,
/// `symbols`, `settings`). A choice is saved through the ``UserPreferencesStore`` when changed.
///
/// Intents: ``choose(_:)``, ``setFormat(_:)``, ``show(_:screen:)``; it publishes ``state``.
@MainActor
public final class SettingsViewModel: ViewModel<SettingsViewData> {
    /// The settings in effect, which `settings` shows and a change publishes.
    private var settings: DisplaySettings
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
        state = .loaded(.changed(preferences: settings.preferences, format: settings.format, warning: save()))
    }

    /// Sets the output format for this session (not saved, like sqlite3's `.mode`).
    public func setFormat(_ format: DisplayFormat) {
        settings.format = format
        state = .loaded(.changed(preferences: settings.preferences, format: settings.format, warning: nil))
    }

    /// Shows every setting, or only the one `row` names (`mode` alone), labelled in the words.
    /// - Parameter screen: what the view says about the screen it draws on.
    public func show(_ row: KeyPath<SettingsRows, LabelledValue>? = nil, screen: ScreenFacts) {
        let view = SettingsRows(settings: settings, screen: screen, source: source, location: location)
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

/// What the settings commands publish: the lines asked for, or that a setting changed.
public enum SettingsViewData: Equatable, Sendable {
    /// Lines of `settings` to show: every one, or the one `mode` alone asks for.
    case rows([LabelledValue])
    /// A setting changed for this run: the choices and format now in effect, which the view
    /// draws with from then on; `warning` says why they could not be kept, or where a file that
    /// was not a settings file was moved so that they could.
    case changed(preferences: UserPreferences, format: DisplayFormat, warning: String?)
}

/// What `settings` shows: one setting a line, labelled in the display's words, values as the
/// commands that change them take them (`list`, `box`, `narrow`, …).
public struct SettingsRows: Hashable, Sendable {
    /// `보기 방식  list`: the layout (`mode`).
    public let mode: LabelledValue
    /// `출력 형식  table`: the output format (`format`).
    public let format: LabelledValue
    /// `폭  80칸, 모호한 문자 폭 narrow`: the terminal's width and the ambiguous width (`width`).
    public let width: LabelledValue
    /// `기호  unicode (auto: 로케일 UTF-8)`: the symbols in use and why (`symbols`).
    public let symbols: LabelledValue
    /// `색  끔`: whether colour is written.
    public let colour: LabelledValue
    /// `언어  ko`.
    public let language: LabelledValue
    /// `자료 출처  demo (KOBIS 자료 4일치)`.
    public let source: LabelledValue
    /// `저장 위치  ~/.config/boxoffice/settings.json`.
    public let location: LabelledValue

    /// `label  value` lines, top to bottom.
    public var rows: [LabelledValue] { [mode, format, width, symbols, colour, language, source, location] }

    /// The settings in effect.
    /// - Parameters:
    ///   - settings: the preferences, format, words and locale.
    ///   - screen: what the view says about the screen it draws on.
    ///   - source: where the data comes from; `nil` when not told (shown as `-`).
    ///   - location: the settings file's path; `nil` when nothing is saved.
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
    /// The width in columns now.
    public var columns: Int
    /// Whether colour is written.
    public var colour: Bool
    /// How wide ambiguous characters are, as `width` takes it (`narrow`, `wide`).
    public var ambiguousWidth: String

    /// The facts of a screen.
    public init(columns: Int, colour: Bool, ambiguousWidth: String) {
        self.columns = columns
        self.colour = colour
        self.ambiguousWidth = ambiguousWidth
    }
}

/// One `label  value` line of a view that lists facts (`status`, `cache info`, `settings`):
/// the label in the view's language, the value as shown.
public struct LabelledValue: Hashable, Sendable {
    /// The label, e.g. `저장소` or `store`.
    public let label: String
    /// The value.
    public let value: String

    /// Makes a line.
    public init(_ label: String, _ value: String) {
        self.label = label
        self.value = value
    }
}

/// Where a session's figures come from, as `settings` describes it (worded by ``Words``):
/// KOBIS (a key is set) or the bundled demo days.
public struct DataSourceSummary: Hashable, Sendable {
    /// ``DataSource/kobis`` or ``DataSource/demo``.
    public let source: DataSource
    /// How many days the demo data holds; `nil` for KOBIS.
    public let demoDays: Int?

    /// - Parameters:
    ///   - source: where the figures come from.
    ///   - demoDays: the number of bundled days, for demo data.
    public init(source: DataSource, demoDays: Int? = nil) {
        self.source = source
        self.demoDays = demoDays
    }
}
