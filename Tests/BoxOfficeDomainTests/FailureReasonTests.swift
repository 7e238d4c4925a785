import BoxOfficeDomain
import Testing

/// The typed reasons of an unreachable service and of an unreadable answer keep the English
/// sentences they replaced, word for word.
struct FailureReasonTests {
    @Test(arguments: [
        (NetworkProblem.refused(server: "127.0.0.1:1"), "127.0.0.1:1 refused the connection"),
        (.refused(server: nil), "the server refused the connection"),
        (.hostNotFound(server: "www.kobis.or.kr"), "the host name of www.kobis.or.kr could not be found"),
        (.offline, "this machine is not connected to the internet"),
        (.connectionLost(server: "h:8080"), "the connection to h:8080 was lost"),
        (.insecureConnection(server: "h"), "no secure connection could be made to h"),
        (
            .unusableAddress(server: "h:8080", setting: "KOBIS_BASE_URL"),
            "the address of h:8080 cannot be used (check KOBIS_BASE_URL)"
        ),
        (.unusableAddress(server: "img.example", setting: nil), "the address of img.example cannot be used"),
        (.unusableBaseURL(setting: "KAKAO_BASE_URL"), "the base URL cannot be used (check KAKAO_BASE_URL)"),
        (.notHTTPAddress, "the poster address is not an http(s) URL"),
        (.tooManyRedirects(server: "h"), "h redirected the request too often or nowhere"),
        (.otherError(code: -1_008, server: "h"), "network error -1008 talking to h"),
        (.requestFailed(errorType: "Odd"), "the request failed (Odd)"),
        (.text("anything else"), "anything else"),
    ])
    func everyNetworkProblemKeepsItsEnglishSentence(problem: NetworkProblem, english: String) {
        #expect(problem.description == english)
        #expect(BoxOfficeFailure.unreachable(problem).description == "KOBIS could not be reached: " + english)
    }

    @Test(arguments: [
        (ResponseProblem.notHTTPResponse, "the answer is not an HTTP response"),
        (.brokenHTTPAnswer(server: "h:8080"), "h:8080 sent a broken HTTP answer"),
        (.brokenHTTPAnswer(server: nil), "the server sent a broken HTTP answer"),
        (.emptyBody, "the body is empty"),
        (.notJSON(startingWith: "<html>…"), "the body is not JSON (it starts with '<html>…')"),
        (.missingField(path: "boxOfficeResult"), "the field 'boxOfficeResult' is missing"),
        (.wrongType(path: "a[0].rank"), "the field 'a[0].rank' is not text"),
        (
            .unexpectedValue(field: "audiCnt", value: "1,234", row: "2", expected: .wholeNumber),
            "audiCnt of row 2 is '1,234', expected a whole number"
        ),
        (
            .unexpectedValue(field: "salesShare", value: "inf", row: "2", expected: .number),
            "salesShare of row 2 is 'inf', expected a number"
        ),
        (
            .unexpectedValue(
                field: "openDt", value: "x", row: "movieInfo", expected: .date(format: "yyyyMMdd")),
            "openDt of row movieInfo is 'x', expected a yyyyMMdd date"
        ),
        (
            .unexpectedValue(field: "rankOldAndNew", value: "X", row: "1", expected: .oneOf(["OLD", "NEW"])),
            "rankOldAndNew of row 1 is 'X', expected OLD or NEW"
        ),
        (.notImageSearchAnswer, "the body is not an image search answer"),
        (.imageTooLarge(megabytes: 8), "the image is larger than 8 MB"),
        (.text("anything else"), "anything else"),
    ])
    func everyResponseProblemKeepsItsEnglishSentence(problem: ResponseProblem, english: String) {
        #expect(problem.description == english)
        #expect(
            BoxOfficeFailure.undecodableResponse(problem).description
                == "KOBIS answered with something that is not a box office: " + english)
    }

    @Test func aLiteralIsATextReason() {
        let network: NetworkProblem = "why"
        let response: ResponseProblem = "why"
        #expect(network == .text("why"))
        #expect(response == .text("why"))
    }

    @Test func mappingTextsReachesEveryTextButNotOurOwnWords() {
        let upper: (String) -> String = { $0.uppercased() }
        #expect(
            NetworkProblem.unusableAddress(server: "h", setting: "s").mappingTexts(upper)
                == .unusableAddress(server: "H", setting: "S"))
        #expect(NetworkProblem.refused(server: nil).mappingTexts(upper) == .refused(server: nil))
        #expect(NetworkProblem.offline.mappingTexts(upper) == .offline)
        #expect(
            NetworkProblem.otherError(code: 1, server: "h").mappingTexts(upper)
                == .otherError(code: 1, server: "H"))
        #expect(
            ResponseProblem.unexpectedValue(field: "f", value: "v", row: "r", expected: .oneOf(["a"]))
                .mappingTexts(upper)
                == .unexpectedValue(field: "F", value: "V", row: "R", expected: .oneOf(["a"])))
        #expect(ResponseProblem.notJSON(startingWith: "x").mappingTexts(upper) == .notJSON(startingWith: "X"))
        #expect(
            ResponseProblem.imageTooLarge(megabytes: 8).mappingTexts(upper) == .imageTooLarge(megabytes: 8))
    }
}
