import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeREPL

extension AppEnvironment {
    /// What `settings` says about the data: demo (and how many days) or KOBIS.
    var sourceSummary: DataSourceSummary {
        guard isDemo else { return DataSourceSummary(source: .kobis) }
        return DataSourceSummary(source: .demo, demoDays: repository.availableDates?.count ?? 0)
    }

    /// The REPL's display: settings, colour (never in csv/json), the store, and the pager.
    @MainActor
    func makeDisplay(settings: DisplaySettings, saved: UserPreferences, pager: PagerSetup?) -> ReplDisplay {
        ReplDisplay(
            settings: settings, colorEnabled: terminal.colorEnabled, store: console.preferencesStore,
            saved: saved,
            settingsLocation: paths.settingsFile.path, source: sourceSummary, pager: pager,
            wrapsSentences: terminal.isOutputTTY)
    }
}
