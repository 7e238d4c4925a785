import BoxOfficeDomain
import BoxOfficePresentation
import Testing

/// Every failure, date error, selection error and notice in Korean and in English: English is
/// the Domain's own sentence, Korean says the same with the command words, variables and codes
/// kept, and no message suggests setting a key that is set.
struct MessageWordingTests {
    let korean = MessageWording(.korean)
    let english = MessageWording(.english)
    let day = BoxOfficeDate(year: 2022, month: 1, day: 6) ?? .earliest
    let earlier = BoxOfficeDate(year: 2022, month: 1, day: 5) ?? .earliest

    static let failures: [BoxOfficeFailure] = [
        .missingAPIKey, .invalidAPIKey, .quotaExceeded, .apiFault(code: "320002", message: "x"),
        .httpStatus(500), .httpStatus(401, service: .kakao), .httpStatus(404, service: .posterImage),
        .timedOut(seconds: 2.5), .timedOut(seconds: 10, service: .kakao),
        .unreachable(.refused(server: "127.0.0.1:1")),
        .undecodableResponse(.notJSON(startingWith: "<html>"), service: .kakao),
        .notInDemoData(.earliest, available: [.earliest]),
        .cancelled, .movieNotFound("20199882"), .movieNotInDemoData("20000001", available: ["20199882"]),
        .invalidDate(.empty),
    ]

    @Test(arguments: failures)
    func everyFailureIsOneLineInEitherLanguage(failure: BoxOfficeFailure) {
        if case .notInDemoData = failure {
            // The start-up line already says how to get live data.
            #expect(english.text(for: failure) == failure.description(suggestingKey: false))
        } else {
            #expect(english.text(for: failure) == failure.description)
        }
        let text = korean.text(for: failure)
        #expect(text != failure.description)
        #expect(!text.contains("\n") && text.contains { ("가"..."힣").contains($0) }, "\(text)")
    }

    @Test func theKOBISFaultsNameTheirCodesAndWhatToDo() {
        #expect(korean.text(for: .invalidAPIKey) == "KOBIS가 키를 거부했습니다(320010): KOBIS_API_KEY를 확인하세요.")
        #expect(english.text(for: .invalidAPIKey).contains("check KOBIS_API_KEY"))
        #expect(korean.text(for: .quotaExceeded) == "오늘 KOBIS 호출 한도(3,000회)를 다 썼습니다(320011). 내일 다시 시도하세요.")
        #expect(english.text(for: .quotaExceeded).contains("try again tomorrow"))
        #expect(korean.text(for: .apiFault(code: "320002", message: "ERR")) == "KOBIS가 오류 320002로 답했습니다: ERR")
        #expect(korean.text(for: .apiFault(code: "320010", message: "E")) == "KOBIS가 오류 320010으로 답했습니다: E")
        #expect(korean.text(for: .apiFault(code: "320011", message: "E")) == "KOBIS가 오류 320011로 답했습니다: E")
    }

    @Test func networkFailuresNameTheServiceAndItsSetting() {
        #expect(
            korean.text(for: .timedOut(seconds: 2.5))
                == "KOBIS에서 2.5초 안에 답이 없습니다: 다시 시도하거나 KOBIS_TIMEOUT을 늘리세요.")
        #expect(korean.text(for: .timedOut(seconds: 10, service: .kakao)).hasPrefix("카카오에서 10초 안에"))
        #expect(korean.text(for: .httpStatus(500)) == "KOBIS 서버가 HTTP 500으로 답했습니다.")
        #expect(korean.text(for: .httpStatus(404, service: .posterImage)) == "포스터 이미지 서버가 HTTP 404로 답했습니다.")
        #expect(korean.text(for: .httpStatus(503)) == "KOBIS 서버가 HTTP 503으로 답했습니다.")
        #expect(english.text(for: .httpStatus(500)) == "The KOBIS server answered HTTP 500.")
        #expect(
            korean.text(for: .httpStatus(401, service: .kakao))
                == "카카오가 키를 거부했습니다(HTTP 401): KAKAO_REST_API_KEY를 확인하세요.")
        let unreachable = BoxOfficeFailure.unreachable(.refused(server: "127.0.0.1:1"))
        #expect(korean.text(for: unreachable) == "KOBIS에 연결하지 못했습니다(연결 거부: 127.0.0.1:1).")
        #expect(
            english.text(for: unreachable) == "KOBIS could not be reached: 127.0.0.1:1 refused the connection"
        )
        for failure in Self.failures where failure != .httpStatus(401, service: .kakao) {
            #expect(!korean.text(for: failure).contains("KAKAO"), "\(failure)")
        }
    }

    @Test func theDemoDataSaysWhichDaysItHasWithoutRepeatingTheStartUpHint() {
        let failure = BoxOfficeFailure.notInDemoData(day, available: [earlier, day])
        #expect(korean.text(for: failure) == "2022-01-06은 데모 자료에 없습니다(있는 날: 2022-01-05, 2022-01-06).")
        #expect(
            english.text(for: failure) == "2022-01-06 is not in the demo data; it has 2022-01-05, 2022-01-06."
        )
        let fourth = BoxOfficeDate(year: 2022, month: 1, day: 4) ?? .earliest
        #expect(korean.text(for: .notInDemoData(fourth, available: [earlier])).hasPrefix("2022-01-04는 데모"))
        for wording in [korean, english, MessageWording(.korean, kobisKeySet: true)] {
            #expect(!wording.text(for: failure).contains("KOBIS_API_KEY"))
            #expect(!wording.text(for: failure).contains("--demo"))
        }
    }

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
        let wording = MessageWording(language, kobisKeySet: true)
        let texts = [
            wording.text(for: .movieNotInDemoData("20000001", available: ["20199882"])),
            wording.demoAnnouncement(days: 4),
        ]
        for text in texts {
            #expect(!text.contains("KOBIS_API_KEY를 설정") && !text.contains("set KOBIS_API_KEY"), "\(text)")
            #expect(!text.contains("Set KOBIS_API_KEY"), "\(text)")
            #expect(text.contains("--demo"), "\(text)")
        }
        #expect(MessageWording(language).demoAnnouncement(days: 4).contains("KOBIS_API_KEY"))
    }

    @Test func theDemoAnnouncementInBothLanguages() {
        #expect(korean.demoAnnouncement(days: 4) == "데모 자료(KOBIS 4일치). 실시간 자료는 KOBIS_API_KEY를 설정하세요.")
        #expect(
            english.demoAnnouncement(days: 4)
                == "demo data (4 days of KOBIS figures); set KOBIS_API_KEY for live data.")
        #expect(
            MessageWording(.english, kobisKeySet: true).demoAnnouncement(days: 4)
                == "demo data (4 days of KOBIS figures), as asked with --demo; KOBIS_API_KEY is not used.")
    }

    @Test func dateErrorsInBothLanguages() {
        #expect(
            korean.text(for: DateInputError.malformed("2099"))
                == "'2099'는 날짜가 아닙니다: YYYYMMDD, YYYY-MM-DD, M/D, yesterday, -N(며칠 전) 형식으로 입력하세요.")
        #expect(
            english.text(for: DateInputError.malformed("2099"))
                == DateInputError.malformed("2099").description)
        #expect(
            korean.text(for: DateInputError.today(day)) == "오늘 날짜는 집계중입니다(2022-01-06). 어제 자료는 yesterday로 보세요."
        )
        #expect(english.text(for: DateInputError.today(day)).hasPrefix("2022-01-06 is today"))
        #expect(korean.text(for: .invalidDate(.today(day))) == korean.text(for: DateInputError.today(day)))
        let all: [DateInputError] = [
            .empty, .malformed("x"), .malformedMonth("x"), .nonexistent("2023-02-30"),
            .beforeEarliest(.earliest),
            .today(day), .future(day, latest: earlier),
        ]
        for error in all {
            #expect(english.text(for: error) == error.description)
            #expect(korean.text(for: error) != error.description, "\(error)")
        }
        #expect(korean.text(for: DateInputError.future(day, latest: earlier)).contains("2022-01-05"))
        let november = BoxOfficeDate(year: 2026, month: 11, day: 18) ?? .earliest
        #expect(
            korean.text(for: DateInputError.future(november, latest: earlier)).hasPrefix("2026-11-18은 아직"))
        #expect(korean.text(for: DateInputError.malformedMonth("2022")).hasPrefix("'2022'는 월이 아닙니다"))
        #expect(korean.text(for: DateInputError.malformedMonth("2023")).hasPrefix("'2023'은 월이 아닙니다"))
        #expect(korean.text(for: DateInputError.malformed("abc")).hasPrefix("'abc'은(는) 날짜가"))
        #expect(korean.notAMovieCode("1234").hasPrefix("'1234'는 영화 코드가"))
    }

    @Test func detailSelectionErrorsInBothLanguages() {
        let matches = [DetailSelectionError.Match(rank: 2, title: "스파이더맨"), .init(rank: 5, title: "스즈메")]
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
            #expect(english.text(for: error) == error.description)
        }
        #expect(english.text(for: DetailSelectionError.noListShown).hasPrefix("No list is shown"))
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
        let rebuilt = StoreProblem.rebuilt("/c/b.sqlite", .notADatabase)
        #expect(korean.storeWarning(rebuilt) == "저장소 /c/b.sqlite: 데이터베이스가 아닌 파일이므로 비운 채 다시 만들었습니다.")
        #expect(
            english.storeWarning(rebuilt) == "the store /c/b.sqlite is not a database; it was rebuilt empty")
        let folder = StoreProblem.folderNotWritable("/ro")
        #expect(korean.storeWarning(folder) == "로컬 저장소 없이 실행합니다(캐시 폴더 /ro에 쓸 수 없습니다).")
        #expect(
            english.storeWarning(folder)
                == "no local store (the cache folder /ro is not writable); working without it")
        #expect(korean.noStore(folder) == "로컬 저장소가 없습니다: 캐시 폴더 /ro에 쓸 수 없습니다")
        #expect(english.noStore(folder) == "no local store: the cache folder /ro is not writable")
        let opened = StoreProblem.unusable("/c/b.sqlite", .cannotOpen("unable to open database file"))
        #expect(
            korean.text(for: opened)
                == "저장소를 쓸 수 없습니다: /c/b.sqlite: 열 수 없는 파일(unable to open database file)")
        #expect(
            korean.storeCleared(path: "/c/b.sqlite") == "로컬 저장소를 비웠습니다(KOBIS 호출 횟수는 남겨 둠): /c/b.sqlite")
        #expect(
            english.storeCleared(path: "/c/b.sqlite")
                == "Cleared the local store /c/b.sqlite (KOBIS call counts kept).")
    }

    @Test func theSettingsFileInBothLanguages() {
        let error = PreferencesError.unreadable(path: "/s.json", reason: "not JSON")
        #expect(korean.text(for: error) == "/s.json의 설정을 읽지 못해 기본값을 씁니다(이유: not JSON).")
        #expect(english.text(for: error) == error.description)
    }
}
