import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeTestSupport
import Foundation
import Testing

/// Every date error, selection error, store problem, warning and notice in Korean and in
/// English: Korean says the same with the command words, variables and codes kept, and no
/// notice suggests setting a key that is set.
struct MessageWordsTests {
    let korean = KoreanWords()
    let english = EnglishWords()
    let day = BoxOfficeDate(year: 2022, month: 1, day: 6) ?? .earliest
    let earlier = BoxOfficeDate(year: 2022, month: 1, day: 5) ?? .earliest

    @Test func theEdgesOfPrevAndNextInBothLanguages() {
        #expect(korean.text(for: DayStepLimit.lastDemoDay) == "데모 자료의 마지막 날입니다.")
        #expect(english.text(for: DayStepLimit.lastDemoDay) == "This is the last day of the demo data.")
        #expect(korean.text(for: DayStepLimit.firstDemoDay) == "데모 자료의 첫날입니다.")
        #expect(english.text(for: DayStepLimit.firstDemoDay) == "This is the first day of the demo data.")
        #expect(korean.text(for: DayStepLimit.latestDay) == "가장 최근 날입니다(오늘 날짜는 집계중입니다).")
        #expect(english.text(for: DayStepLimit.latestDay).hasPrefix("This is the latest day"))
        let missing = BoxOfficeFailure.notInDemoData(day, available: [earlier])
        #expect(DayStepLimit(failure: missing, step: 1) == .lastDemoDay)
        #expect(DayStepLimit(failure: missing, step: -1) == .firstDemoDay)
        #expect(DayStepLimit(failure: .invalidDate(.today(day)), step: 1) == .latestDay)
        #expect(DayStepLimit(failure: .invalidDate(.beforeEarliest(day)), step: -1) == nil)
        #expect(DayStepLimit(failure: .httpStatus(500), step: 1) == nil)
    }

    @Test(arguments: [Language.korean, .english])
    func withAKeySetTheDemoMessagesDoNotSuggestSettingIt(language: Language) {
        let words = language.words(kobisKeySet: true)
        let texts = [
            words.text(for: .movieNotInDemoData("20000001", available: ["20199882"])),
            words.demoAnnouncement(days: 4),
            words.statusSource(.demo, store: .notUsed),
        ]
        for text in texts {
            #expect(!text.contains("KOBIS_API_KEY를 설정") && !text.contains("set KOBIS_API_KEY"), "\(text)")
            #expect(!text.contains("Set KOBIS_API_KEY"), "\(text)")
            #expect(text.contains("--demo"), "\(text)")
        }
        #expect(language.words(kobisKeySet: false).demoAnnouncement(days: 4).contains("KOBIS_API_KEY"))
    }

    @Test func theDemoAnnouncementInBothLanguages() {
        #expect(korean.demoAnnouncement(days: 4) == "데모 자료(KOBIS 4일치). 실시간 자료는 KOBIS_API_KEY를 설정하세요.")
        #expect(
            english.demoAnnouncement(days: 4)
                == "demo data (4 days of KOBIS figures); set KOBIS_API_KEY for live data.")
        #expect(
            EnglishWords(kobisKeySet: true).demoAnnouncement(days: 4)
                == "demo data (4 days of KOBIS figures), as asked with --demo; KOBIS_API_KEY is not used.")
    }

    @Test func dateErrorsInBothLanguages() {
        #expect(
            korean.text(for: DateInputError.malformed("2099"))
                == "'2099'는 날짜가 아닙니다: YYYYMMDD, YYYY-MM-DD, M/D, yesterday, -N(며칠 전) 형식으로 입력하세요.")
        #expect(
            english.text(for: DateInputError.malformed("2099"))
                == "'2099' is not a date: use YYYYMMDD, YYYY-MM-DD, M/D, yesterday or -N (days back).")
        #expect(
            korean.text(for: DateInputError.today(day)) == "오늘 날짜는 집계중입니다(2022-01-06). 어제 자료는 yesterday로 보세요."
        )
        #expect(
            english.text(for: DateInputError.today(day))
                == "2022-01-06 is today: its figures are still being counted (오늘 날짜는 집계중입니다). Try yesterday.")
        #expect(korean.text(for: .invalidDate(.today(day))) == korean.text(for: DateInputError.today(day)))
        let all: [DateInputError] = [
            .empty, .malformed("x"), .malformedMonth("x"), .nonexistent("2023-02-30"),
            .beforeEarliest(.earliest),
            .today(day), .future(day, latest: earlier),
        ]
        for error in all {
            #expect(!english.text(for: error).isEmpty)
            #expect(korean.text(for: error) != english.text(for: error), "\(error)")
        }
        #expect(
            english.text(for: DateInputError.empty)
                == "A date is needed: use YYYYMMDD or YYYY-MM-DD, e.g. 20220105.")
        #expect(
            english.text(for: DateInputError.malformedMonth("x"))
                == "'x' is not a month: use YYYYMM or YYYY-MM, e.g. 202201.")
        #expect(
            english.text(for: DateInputError.nonexistent("2023-02-30"))
                == "'2023-02-30' is not a day of the calendar.")
        #expect(
            english.text(for: DateInputError.beforeEarliest(.earliest))
                == "2003-11-11 is before 2003-11-11, the first day KOBIS has figures for.")
        #expect(
            english.text(for: DateInputError.future(day, latest: earlier))
                == "2022-01-06 is in the future: the latest day with figures is 2022-01-05.")
        #expect(korean.text(for: DateInputError.future(day, latest: earlier)).contains("2022-01-05"))
        let november = BoxOfficeDate(year: 2026, month: 11, day: 18) ?? .earliest
        #expect(
            korean.text(for: DateInputError.future(november, latest: earlier)).hasPrefix("2026-11-18은 아직"))
        #expect(korean.text(for: DateInputError.malformedMonth("2022")).hasPrefix("'2022'는 월이 아닙니다"))
        #expect(korean.text(for: DateInputError.malformedMonth("2023")).hasPrefix("'2023'은 월이 아닙니다"))
        #expect(korean.text(for: DateInputError.malformed("abc")).hasPrefix("'abc'은(는) 날짜가"))
    }

    @Test func aMovieCodeIsDescribedAsTheSelectorAcceptsIt() {
        #expect(
            korean.notAMovieCode("1234")
                == "'1234'는 영화 코드가 아닙니다: 앞 네 자리는 숫자, 나머지 네 자리는 숫자나 영문자인 8자로 입력하세요(예: 20199882, 2023C165).")
        #expect(
            english.notAMovieCode("1234")
                == "'1234' is not a movie code: 8 characters, four digits then four digits or Latin letters, "
                + "e.g. 20199882 or 2023C165.")
        for example in ["20199882", "2023C165"] {
            #expect(DetailSelector(example) == .code(MovieCode(example)), "\(example)")
        }
        #expect(DetailSelector("2023c165") == .code("2023C165"))
        for notACode in ["A0199882", "2019988", "201998821", "2023C16한"] {
            #expect(DetailSelector(notACode) == .title(notACode), "\(notACode)")
        }
    }

    @Test func whatWasTypedIsQuotedWithItsInvisibleCharactersShown() {
        #expect(
            english.text(for: DateInputError.malformedMonth("2022\u{7}01"))
                == "'2022\\u{7}01' is not a month: use YYYYMM or YYYY-MM, e.g. 202201.")
        #expect(
            korean.text(for: DateInputError.malformedMonth("2022\u{7}01"))
                == "'2022\\u{7}01'은 월이 아닙니다: YYYYMM 또는 YYYY-MM 형식으로 입력하세요(예: 202201).")
        #expect(
            english.text(for: DateInputError.malformed("2022\u{1B}[31m0105"))
                .hasPrefix("'2022\\u{1B}[31m0105' is not a date: "))
        #expect(
            korean.text(for: DateInputError.malformed("2022\u{1B}[31m0105"))
                .hasPrefix("'2022\\u{1B}[31m0105'는 날짜가 아닙니다: "))
        #expect(
            english.text(for: DateInputError.nonexistent("2023-02-30\u{200B}"))
                == "'2023-02-30\\u{200B}' is not a day of the calendar.")
        #expect(
            english.text(for: DetailSelectionError.noTitleMatch("경\u{1B}[31m관"))
                == "No movie in the list shown has a title starting with '경\\u{1B}[31m관'.")
        #expect(
            korean.text(for: DetailSelectionError.noTitleMatch("경\u{1B}[31m관"))
                == "보이는 목록에 '경\\u{1B}[31m관'으로 시작하는 제목이 없습니다.")
        let matches = [DetailSelectionError.Match(rank: 2, title: "스파이더맨")]
        #expect(
            english.text(for: DetailSelectionError.ambiguous("\u{202E}스", matches: matches))
                .hasPrefix("'\\u{202E}스' matches several movies: "))
        #expect(
            korean.text(for: DetailSelectionError.ambiguous("\u{202E}스", matches: matches))
                .hasPrefix("'\\u{202E}스'에 맞는 영화가 여럿입니다: "))
        #expect(english.notAMovieCode("2019\u{0}9882").hasPrefix("'2019\\u{0}9882' is not a movie code: "))
        #expect(korean.notAMovieCode("2019\u{0}9882").hasPrefix("'2019\\u{0}9882'는 영화 코드가 아닙니다: "))
    }

    @Test func anEmptyDayInBothLanguages() {
        #expect(korean.noFigures == "이 날은 집계된 영화가 없습니다(KOBIS의 목록이 비어 있음).")
        #expect(english.noFigures == "No figures for this day (KOBIS has an empty list).")
    }

    @Test func detailSelectionErrorsInBothLanguages() {
        let matches = [DetailSelectionError.Match(rank: 2, title: "스파이더맨"), .init(rank: 5, title: "스즈메")]
        let englishCases: [(DetailSelectionError, String)] = [
            (.noArgument, "Which movie? Use `detail N` (a rank), `detail <movieCode>` or `detail <title>`."),
            (.noListShown, "No list is shown: show a day with `date` first, or use `detail <movieCode>`."),
            (.rankOutOfRange(11, count: 10), "There is no rank 11: the list shown has ranks 1–10."),
            (.rankOutOfRange(1, count: 0), "There is no rank 1: the list shown is empty."),
            (.noTitleMatch("없는"), "No movie in the list shown has a title starting with '없는'."),
            (
                .ambiguous("스", matches: matches),
                "'스' matches several movies: 2 스파이더맨, 5 스즈메. Type more of the title, or the rank."
            ),
        ]
        for (error, text) in englishCases {
            #expect(english.text(for: error) == text)
        }
        let cases: [(DetailSelectionError, String)] = [
            (.noArgument, "어느 영화인가요? `detail N`(순위), `detail 영화코드` 또는 `detail 제목`으로 입력하세요."),
            (.noListShown, "보이는 목록이 없습니다: 먼저 `date`로 날짜를 보거나 `detail 영화코드`를 쓰세요."),
            (.rankOutOfRange(11, count: 10), "11위가 없습니다: 보이는 목록은 1–10위입니다."),
            (.rankOutOfRange(1, count: 0), "1위가 없습니다: 보이는 목록이 비어 있습니다."),
            (.noTitleMatch("없는"), "보이는 목록에 '없는'으로 시작하는 제목이 없습니다."),
            (.noTitleMatch("경관의"), "보이는 목록에 '경관의'로 시작하는 제목이 없습니다."),
            (.noTitleMatch("스파이더맨 노 웨이 홈"), "보이는 목록에 '스파이더맨 노 웨이 홈'으로 시작하는 제목이 없습니다."),
            (.noTitleMatch("Spider"), "보이는 목록에 'Spider'(으)로 시작하는 제목이 없습니다."),
            (.ambiguous("스", matches: matches), "'스'에 맞는 영화가 여럿입니다: 2 스파이더맨, 5 스즈메. 제목을 더 입력하거나 순위를 쓰세요."),
        ]
        for (error, text) in cases {
            #expect(korean.text(for: error) == text)
        }
    }

    @Test func theCallWarningsInBothLanguages() {
        #expect(korean.warning(for: KOBISCallBudget(calls: 10)) == nil)
        #expect(
            korean.warning(for: KOBISCallBudget(calls: 2_750))
                == "오늘 KOBIS 호출 3,000회 중 2,750회를 썼습니다: 250회 남았습니다.")
        #expect(
            english.warning(for: KOBISCallBudget(calls: 2_750))
                == "2,750 of the 3,000 KOBIS calls of today are used: 250 left.")
        #expect(korean.warning(for: KOBISCallBudget(calls: 3_000))?.contains("320011") == true)
        #expect(
            english.warning(for: KOBISCallBudget(calls: 3_000))?.contains("until tomorrow in Seoul") == true)
    }

    @Test func storeProblemsInBothLanguages() {
        let rebuilt = StoreProblem.rebuilt("/c/b.sqlite", .notADatabase, copy: "/c/b.sqlite.foreign-1")
        #expect(
            korean.storeWarning(rebuilt)
                == "저장소 /c/b.sqlite: 데이터베이스가 아닌 파일이므로 옮겨 두고 빈 저장소를 새로 만들었습니다(옮긴 파일: /c/b.sqlite.foreign-1).")
        #expect(
            english.storeWarning(rebuilt)
                == "the store /c/b.sqlite is not a database; it was moved aside to /c/b.sqlite.foreign-1 "
                + "and a new, empty store made")
        let copied = StoreProblem.rebuilt("/c/b.sqlite", .foreignTables, copy: "/c/b.sqlite.foreign-1")
        #expect(
            korean.storeWarning(copied)
                == "저장소 /c/b.sqlite: 다른 스키마의 테이블이 있는 파일이므로 사본을 남기고 그 자리에 빈 저장소를 새로 만들었습니다"
                + "(사본: /c/b.sqlite.foreign-1).")
        #expect(
            english.storeWarning(copied)
                == "the store /c/b.sqlite has tables of another schema; it was copied to /c/b.sqlite.foreign-1 "
                + "and a new, empty store made in its place")
        let folder = StoreProblem.folderNotWritable("/ro")
        // A read-only folder is a store that cannot be used there, not "no store".
        #expect(korean.storeWarning(folder) == "로컬 저장소를 쓸 수 없어 저장소 없이 실행합니다(캐시 폴더 /ro에 쓸 수 없습니다).")
        #expect(
            english.storeWarning(folder)
                == "the local store cannot be used (the cache folder /ro is not writable); working without it"
        )
        #expect(korean.noStore(folder) == "로컬 저장소를 쓸 수 없습니다: 캐시 폴더 /ro에 쓸 수 없습니다")
        #expect(
            english.noStore(folder) == "the local store cannot be used: the cache folder /ro is not writable")
        let none = StoreProblem.folderCannotBeCreated("/ro/boxoffice")
        #expect(korean.noStore(none) == "로컬 저장소가 없습니다: 캐시 폴더를 만들 수 없습니다: /ro/boxoffice")
        #expect(
            english.storeWarning(none)
                == "no local store (the cache folder /ro/boxoffice cannot be created); working without it")
        let opened = StoreProblem.unusable("/c/b.sqlite", .cannotOpen("unable to open database file"))
        #expect(
            korean.text(for: opened)
                == "저장소를 쓸 수 없습니다: /c/b.sqlite: 열 수 없는 파일(unable to open database file)")
        #expect(
            korean.storeCleared(path: "/c/b.sqlite") == "로컬 저장소를 비웠습니다(KOBIS 호출 횟수는 남겨 둠): /c/b.sqlite")
        #expect(
            english.storeCleared(path: "/c/b.sqlite")
                == "Cleared the local store /c/b.sqlite (KOBIS call counts kept).")
        let rebuildFailed = StoreProblem.cannotRebuild("/c/b.sqlite", .damaged)
        #expect(english.text(for: rebuildFailed) == "the store /c/b.sqlite cannot be rebuilt: is damaged")
        #expect(korean.text(for: rebuildFailed) == "저장소를 다시 만들 수 없습니다: /c/b.sqlite: 손상된 파일")
        #expect(english.text(for: .unreadable("/s")) == "the store /s cannot be read")
        #expect(
            english.text(for: .unusable("/s", .newerSchema))
                == "the store /s was written by a newer boxoffice")
    }

    @Test func theSettingsFileInBothLanguages() {
        let error = PreferencesError.notASettingsFile(path: "/s.json")
        #expect(korean.text(for: error) == "/s.json의 설정을 읽지 못해 기본값을 씁니다(이유: 설정 파일이 아님).")
        #expect(
            english.text(for: error)
                == "Could not read the settings in /s.json (not a settings file); using the defaults.")
        let unreadable = PreferencesError.unreadable(path: "/s.json", reason: .folderInTheWay)
        #expect(korean.text(for: unreadable) == "/s.json의 설정을 읽지 못해 기본값을 씁니다(이유: 그 자리에 폴더가 있음).")
        #expect(
            english.text(for: unreadable)
                == "Could not read the settings in /s.json (a folder is in the way); using the defaults.")
        let unwritable = PreferencesError.unwritable(path: "/s.json", reason: .fileInTheWay)
        #expect(korean.text(for: unwritable) == "설정을 /s.json에 저장하지 못했습니다(이유: 폴더 자리에 파일이 있음).")
        #expect(
            english.text(for: unwritable) == "Could not save the settings to /s.json (a file is in the way).")
    }

    @Test(arguments: Language.allCases)
    func everyFileProblemIsWordedInTheLanguage(language: Language) {
        let words = language.words(kobisKeySet: false)
        let named: [FileProblem] = [
            .permissionDenied, .folderInTheWay, .fileInTheWay, .noSpace, .linkLoop, .notRegularFile,
            .tooLarge(limit: 1 << 20),
        ]
        let texts = named.map(words.text(for:))
        #expect(Set(texts).count == named.count, "\(texts)")
        for text in texts {
            #expect(!text.isEmpty && !text.hasSuffix("."), "a reason goes inside a sentence: \(text)")
            #expect(text.unicodeScalars.contains { $0.value >= 0xAC00 } == (language == .korean), "\(text)")
        }
        #expect(words.text(for: .other("Input/output error")) == "Input/output error")
    }

    @Test func configurationProblemsNameTheVariableInBothLanguages() {
        let url = ConfigurationProblem.invalidBaseURL(
            .kobisBaseURL, value: "ftp://***/x", problem: .notHTTP,
            example: "https://www.kobis.or.kr/kobisopenapi/webservice/rest")
        #expect(
            english.text(for: url)
                == "KOBIS_BASE_URL 'ftp://***/x' cannot be used: it must start with http:// or https://. "
                + "Example: https://www.kobis.or.kr/kobisopenapi/webservice/rest")
        #expect(
            korean.text(for: url)
                == "KOBIS_BASE_URL 'ftp://***/x'은(는) 쓸 수 없습니다: http:// 또는 https://로 시작해야 합니다. "
                + "예: https://www.kobis.or.kr/kobisopenapi/webservice/rest")
        #expect(
            english.text(for: .invalidTimeout(value: "soon"))
                == "KOBIS_TIMEOUT 'soon' is not a positive number of seconds. Example: 10 or 2.5")
        #expect(
            korean.text(for: .invalidTimeout(value: "soon"))
                == "KOBIS_TIMEOUT 'soon'은(는) 0보다 큰 초 단위 숫자가 아닙니다. 예: 10 또는 2.5")
        #expect(
            english.text(for: .invalidMaxAge(.recentDayMaxAge, value: "-1"))
                == "BOXOFFICE_YESTERDAY_MAX_AGE '-1' is not a number of seconds (0 or more). Example: 3600")
        #expect(
            korean.text(for: .invalidMaxAge(.detailMaxAge, value: "-1"))
                == "BOXOFFICE_DETAIL_MAX_AGE '-1'은 0 이상의 초 단위 숫자가 아닙니다. 예: 3600")
        let kakao = ConfigurationProblem.invalidBaseURL(
            .kakaoBaseURL, value: "h", problem: .noHost, example: "https://dapi.kakao.com")
        #expect(english.text(for: kakao).hasPrefix("KAKAO_BASE_URL 'h' cannot be used: it has no host name."))
        for problem in ConfigurationProblem.BaseURLProblem.allCases {
            let text = korean.text(
                for: .invalidBaseURL(.kakaoBaseURL, value: "v", problem: problem, example: "e"))
            #expect(text.hasPrefix("KAKAO_BASE_URL 'v'은(는) 쓸 수 없습니다: ") && text.hasSuffix(". 예: e"))
        }
    }

    @Test func hostileDatesAreWordedShortInBothLanguages() {
        let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_641_438_000) })
        for input in HostileText.cases(seed: 0xDA7E, count: 200, maxPieces: 4) {
            do {
                try calendar.validate(try calendar.date(from: input))
            } catch {
                for words: any Words in [korean, english] {
                    let text = words.text(for: error)
                    #expect(!text.isEmpty && text.count < 250, "\(TerminalSafety.visible(input))")
                }
            }
        }
    }
}

@Suite("A days-back refusal quotes a pasted number short")
struct DaysBackRefusalWordsTests {
    @Test(
        arguments: [
            ("-3", "-3", "-3"), ("-9999", "-9999", "-9999"), ("-99999", "-99999", "-3"),
            (String(repeating: "9", count: 30), String(repeating: "9", count: 12) + "…", "-3"),
        ])
    func shortened(typed: String, shown: String, example: String) {
        #expect(
            EnglishWords().daysBackNotTaken(typed, command: "trend", usage: "trend MOVIE")
                == "trend takes no day: \(shown) (days back) is for the commands that take one, as in `date \(example)`. "
                + "Usage is `trend MOVIE`.")
        #expect(
            KoreanWords().daysBackNotTaken(typed, command: "trend", usage: "trend MOVIE").contains(
                "`date \(example)`처럼"))
    }
}
