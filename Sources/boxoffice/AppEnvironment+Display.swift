import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeREPL

extension AppEnvironment {
    /// The saved preferences; the defaults, with a warning on standard error, when the file
    /// cannot be read.
    func savedPreferences() -> UserPreferences {
        do {
            return try preferencesStore.load()
        } catch {
            errors.write("boxoffice: warning: \(TerminalText.sanitize(error.description))\n")
            return .defaults
        }
    }

    /// The display settings of this run: `saved` with this run's overrides, `format`, the
    /// language and the locale.
    func displaySettings(saved: UserPreferences, options: DisplayOptions, format: DisplayFormat)
        -> DisplaySettings
    {
        DisplaySettings(
            preferences: options.applied(to: saved), format: format,
            language: options.language(environment: environment),
            localeIsUTF8: SymbolSet.localeIsUTF8(environment))
    }

    /// What `settings` says about the data: `demo (4 days)` or `kobis`.
    var sourceDescription: String {
        guard isDemo else { return "kobis (live, KOBIS_API_KEY set)" }
        return "demo (\(repository.availableDates?.count ?? 0) days of KOBIS figures)"
    }

    /// The REPL's display: settings, colour (never in csv/json), the store, and the pager.
    @MainActor
    func makeDisplay(settings: DisplaySettings, saved: UserPreferences, pager: PagerSetup?) -> ReplDisplay {
        ReplDisplay(
            settings: settings, colorEnabled: terminal.colorEnabled, store: preferencesStore, saved: saved,
            settingsLocation: paths.settingsFile.path, sourceDescription: sourceDescription, pager: pager)
    }
}
