import BoxOfficeDomain
import BoxOfficePresentation
import Testing

/// `settings` and the spinner's text, in Korean and in English.
@Suite("settings and loading labels")
struct SettingsRowsTests {
    func view(_ language: Language, location: String? = "/c/settings.json", color: Bool = false)
        -> SettingsRows
    {
        SettingsRows(
            settings: DisplaySettings(
                preferences: UserPreferences(choosing: ListLayout.icon), format: .box,
                words: language.words(kobisKeySet: false)),
            screen: ScreenFacts(columns: 100, colour: color, ambiguousWidth: "narrow"),
            source: DataSourceSummary(source: .demo, demoDays: 4), location: location)
    }

    @Test func englishNamesEachSettingAsTheCommandThatChangesIt() {
        #expect(
            view(.english).rows == [
                LabelledValue("mode", "icon"), LabelledValue("format", "box"),
                LabelledValue("width", "100 columns, ambiguous narrow"),
                LabelledValue("symbols", "unicode (auto: locale UTF-8)"), LabelledValue("colour", "off"),
                LabelledValue("language", "en"), LabelledValue("source", "demo (4 days of KOBIS figures)"),
                LabelledValue("saved in", "/c/settings.json"),
            ])
    }

    @Test func koreanLabelsEverySettingInKoreanAndKeepsTheCommandsWords() {
        let korean = view(.korean)
        #expect(
            korean.rows.map(\.label) == ["보기 방식", "출력 형식", "폭", "기호", "색", "언어", "자료 출처", "저장 위치"])
        #expect(korean.rows.map(\.value).prefix(2) == ["icon", "box"], "the words `mode` and `format` take")
        #expect(korean.rows[2].value == "100칸, 모호한 문자 폭 narrow")
        #expect(korean.rows[4].value == "끔" && view(.korean, color: true).rows[4].value == "켬")
        #expect(view(.korean, location: nil).rows.last?.value == "(저장 안 함)")
        #expect(view(.english, location: nil).rows.last?.value == "(not saved)")
    }

    @Test func theSourceIsDescribedInTheLanguage() {
        #expect(view(.korean).source.value == "demo (KOBIS 자료 4일치)")
        let live = DataSourceSummary(source: .kobis)
        #expect(KoreanWords().text(for: live) == "kobis (실시간, KOBIS_API_KEY 설정됨)")
        #expect(EnglishWords().text(for: live) == "kobis (live, KOBIS_API_KEY set)")
        #expect(
            EnglishWords().text(for: DataSourceSummary(source: .demo, demoDays: 1))
                == "demo (1 day of KOBIS figures)")
    }

    @Test func bothLanguagesHaveTheSameSettingsInTheSameOrder() {
        let korean = view(.korean)
        let english = view(.english)
        #expect(korean.rows.count == english.rows.count)
        #expect(Set(korean.rows.map(\.label)).isDisjoint(with: english.rows.map(\.label)))
        #expect(korean.rows.last?.value == english.rows.last?.value)
    }

    @Test func theSpinnerSaysWhichDayLoadsInTheLanguage() throws {
        let day = try #require(BoxOfficeDate(year: 2022, month: 1, day: 5))
        #expect(KoreanWords().loading(day) == "2022-01-05 불러오는 중…")
        #expect(EnglishWords().loading(day) == "Loading 2022-01-05…")
    }
}
