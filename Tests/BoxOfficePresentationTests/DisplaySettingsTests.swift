import BoxOfficeDomain
import BoxOfficePresentation
import Testing

@Suite("Language, symbols and labels")
struct DisplaySettingsTests {
    @Test(
        "LANG=en_* gives English; LC_ALL and LC_MESSAGES come first; anything else Korean",
        arguments: [
            (["LANG": "en_US.UTF-8"], Language.english), (["LANG": "ko_KR.UTF-8"], .korean), ([:], .korean),
            (["LANG": "C.UTF-8"], .korean), (["LC_ALL": "ko_KR.UTF-8", "LANG": "en_GB.UTF-8"], .korean),
            (["LC_MESSAGES": "en_US", "LANG": "ko_KR.UTF-8"], .english),
            (["LC_ALL": "", "LANG": "en_US"], .english),
        ])
    func language(environment: [String: String], expected: Language) {
        #expect(Language.preferred(by: environment) == expected)
    }

    @Test(
        "symbols auto follow the locale: UTF-8 gives Unicode, anything else (or none) ASCII",
        arguments: [
            (["LANG": "C.UTF-8"], true), (["LANG": "ko_KR.utf8"], true), (["LANG": "C"], false), ([:], false),
            (["LC_ALL": "POSIX", "LANG": "en_US.UTF-8"], false), (["LC_CTYPE": "en_US.UTF-8"], true),
        ])
    func locale(environment: [String: String], isUTF8: Bool) {
        #expect(SymbolSet.localeIsUTF8(environment) == isUTF8)
        #expect(SymbolSet.resolve(.auto, localeIsUTF8: isUTF8) == (isUTF8 ? .unicode : .ascii))
        #expect(SymbolSet.resolve(.ascii, localeIsUTF8: true) == .ascii)
        #expect(SymbolSet.resolve(.unicode, localeIsUTF8: false) == .unicode)
    }

    @Test("markers in ASCII: +3, -2, NEW and - for steady")
    func asciiMarkers() {
        #expect(RankMarker(.up(3), words: KoreanWords()).text(in: .ascii) == "+3")
        #expect(RankMarker(.down(2), words: KoreanWords()).text(in: .ascii) == "-2")
        #expect(RankMarker(.new, words: KoreanWords()).text(in: .ascii) == "NEW")
        #expect(RankMarker(.steady, words: KoreanWords()).text(in: .ascii) == "-")
        #expect(RankMarker(.up(3), words: KoreanWords()).text(in: .unicode) == "▲3")
        #expect(RankMarker(.new, words: EnglishWords()).text(in: .unicode) == "NEW")
    }

    @Test("the audience line and heading in both languages")
    func labels() throws {
        let day = try #require(BoxOfficeDate(year: 2022, month: 1, day: 5))
        #expect(KoreanWords().audienceLine(today: 64050, total: 69228) == "오늘 64,050 / 총 69,228")
        #expect(EnglishWords().audienceLine(today: 64050, total: 69228) == "today 64,050 / total 69,228")
        #expect(KoreanWords().heading(day) == "2022-01-05 (수)")
        #expect(EnglishWords().heading(day) == "2022-01-05 (Wed)")
    }

    @Test("the saved words read as choices, each unknown or missing one as its standard choice")
    func savedChoices() {
        var preferences = UserPreferences(["layout": "icon", "symbols": "emoji", "future": "x"])
        #expect(preferences.layout == .icon)
        #expect(preferences.symbols == .auto, "a word this version does not know")
        #expect(UserPreferences.defaults.layout == .list && UserPreferences.defaults.symbols == .auto)
        preferences.symbols = .ascii
        #expect(preferences.values == ["layout": "icon", "symbols": "ascii", "future": "x"])
        #expect(
            UserPreferences(choosing: ListLayout.icon, SymbolChoice.ascii).values == [
                "layout": "icon", "symbols": "ascii",
            ])
    }
}
