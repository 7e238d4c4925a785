import BoxOfficeDomain

/// The Korean words for why a service could not be reached or read: the end of a Korean
/// ``BoxOfficeFailure/unreachable(_:service:)`` or
/// ``BoxOfficeFailure/undecodableResponse(_:service:)`` line.
///
/// Each reason is a short noun phrase in parentheses, with the server after a colon, so no
/// particle follows a host name: `(연결 거부: 127.0.0.1:1).` The English ones are the
/// reasons' `description`s. A ``NetworkProblem/text(_:)`` or ``ResponseProblem/text(_:)``
/// reason is kept as it came.
enum KoreanFailureReason {
    /// `(연결 거부: 127.0.0.1:1).`, with advice after it when a setting should be checked.
    static func ending(for problem: NetworkProblem) -> String {
        switch problem {
        case .unusableAddress(let server, let setting?):
            "(\(phrase(for: .unusableAddress(server: server, setting: nil)))). \(check(setting))"
        case .unusableBaseURL(let setting):
            "(\(phrase(for: problem))). \(check(setting))"
        default:
            "(\(phrase(for: problem)))."
        }
    }

    /// `(JSON이 아님, 시작: '<html>…').`
    static func ending(for problem: ResponseProblem) -> String {
        "(\(phrase(for: problem)))."
    }

    /// The reason as a noun phrase, without advice: `연결 거부: 127.0.0.1:1`.
    static func phrase(for problem: NetworkProblem) -> String {
        switch problem {
        case .refused(let server): naming("연결 거부", server)
        case .hostNotFound(let server): naming("호스트 이름을 찾을 수 없음", server)
        case .offline: "인터넷에 연결되어 있지 않음"
        case .connectionLost(let server): naming("연결이 끊어짐", server)
        case .insecureConnection(let server): naming("보안 연결을 만들 수 없음", server)
        case .unusableAddress(let server, _): naming("쓸 수 없는 주소", server)
        case .unusableBaseURL: "기본 URL을 쓸 수 없음"
        case .notHTTPAddress: "포스터 주소가 http(s) URL이 아님"
        case .tooManyRedirects(let server): naming("리디렉션이 너무 많거나 갈 곳이 없음", server)
        case .otherError(let code, let server): naming("네트워크 오류 \(code)", server)
        case .requestFailed(let errorType): "요청 실패: \(errorType)"
        case .text(let text): text
        }
    }

    /// The reason as a noun phrase: `필드 없음: 'boxOfficeResult'`.
    static func phrase(for problem: ResponseProblem) -> String {
        switch problem {
        case .notHTTPResponse: "HTTP 응답이 아님"
        case .brokenHTTPAnswer(let server): naming("깨진 HTTP 응답", server)
        case .emptyBody: "본문이 비어 있음"
        case .notJSON(let start): "JSON이 아님, 시작: '\(start)'"
        case .missingField(let path): "필드 없음: '\(path)'"
        case .wrongType(let path): "텍스트가 아닌 필드: '\(path)'"
        case .unexpectedValue(let field, let value, let row, let expected):
            "행 \(row)의 \(field): '\(value)', 기대값: \(phrase(for: expected))"
        case .notImageSearchAnswer: "검색 결과의 형식이 아님"
        case .imageTooLarge(let megabytes): "이미지가 \(megabytes)MB보다 큼"
        case .text(let text): text
        }
    }

    /// What a field must hold: `정수`, `yyyyMMdd 형식의 날짜`, `OLD 또는 NEW`.
    static func phrase(for expected: ResponseProblem.Expected) -> String {
        switch expected {
        case .wholeNumber: "정수"
        case .number: "숫자"
        case .date(let format): "\(format) 형식의 날짜"
        case .oneOf(let values): values.joined(separator: " 또는 ")
        }
    }

    /// `연결 거부: host`, or `연결 거부` when there is no host.
    private static func naming(_ phrase: String, _ server: String?) -> String {
        server.map { "\(phrase): \($0)" } ?? phrase
    }

    /// `KOBIS_BASE_URL 값을 확인하세요.`
    private static func check(_ setting: String) -> String {
        "\(setting) 값을 확인하세요."
    }
}
