import BoxOfficeDomain
import BoxOfficePresentation

/// How the REPL shows things, and the commands that change it: the layout (list or icon), the
/// output format, the width of ambiguous characters, the symbols, the language, and the pager.
///
/// It turns view data into lines for the chosen format; the ``ReplSession`` prints them. Layout,
/// width and symbols are saved through the injected ``UserPreferencesStore`` when changed.
@MainActor
public final class ReplDisplay {
    /// The settings in effect.
    public private(set) var settings: DisplaySettings
    /// Whether colour escape codes are written (a terminal, `NO_COLOR` unset).
    public let colorEnabled: Bool
    /// Where the data comes from, for `settings`: demo (and how many days) or KOBIS.
    public let source: DataSourceSummary?
    /// Long output goes through a pager when set (interactive sessions only).
    public let pager: PagerSetup?
    /// Whether plain sentences are wrapped to the width; off when output is piped.
    public let wrapsSentences: Bool
    private let store: (any UserPreferencesStore)?
    /// What the store holds: the preferences without this run's overrides (`--symbols`), so a
    /// change saves only what the user changed.
    private var saved: UserPreferences
    private let settingsLocation: String?

    /// - Parameters:
    ///   - settings: the settings at start-up (saved preferences, format, language, locale).
    ///   - colorEnabled: whether to colour the output.
    ///   - store: where changed preferences are saved; `nil` keeps them for this run.
    ///   - saved: what the store holds, when this run overrides some of it; by default the
    ///     preferences in `settings`.
    ///   - settingsLocation: the settings file's path, shown by `settings`.
    ///   - source: where the data comes from, shown by `settings`.
    ///   - pager: pages long output; `nil` never pages.
    ///   - wrapsSentences: whether the plain format's sentences are wrapped to the width (at a
    ///     terminal) or kept one a line (piped to a file or a program).
    public init(
        settings: DisplaySettings, colorEnabled: Bool = false,
        store: (any UserPreferencesStore)? = nil, saved: UserPreferences? = nil,
        settingsLocation: String? = nil,
        source: DataSourceSummary? = nil, pager: PagerSetup? = nil, wrapsSentences: Bool = true
    ) {
        self.settings = settings
        self.colorEnabled = colorEnabled
        self.store = store
        self.saved = saved ?? settings.preferences
        self.settingsLocation = settingsLocation
        self.source = source
        self.pager = pager
        self.wrapsSentences = wrapsSentences
    }

    // MARK: - Rendering

    /// Whether the format is data for programs (csv, json): no colour, no spinner.
    public var isMachineReadable: Bool { settings.format.isMachineReadable }

    /// The list renderer for the current settings; colour only in the drawn formats (`table`,
    /// `box`), never in `plain`, `csv` or `json`.
    public var listRenderer: BoxOfficeListRenderer {
        BoxOfficeListRenderer(
            width: DisplayWidth(ambiguousIsWide: settings.preferences.ambiguousWidth == .wide),
            style: TerminalStyle(colorEnabled: colorEnabled && settings.format.isDrawn),
            symbols: settings.symbols)
    }

    /// What `settings` prints: one setting a line, labelled in the display's language, a value
    /// too long for `columns` wrapped under its first line.
    public func settingsLines(columns: Int) -> [String] {
        LabelColumn.lines(settingsView(columns: columns).rows, width: listRenderer.width, columns: columns)
    }

    /// One line of `settings`, e.g. `보기 방식  list` for `mode` with no argument (lines joined
    /// by a line feed if it is wrapped to fit `columns`).
    public func settingLine(_ row: KeyPath<SettingsViewData, LabelledValue>, columns: Int) -> String {
        LabelColumn.lines(
            [settingsView(columns: columns)[keyPath: row]], width: listRenderer.width, columns: columns
        ).joined(separator: "\n")
    }

    private func settingsView(columns: Int) -> SettingsViewData {
        SettingsViewData(
            settings: settings,
            screen: ScreenFacts(
                columns: columns, colour: colorEnabled,
                ambiguousWidth: settings.preferences.ambiguousWidth.rawValue),
            source: source, location: settingsLocation)
    }

    // MARK: - Changing settings

    /// Switches to the list or icon layout and saves it.
    /// - Returns: a warning in the display's language when it could not be saved.
    public func setLayout(_ layout: ListLayout) -> String? {
        settings.preferences.layout = layout
        saved.layout = layout
        return save()
    }

    /// Sets how wide ambiguous characters are and saves it.
    /// - Returns: a warning when it could not be saved.
    public func setAmbiguousWidth(_ width: AmbiguousWidth) -> String? {
        settings.preferences.ambiguousWidth = width
        saved.ambiguousWidth = width
        return save()
    }

    /// Chooses the symbols and saves the choice.
    /// - Returns: a warning when it could not be saved.
    public func setSymbols(_ symbols: SymbolChoice) -> String? {
        settings.preferences.symbols = symbols
        saved.symbols = symbols
        return save()
    }

    /// Sets the output format for this session (not saved, like sqlite3's `.mode`).
    public func setFormat(_ format: DisplayFormat) {
        settings.format = format
    }

    private func save() -> String? {
        guard let store else { return nil }
        do throws(PreferencesError) {
            try store.save(saved)
            return nil
        } catch {
            return settings.words.text(for: error)
        }
    }
}
