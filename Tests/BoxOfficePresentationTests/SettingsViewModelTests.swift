import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeTestSupport
import Testing

/// The settings commands' ViewModel: choices set and saved, the format for the session, the
/// lines of `settings`, and a save that fails published as a failure to tell beside the change.
@MainActor
struct SettingsViewModelTests {
    let screen = ScreenFacts(columns: 80, colour: false, ambiguousWidth: "narrow")

    @Test func aChoiceIsSetSavedAndPublishedAsAChange() {
        let store = InMemoryPreferencesStore()
        let viewModel = SettingsViewModel(settings: DisplaySettings(words: KoreanWords()), store: store)
        let states = StateRecorder(viewModel)
        viewModel.choose(ListLayout.icon)
        #expect(
            states.states == [
                .loaded(
                    .changed(
                        preferences: UserPreferences(choosing: ListLayout.icon), format: .table, warning: nil)
                )
            ])
        #expect(store.saved == UserPreferences(choosing: ListLayout.icon))
    }

    @Test func thisRunsOptionsApplyButOnlyWhatTheUserChangesIsSaved() {
        let store = InMemoryPreferencesStore()
        let viewModel = SettingsViewModel(
            settings: DisplaySettings(
                preferences: UserPreferences(choosing: SymbolChoice.ascii), words: KoreanWords()),
            saved: .defaults, store: store)
        let states = StateRecorder(viewModel)
        viewModel.choose(ListLayout.icon)
        #expect(store.saved == UserPreferences(choosing: ListLayout.icon), "not the run's symbols")
        #expect(
            states.states == [
                .loaded(
                    .changed(
                        preferences: UserPreferences(choosing: SymbolChoice.ascii, ListLayout.icon),
                        format: .table,
                        warning: nil))
            ], "`--symbols ascii` still applies for this run")
    }

    @Test func aSaveThatFailsIsAFailureToTellAndTheChoiceStillApplies() {
        let store = InMemoryPreferencesStore(
            failing: .unwritable(path: "/ro/settings.json", reason: .permissionDenied))
        let viewModel = SettingsViewModel(settings: DisplaySettings(words: EnglishWords()), store: store)
        let states = StateRecorder(viewModel)
        viewModel.choose(SymbolChoice.unicode)
        #expect(
            states.states == [
                .loaded(
                    .changed(
                        preferences: UserPreferences(choosing: SymbolChoice.unicode), format: .table,
                        warning: nil,
                        notSaved: "Could not save the settings to /ro/settings.json (permission denied)."))
            ], "the choice still applies")
        #expect(store.saved == nil)
    }

    @Test func aFileMovedAsideToSaveIsAWarningInEachLanguage() {
        let aside = UnreadableSettingsMovedAside(
            path: "/c/settings.json", movedTo: "/c/settings.json.unreadable-7")
        for (words, warning) in [
            (
                EnglishWords() as any Words,
                "/c/settings.json was not a settings file: moved it to /c/settings.json.unreadable-7 and saved the settings."
            ),
            (KoreanWords(), "/c/settings.json: 설정 파일이 아니어서 /c/settings.json.unreadable-7로 옮기고 설정을 저장했습니다."),
        ] {
            let store = InMemoryPreferencesStore(movingAside: aside)
            let viewModel = SettingsViewModel(settings: DisplaySettings(words: words), store: store)
            let states = StateRecorder(viewModel)
            viewModel.choose(ListLayout.list)
            #expect(
                states.states == [
                    .loaded(
                        .changed(
                            preferences: UserPreferences(choosing: ListLayout.list), format: .table,
                            warning: warning))
                ])
            #expect(store.saved == UserPreferences(choosing: ListLayout.list))
        }
    }

    @Test func theFormatIsForThisSessionAndNeverSaved() {
        let store = InMemoryPreferencesStore()
        let viewModel = SettingsViewModel(settings: DisplaySettings(words: KoreanWords()), store: store)
        let states = StateRecorder(viewModel)
        viewModel.setFormat(.json)
        #expect(states.states == [.loaded(.changed(preferences: .defaults, format: .json, warning: nil))])
        #expect(store.saved == nil)
    }

    @Test func settingsPublishesEveryLineAndASettingAloneItsOwn() {
        let viewModel = SettingsViewModel(
            settings: DisplaySettings(words: EnglishWords()), location: "/c/settings.json",
            source: DataSourceSummary(source: .kobis))
        let states = StateRecorder(viewModel)
        viewModel.show(screen: screen)
        viewModel.show(\.width, screen: ScreenFacts(columns: 120, colour: true, ambiguousWidth: "wide"))
        guard case .loaded(.rows(let all)) = states.states.first else {
            Issue.record("expected the lines, got \(states.states)")
            return
        }
        #expect(
            all.map(\.label) == [
                "mode", "format", "width", "symbols", "colour", "language", "source", "saved in",
            ])
        #expect(all.last?.value == "/c/settings.json")
        #expect(states.states.last == .loaded(.rows([LabelledValue("width", "120 columns, ambiguous wide")])))
    }
}
