import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeREPL

extension AppEnvironment {
    /// What `settings` says about the data: `demo (4 days)` or `kobis`.
    var sourceDescription: String {
        guard isDemo else { return "kobis (live, KOBIS_API_KEY set)" }
        return "demo (\(repository.availableDates?.count ?? 0) days of KOBIS figures)"
    }

    /// The REPL's display: settings, colour (never in csv/json), the store, and the pager.
    @MainActor
    func makeDisplay(settings: DisplaySettings, saved: UserPreferences, pager: PagerSetup?) -> ReplDisplay {
        ReplDisplay(
            settings: settings, colorEnabled: terminal.colorEnabled, store: console.preferencesStore,
            saved: saved,
            settingsLocation: paths.settingsFile.path, sourceDescription: sourceDescription, pager: pager)
    }
}
