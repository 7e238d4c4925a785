import BoxOfficeDomain
import BoxOfficePresentation
import Testing

/// Why a service could not be reached or read, in both languages: English after a colon,
/// Korean a short phrase in parentheses with no particle after a host.
struct FailureReasonWordsTests {
    let korean = KoreanWords()
    let english = EnglishWords()

    @Test(arguments: [
        (
            NetworkProblem.refused(server: "127.0.0.1:1"), "127.0.0.1:1 refused the connection",
            "연결 거부: 127.0.0.1:1"
        ),
        (.refused(server: nil), "the server refused the connection", "연결 거부"),
        (
            .hostNotFound(server: "www.kobis.or.kr"), "the host name of www.kobis.or.kr could not be found",
            "호스트 이름을 찾을 수 없음: www.kobis.or.kr"
        ),
        (.offline, "this machine is not connected to the internet", "인터넷에 연결되어 있지 않음"),
        (.connectionLost(server: "h:8080"), "the connection to h:8080 was lost", "연결이 끊어짐: h:8080"),
        (.insecureConnection(server: "h"), "no secure connection could be made to h", "보안 연결을 만들 수 없음: h"),
        (.notHTTPAddress, "the poster address is not an http(s) URL", "포스터 주소가 http(s) URL이 아님"),
        (
            .tooManyRedirects(server: "h"), "h redirected the request too often or nowhere",
            "리디렉션이 너무 많거나 갈 곳이 없음: h"
        ),
        (.otherError(code: -1_008, server: "h"), "network error -1008 talking to h", "네트워크 오류 -1008: h"),
        (.requestFailed(errorType: "Odd"), "the request failed (Odd)", "요청 실패: Odd"),
        (
            .redirectRefused(to: "127.0.0.2:8080", .keyWouldLeaveItsServer),
            "it redirected to 127.0.0.2:8080, another server, which is not sent the key",
            "다른 서버로 리디렉션해 키를 보내지 않음: 127.0.0.2:8080"
        ),
        (
            .redirectRefused(to: "h:80", .downgradeToHTTP),
            "it redirected from https to plain http (h:80), which is not followed",
            "https에서 http로 리디렉션해 따르지 않음: h:80"
        ),
        (.text("system words"), "system words", "system words"),
    ])
    func everyNetworkProblemInBothLanguages(problem: NetworkProblem, english: String, korean: String) {
        let failure = BoxOfficeFailure.unreachable(problem)
        #expect(self.korean.text(for: failure) == "KOBIS에 연결하지 못했습니다(\(korean)).")
        #expect(self.english.text(for: failure) == "KOBIS could not be reached: " + english + ".")
    }

    @Test func aReasonThatEndsAsASentenceGetsNoSecondPeriod() {
        #expect(
            english.text(for: .unreachable(.text("Connection reset by peer.")))
                == "KOBIS could not be reached: Connection reset by peer.")
        #expect(
            english.text(for: .undecodableResponse(.text("Bad answer!")))
                == "KOBIS's answer could not be read: Bad answer!")
        #expect(
            english.text(for: .apiFault(code: "320010", message: "유효하지않은 키값입니다."))
                == "KOBIS answered with error 320010: 유효하지않은 키값입니다.")
    }

    @Test func anUnusableAddressSaysWhichSettingToCheck() {
        #expect(
            english.text(for: .unreachable(.unusableAddress(server: "h:8080")))
                == "KOBIS could not be reached: the address of h:8080 cannot be used (check KOBIS_BASE_URL).")
        #expect(
            korean.text(for: .unreachable(.unusableAddress(server: "h:8080")))
                == "KOBIS에 연결하지 못했습니다(쓸 수 없는 주소: h:8080). KOBIS_BASE_URL 값을 확인하세요.")
        #expect(
            english.text(for: .unreachable(.unusableBaseURL, service: .kakao))
                == "Kakao could not be reached: the base URL cannot be used (check KAKAO_BASE_URL).")
        #expect(
            korean.text(for: .unreachable(.unusableBaseURL))
                == "KOBIS에 연결하지 못했습니다(기본 URL을 쓸 수 없음). KOBIS_BASE_URL 값을 확인하세요.")
        // A poster's image is fetched wherever Kakao points: no setting names its server.
        #expect(
            english.text(for: .unreachable(.unusableAddress(server: "img.example"), service: .posterImage))
                == "The poster image server could not be reached: the address of img.example cannot be used.")
        #expect(
            korean.text(for: .unreachable(.unusableAddress(server: "h"), service: .posterImage))
                == "포스터 이미지 서버에 연결하지 못했습니다(쓸 수 없는 주소: h).")
    }

    @Test(arguments: [
        (ResponseProblem.notHTTPResponse, "the answer is not an HTTP response", "HTTP 응답이 아님"),
        (.brokenHTTPAnswer(server: "h:8080"), "h:8080 sent a broken HTTP answer", "깨진 HTTP 응답: h:8080"),
        (.brokenHTTPAnswer(server: nil), "the server sent a broken HTTP answer", "깨진 HTTP 응답"),
        (.emptyBody, "the body is empty", "본문이 비어 있음"),
        (
            .notJSON(startingWith: "<html>…"), "the body is not JSON (it starts with '<html>…')",
            "JSON이 아님, 시작: '<html>…'"
        ),
        (
            .missingField(path: "boxOfficeResult"), "the field 'boxOfficeResult' is missing",
            "필드 없음: 'boxOfficeResult'"
        ),
        (
            .wrongType(path: "a[0].rank"), "the field 'a[0].rank' holds the wrong kind of value",
            "값의 종류가 맞지 않는 필드: 'a[0].rank'"
        ),
        (.wrongType(path: ""), "the body is not a JSON object", "본문이 JSON 객체가 아님"),
        (
            .unexpectedValue(field: "audiCnt", value: "1,234", row: "2", expected: .wholeNumber),
            "audiCnt of row 2 is '1,234', expected a whole number", "행 2의 audiCnt: '1,234', 기대값: 정수"
        ),
        (
            .unexpectedValue(field: "salesShare", value: "inf", row: "2", expected: .number),
            "salesShare of row 2 is 'inf', expected a number", "행 2의 salesShare: 'inf', 기대값: 숫자"
        ),
        (
            .unexpectedValue(
                field: "openDt", value: "x", row: "movieInfo", expected: .date(format: "yyyyMMdd")),
            "openDt in movieInfo is 'x', expected a yyyyMMdd date",
            "movieInfo의 openDt: 'x', 기대값: yyyyMMdd 형식의 날짜"
        ),
        (
            .unexpectedValue(field: "rankOldAndNew", value: "X", row: "1", expected: .oneOf(["OLD", "NEW"])),
            "rankOldAndNew of row 1 is 'X', expected OLD or NEW", "행 1의 rankOldAndNew: 'X', 기대값: OLD 또는 NEW"
        ),
        (.notImageSearchAnswer, "the body is not an image search answer", "검색 결과의 형식이 아님"),
        (.text("system words"), "system words", "system words"),
    ])
    func everyResponseProblemInBothLanguages(problem: ResponseProblem, english: String, korean: String) {
        let failure = BoxOfficeFailure.undecodableResponse(problem)
        #expect(self.korean.text(for: failure) == "KOBIS의 답을 읽을 수 없습니다(\(korean)).")
        #expect(self.english.text(for: failure) == "KOBIS's answer could not be read: " + english + ".")
    }

    @Test func everyServiceIsNamedInKorean() {
        #expect(
            korean.text(for: .unreachable(.unusableBaseURL, service: .kakao))
                == "카카오에 연결하지 못했습니다(기본 URL을 쓸 수 없음). KAKAO_BASE_URL 값을 확인하세요.")
        #expect(
            korean.text(for: .unreachable(.notHTTPAddress, service: .posterImage))
                == "포스터 이미지 서버에 연결하지 못했습니다(포스터 주소가 http(s) URL이 아님).")
        #expect(
            korean.text(for: .undecodableResponse(.notImageSearchAnswer, service: .kakao))
                == "카카오의 답을 이미지 검색 결과로 읽을 수 없습니다(검색 결과의 형식이 아님).")
        #expect(
            korean.text(for: .answerExceeded(.size(bytes: 8 * 1_048_576), service: .posterImage))
                == "포스터 이미지 서버의 답이 너무 커서(8 MB 초과) 읽기를 멈췄습니다. 잠시 후 다시 시도하세요.")
    }

    @Test func noKoreanReasonOfOursIsLeftInEnglish() {
        let problems: [NetworkProblem] = [
            .refused(server: "h"), .hostNotFound(server: "h"), .offline, .connectionLost(server: "h"),
            .insecureConnection(server: "h"), .unusableAddress(server: "h"), .unusableBaseURL,
            .tooManyRedirects(server: "h"), .otherError(code: 1, server: "h"),
            .redirectRefused(to: "h", .keyWouldLeaveItsServer), .redirectRefused(to: "h", .downgradeToHTTP),
        ]
        for problem in problems {
            let text = korean.text(for: .unreachable(problem))
            #expect(!text.contains("the ") && !text.contains("refused") && !text.contains("could"), "\(text)")
        }
    }
}
