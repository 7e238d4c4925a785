import BoxOfficeDomain
import BoxOfficePresentation
import Testing

/// Why a service could not be reached or read, in both languages: English is the Domain's
/// sentence, Korean a short phrase in parentheses with no particle after a host.
struct FailureReasonWordingTests {
    let korean = MessageWording(.korean)
    let english = MessageWording(.english)

    @Test(arguments: [
        (NetworkProblem.refused(server: "127.0.0.1:1"), "KOBIS에 연결하지 못했습니다(연결 거부: 127.0.0.1:1)."),
        (.refused(server: nil), "KOBIS에 연결하지 못했습니다(연결 거부)."),
        (.hostNotFound(server: "www.kobis.or.kr"), "KOBIS에 연결하지 못했습니다(호스트 이름을 찾을 수 없음: www.kobis.or.kr)."),
        (.offline, "KOBIS에 연결하지 못했습니다(인터넷에 연결되어 있지 않음)."),
        (.connectionLost(server: "h:8080"), "KOBIS에 연결하지 못했습니다(연결이 끊어짐: h:8080)."),
        (.insecureConnection(server: "h"), "KOBIS에 연결하지 못했습니다(보안 연결을 만들 수 없음: h)."),
        (
            .unusableAddress(server: "h:8080", setting: "KOBIS_BASE_URL"),
            "KOBIS에 연결하지 못했습니다(쓸 수 없는 주소: h:8080). KOBIS_BASE_URL 값을 확인하세요."
        ),
        (.unusableAddress(server: "h", setting: nil), "KOBIS에 연결하지 못했습니다(쓸 수 없는 주소: h)."),
        (
            .unusableBaseURL(setting: "KOBIS_BASE_URL"),
            "KOBIS에 연결하지 못했습니다(기본 URL을 쓸 수 없음). KOBIS_BASE_URL 값을 확인하세요."
        ),
        (.notHTTPAddress, "KOBIS에 연결하지 못했습니다(포스터 주소가 http(s) URL이 아님)."),
        (.tooManyRedirects(server: "h"), "KOBIS에 연결하지 못했습니다(리디렉션이 너무 많거나 갈 곳이 없음: h)."),
        (.otherError(code: -1_008, server: "h"), "KOBIS에 연결하지 못했습니다(네트워크 오류 -1008: h)."),
        (.requestFailed(errorType: "Odd"), "KOBIS에 연결하지 못했습니다(요청 실패: Odd)."),
        (.text("system words"), "KOBIS에 연결하지 못했습니다(system words)."),
    ])
    func everyNetworkProblemInBothLanguages(problem: NetworkProblem, expected: String) {
        let failure = BoxOfficeFailure.unreachable(problem)
        #expect(korean.text(for: failure) == expected)
        #expect(english.text(for: failure) == "KOBIS could not be reached: \(problem)")
    }

    @Test(arguments: [
        (ResponseProblem.notHTTPResponse, "HTTP 응답이 아님"),
        (.brokenHTTPAnswer(server: "h:8080"), "깨진 HTTP 응답: h:8080"),
        (.brokenHTTPAnswer(server: nil), "깨진 HTTP 응답"),
        (.emptyBody, "본문이 비어 있음"),
        (.notJSON(startingWith: "<html>…"), "JSON이 아님, 시작: '<html>…'"),
        (.missingField(path: "boxOfficeResult"), "필드 없음: 'boxOfficeResult'"),
        (.wrongType(path: "a[0].rank"), "텍스트가 아닌 필드: 'a[0].rank'"),
        (
            .unexpectedValue(field: "audiCnt", value: "1,234", row: "2", expected: .wholeNumber),
            "행 2의 audiCnt: '1,234', 기대값: 정수"
        ),
        (
            .unexpectedValue(field: "salesShare", value: "inf", row: "2", expected: .number),
            "행 2의 salesShare: 'inf', 기대값: 숫자"
        ),
        (
            .unexpectedValue(
                field: "openDt", value: "x", row: "movieInfo", expected: .date(format: "yyyyMMdd")),
            "행 movieInfo의 openDt: 'x', 기대값: yyyyMMdd 형식의 날짜"
        ),
        (
            .unexpectedValue(field: "rankOldAndNew", value: "X", row: "1", expected: .oneOf(["OLD", "NEW"])),
            "행 1의 rankOldAndNew: 'X', 기대값: OLD 또는 NEW"
        ),
        (.notImageSearchAnswer, "검색 결과의 형식이 아님"),
        (.imageTooLarge(megabytes: 8), "이미지가 8MB보다 큼"),
        (.text("system words"), "system words"),
    ])
    func everyResponseProblemInBothLanguages(problem: ResponseProblem, phrase: String) {
        let failure = BoxOfficeFailure.undecodableResponse(problem)
        #expect(korean.text(for: failure) == "KOBIS의 답을 박스오피스로 읽을 수 없습니다(\(phrase)).")
        #expect(
            english.text(for: failure) == "KOBIS answered with something that is not a box office: \(problem)"
        )
    }

    @Test func everyServiceIsNamedInKorean() {
        #expect(
            korean.text(for: .unreachable(.unusableBaseURL(setting: "KAKAO_BASE_URL"), service: .kakao))
                == "카카오에 연결하지 못했습니다(기본 URL을 쓸 수 없음). KAKAO_BASE_URL 값을 확인하세요.")
        #expect(
            korean.text(for: .unreachable(.notHTTPAddress, service: .posterImage))
                == "포스터 이미지 서버에 연결하지 못했습니다(포스터 주소가 http(s) URL이 아님).")
        #expect(
            korean.text(for: .undecodableResponse(.notImageSearchAnswer, service: .kakao))
                == "카카오의 답을 이미지 검색 결과로 읽을 수 없습니다(검색 결과의 형식이 아님).")
        #expect(
            korean.text(for: .undecodableResponse(.imageTooLarge(megabytes: 8), service: .posterImage))
                == "포스터 이미지 서버의 답을 쓸 수 있는 이미지로 읽을 수 없습니다(이미지가 8MB보다 큼).")
    }

    @Test func noKoreanReasonOfOursIsLeftInEnglish() {
        let problems: [NetworkProblem] = [
            .refused(server: "h"), .hostNotFound(server: "h"), .offline, .connectionLost(server: "h"),
            .insecureConnection(server: "h"), .unusableAddress(server: "h", setting: nil),
            .tooManyRedirects(server: "h"), .otherError(code: 1, server: "h"),
        ]
        for problem in problems {
            let text = korean.text(for: .unreachable(problem))
            #expect(!text.contains("the ") && !text.contains("refused") && !text.contains("could"), "\(text)")
        }
    }
}
