import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeTestSupport
import Testing

/// Every failure in Korean and in English: one line each, the service and its setting named,
/// and no message suggests setting a key that is set.
struct FailureWordsTests {
    let korean = KoreanWords()
    let english = EnglishWords()

    static let failures: [BoxOfficeFailure] = [
        .missingAPIKey, .invalidAPIKey, .quotaExceeded, .apiFault(code: "320002", message: "x"),
        .httpStatus(500), .httpStatus(401, service: .kakao), .httpStatus(404, service: .posterImage),
        .timedOut(seconds: 2.5), .timedOut(seconds: 10, service: .kakao),
        .unreachable(.refused(server: "127.0.0.1:1")),
        .unreachable(.unusableAddress(server: "h")), .unreachable(.unusableBaseURL, service: .kakao),
        .undecodableResponse(.notJSON(startingWith: "<html>"), service: .kakao),
        .notInDemoData(.earliest, available: [.earliest]),
        .cancelled, .movieNotFound("20199882"), .movieNotInDemoData("20000001", available: ["20199882"]),
        .invalidDate(.empty), .answerExceeded(.size(bytes: 4 * 1_048_576)),
        .answerExceeded(.time(seconds: 5, receivedBytes: 1_000), service: .kakao),
        .unreachable(.redirectRefused(to: "127.0.0.2:8080", .keyWouldLeaveItsServer)),
        .chartNotInDemoData(ChartRequest(.weekly, containing: .earliest)),
        .personNotFound("10031641"), .companyNotFound("20100558"),
        .chartNotKept(
            .stub(date: .earliest), StoreWriteFailure(file: "/c/boxoffice.sqlite", reason: .readOnly)),
        .detailNotKept(
            .stub(code: "20199882"), StoreWriteFailure(file: "/c/boxoffice.sqlite", reason: .readOnly)),
        .searchTooLong(limit: 100),
        .callNotCounted(StoreWriteFailure(file: "/c/boxoffice.sqlite", reason: .full)),
    ]

    /// Which case `failure` is; with no `default`, a new case does not compile until it is here.
    static func caseNumber(_ failure: BoxOfficeFailure) -> Int {
        switch failure {
        case .invalidDate: 0
        case .missingAPIKey: 1
        case .invalidAPIKey: 2
        case .quotaExceeded: 3
        case .apiFault: 4
        case .httpStatus: 5
        case .timedOut: 6
        case .unreachable: 7
        case .undecodableResponse: 8
        case .notInDemoData: 9
        case .cancelled: 10
        case .movieNotFound: 11
        case .movieNotInDemoData: 12
        case .answerExceeded: 13
        case .chartNotInDemoData: 14
        case .personNotFound: 15
        case .companyNotFound: 16
        case .chartNotKept: 17
        case .detailNotKept: 18
        case .searchTooLong: 19
        case .callNotCounted: 20
        }
    }

    @Test func theFailuresHereAreEveryCase() {
        #expect(Set(Self.failures.map(Self.caseNumber)) == Set(0...20))
    }

    @Test(arguments: failures)
    func everyFailureIsOneLineInEitherLanguage(failure: BoxOfficeFailure) {
        let english = english.text(for: failure)
        #expect(!english.isEmpty && !english.contains("\n"), "\(english)")
        let korean = korean.text(for: failure)
        #expect(korean != english)
        #expect(english.hasSuffix("."), "\(english)")
        #expect(!english.contains { ("가"..."힣").contains($0) }, "\(english)")
        #expect(!korean.contains("\n") && korean.contains { ("가"..."힣").contains($0) }, "\(korean)")
    }

    @Test(arguments: failures)
    func withAKeySetNoFailureSuggestsSettingIt(failure: BoxOfficeFailure) {
        // A missing key is the one failure that cannot happen with a key set.
        guard failure != .missingAPIKey else { return }
        for words: any Words in [KoreanWords(kobisKeySet: true), EnglishWords(kobisKeySet: true)] {
            let text = words.text(for: failure)
            #expect(!text.contains("KOBIS_API_KEY를 설정"), "\(text)")
            #expect(!text.lowercased().contains("set kobis_api_key"), "\(text)")
        }
    }

    @Test func theCancelledFailureIsTheCancelledText() {
        #expect(english.text(for: .cancelled) == "Cancelled.")
        #expect(english.text(for: .cancelled) == english.cancelled)
        #expect(korean.text(for: .cancelled) == "취소했습니다.")
        #expect(korean.text(for: .cancelled) == korean.cancelled)
    }

    @Test func theKOBISFaultsNameTheirCodesAndWhatToDo() {
        #expect(korean.text(for: .invalidAPIKey) == "KOBIS가 키를 거부했습니다(320010): KOBIS_API_KEY를 확인하세요.")
        #expect(
            english.text(for: .invalidAPIKey)
                == "KOBIS refused the key (320010): check KOBIS_API_KEY.")
        #expect(korean.text(for: .quotaExceeded) == "오늘 KOBIS 호출 한도(3,000회)를 다 썼습니다(320011). 내일 다시 시도하세요.")
        #expect(
            english.text(for: .quotaExceeded)
                == "This key has used up its 3,000 KOBIS calls for today (320011): try again tomorrow.")
        #expect(
            english.text(for: .missingAPIKey)
                == "No KOBIS key: set KOBIS_API_KEY for live data, or use --demo.")
        #expect(korean.text(for: .apiFault(code: "320002", message: "ERR")) == "KOBIS가 오류 320002로 답했습니다: ERR")
        #expect(korean.text(for: .apiFault(code: "320010", message: "E")) == "KOBIS가 오류 320010으로 답했습니다: E")
        #expect(korean.text(for: .apiFault(code: "320011", message: "E")) == "KOBIS가 오류 320011로 답했습니다: E")
        #expect(
            english.text(for: .apiFault(code: "320002", message: "ERR"))
                == "KOBIS answered with error 320002: ERR.")
        #expect(english.text(for: .movieNotFound("20199882")) == "KOBIS has no movie with the code 20199882.")
    }

    @Test func kobisNetworkFailuresNameKOBISAndItsSetting() {
        #expect(
            english.text(for: .timedOut(seconds: 1))
                == "No answer from KOBIS within 1 s: try again, or raise KOBIS_TIMEOUT.")
        #expect(
            english.text(for: .timedOut(seconds: 0.5, service: .kobis))
                == "No answer from KOBIS within 0.5 s: try again, or raise KOBIS_TIMEOUT.")
        #expect(
            english.text(for: .unreachable(.refused(server: "127.0.0.1:9")))
                == "KOBIS could not be reached: 127.0.0.1:9 refused the connection.")
        #expect(
            english.text(for: .undecodableResponse(.emptyBody))
                == "KOBIS's answer could not be read: the body is empty.")
        #expect(english.text(for: .httpStatus(500)) == "The KOBIS server answered HTTP 500.")
        #expect(english.text(for: .httpStatus(401)) == "The KOBIS server answered HTTP 401.")
        #expect(
            korean.text(for: .timedOut(seconds: 2.5))
                == "KOBIS에서 2.5초 안에 답이 없습니다: 다시 시도하거나 KOBIS_TIMEOUT을 늘리세요.")
        #expect(korean.text(for: .timedOut(seconds: 10, service: .kakao)).hasPrefix("카카오에서 10초 안에"))
        #expect(korean.text(for: .httpStatus(500)) == "KOBIS 서버가 HTTP 500으로 답했습니다.")
        #expect(korean.text(for: .httpStatus(404, service: .posterImage)) == "포스터 이미지 서버가 HTTP 404로 답했습니다.")
        #expect(korean.text(for: .httpStatus(503)) == "KOBIS 서버가 HTTP 503으로 답했습니다.")
        #expect(
            korean.text(for: .unreachable(.refused(server: "127.0.0.1:1")))
                == "KOBIS에 연결하지 못했습니다(연결 거부: 127.0.0.1:1).")
    }

    @Test func kakaoFailuresNameKakao() {
        #expect(
            english.text(for: .timedOut(seconds: 5, service: .kakao))
                == "No answer from Kakao within 5 s: try again, or raise KOBIS_TIMEOUT (it limits every request)."
        )
        #expect(
            english.text(for: .unreachable(.refused(server: "127.0.0.1:9"), service: .kakao))
                == "Kakao could not be reached: 127.0.0.1:9 refused the connection.")
        #expect(
            english.text(for: .undecodableResponse(.emptyBody, service: .kakao))
                == "Kakao answered with something that is not an image search answer: the body is empty.")
        #expect(english.text(for: .httpStatus(500, service: .kakao)) == "The Kakao server answered HTTP 500.")
        #expect(
            korean.text(for: .httpStatus(401, service: .kakao))
                == "카카오가 키를 거부했습니다(HTTP 401): KAKAO_REST_API_KEY를 확인하세요.")
        for failure in Self.failures where failure != .httpStatus(401, service: .kakao) {
            #expect(!korean.text(for: failure).contains("KAKAO_REST"), "\(failure)")
        }
    }

    @Test(arguments: [
        (400, "Kakao rejected the search (HTTP 400)."),
        (401, "Kakao refused the key (HTTP 401): check KAKAO_REST_API_KEY."),
        (403, "Kakao refused the search (HTTP 403): check the app's permissions."),
        (429, "Too many Kakao searches (HTTP 429): try again later."),
    ])
    func kakaoStatusesWithAMeaningAreExplained(status: Int, expected: String) {
        #expect(english.text(for: .httpStatus(status, service: .kakao)) == expected)
        #expect(korean.text(for: .httpStatus(status, service: .kakao)).contains("(HTTP \(status))"))
    }

    @Test func posterImageFailuresNameTheImageServer() {
        #expect(
            english.text(for: .answerExceeded(.size(bytes: 8 * 1_048_576), service: .posterImage))
                == "The poster image server's answer grew past 8 MB and was not read further: try again later."
        )
        #expect(
            english.text(for: .unreachable(.refused(server: "img.example"), service: .posterImage))
                == "The poster image server could not be reached: img.example refused the connection.")
        #expect(
            english.text(for: .timedOut(seconds: 2, service: .posterImage))
                == "No answer from the poster image server within 2 s: try again, or raise KOBIS_TIMEOUT "
                + "(it limits every request).")
        #expect(
            english.text(for: .httpStatus(401, service: .posterImage))
                == "The poster image server answered HTTP 401.")
    }

    @Test(arguments: [RemoteService.kakao, .posterImage])
    func noOtherServiceIsCalledKOBIS(service: RemoteService) {
        let failures: [BoxOfficeFailure] = [
            .httpStatus(500, service: service), .httpStatus(401, service: service),
            .timedOut(seconds: 1, service: service), .unreachable("why", service: service),
            .unreachable(.unusableAddress(server: "h"), service: service),
            .undecodableResponse("why", service: service),
        ]
        for failure in failures {
            let text = english.text(for: failure)
            #expect(!text.contains("KOBIS "), "\(text)")
            #expect(!text.contains("box office"), "\(text)")
            #expect(!text.contains("KOBIS_BASE_URL"), "\(text)")
            #expect(!korean.text(for: failure).contains("KOBIS_BASE_URL"), "\(failure)")
        }
    }

    @Test func theDemoDataSaysWhichDaysItHasWithoutRepeatingTheStartUpHint() {
        let day = BoxOfficeDate(year: 2022, month: 1, day: 6) ?? .earliest
        let earlier = BoxOfficeDate(year: 2022, month: 1, day: 5) ?? .earliest
        let failure = BoxOfficeFailure.notInDemoData(day, available: [earlier, day])
        #expect(korean.text(for: failure) == "2022-01-06은 데모 자료에 없습니다(있는 날: 2022-01-05, 2022-01-06).")
        #expect(
            english.text(for: failure) == "2022-01-06 is not in the demo data; it has 2022-01-05, 2022-01-06."
        )
        let fourth = BoxOfficeDate(year: 2022, month: 1, day: 4) ?? .earliest
        #expect(korean.text(for: .notInDemoData(fourth, available: [earlier])).hasPrefix("2022-01-04는 데모"))
        for words: any Words in [korean, english, KoreanWords(kobisKeySet: true)] {
            #expect(!words.text(for: failure).contains("KOBIS_API_KEY"))
            #expect(!words.text(for: failure).contains("--demo"))
        }
    }

    @Test func aDetailMissingFromTheDemoSaysHowToGetLiveData() {
        let failure = BoxOfficeFailure.movieNotInDemoData("20000001", available: ["20199882"])
        #expect(
            english.text(for: failure)
                == "The detail of movie 20000001 is not in the demo data; it has 20199882. "
                + "Set KOBIS_API_KEY for live data.")
        #expect(
            EnglishWords(kobisKeySet: true).text(for: failure)
                == "The detail of movie 20000001 is not in the demo data; it has 20199882. "
                + "Run without --demo for live data.")
        #expect(korean.text(for: failure).hasSuffix(" 실시간 자료는 KOBIS_API_KEY를 설정하세요."))
        #expect(KoreanWords(kobisKeySet: true).text(for: failure).hasSuffix(" 실시간 자료는 --demo 없이 실행하세요."))
    }
}
