// The reason a failure gives (which server, what was wrong with its answer), in Korean then English.

import BoxOfficeDomain

extension KoreanWords {
    func ending(for problem: NetworkProblem, service: RemoteService) -> String {
        let check = service.baseURLSetting.map { " \($0.variable) 값을 확인하세요." } ?? ""
        return switch problem {
        case .unusableAddress, .unusableBaseURL: "(\(phrase(for: problem)))." + check
        default: "(\(phrase(for: problem)))."
        }
    }

    private func phrase(for problem: NetworkProblem) -> String {
        switch problem {
        case .refused(let server): naming("연결 거부", server)
        case .hostNotFound(let server): naming("호스트 이름을 찾을 수 없음", server)
        case .offline: "인터넷에 연결되어 있지 않음"
        case .connectionLost(let server): naming("연결이 끊어짐", server)
        case .insecureConnection(let server): naming("보안 연결을 만들 수 없음", server)
        case .unusableAddress(let server): naming("쓸 수 없는 주소", server)
        case .unusableBaseURL: "기본 URL을 쓸 수 없음"
        case .notHTTPAddress: "포스터 주소가 http(s) URL이 아님"
        case .tooManyRedirects(let server): naming("리디렉션이 너무 많거나 갈 곳이 없음", server)
        case .redirectRefused(let server, let why): reason(for: why, to: server)
        case .otherError(let code, let server): naming("네트워크 오류 \(code)", server)
        case .requestFailed(let errorType): "요청 실패: \(errorType)"
        case .text(let text): text
        }
    }

    func phrase(for problem: ResponseProblem) -> String {
        switch problem {
        case .notHTTPResponse: "HTTP 응답이 아님"
        case .brokenHTTPAnswer(let server): naming("깨진 HTTP 응답", server)
        case .emptyBody: "본문이 비어 있음"
        case .notJSON(let start): "JSON이 아님, 시작: '\(start)'"
        case .missingField(let path): "필드 없음: '\(path)'"
        case .wrongType(let path) where path.isEmpty: "본문이 JSON 객체가 아님"
        case .wrongType(let path): "값의 종류가 맞지 않는 필드: '\(path)'"
        case .unexpectedValue(let field, let value, let row, let expected):
            "\(Int(row) == nil ? row : "행 \(row)")의 \(field): '\(value)', 기대값: \(phrase(for: expected))"
        case .notImageSearchAnswer: "검색 결과의 형식이 아님"
        case .otherChart(let mismatch): phrase(for: mismatch)
        case .senseless(let figure): phrase(for: figure)
        case .text(let text): text
        }
    }

    func phrase(for mismatch: ChartMismatch) -> String {
        switch mismatch {
        case .period(let asked, let answered):
            "showRange '\(answered)', 요청: \(asked.first.compact)~\(asked.last.compact)"
        case .tooManyRows(let count, let limit):
            "행 \(count)개, KOBIS가 보내는 최대 \(limit)개 초과"
        case .ranks(let ranks):
            "순위 \(ranks.map(String.init).joined(separator: ", ")), 1부터 \(ranks.count)까지 차례대로가 아님"
        }
    }

    func phrase(for figure: SenselessFigure) -> String {
        switch figure {
        case .negative(let field, let row, let value):
            "행 \(row)의 \(field): \(NumberFormatting.grouped(value)), 0보다 작음"
        case .pastAnyRealCount(let field, let row, let value, let limit):
            "행 \(row)의 \(field): \(NumberFormatting.grouped(value)), 있을 수 있는 최대 \(NumberFormatting.grouped(limit)) 초과"
        case .totalBelowDay(let total, let day, let row):
            "행 \(row)의 \(total)가 \(day)보다 작음"
        case .movieTwice(let code, let rows):
            "영화 \(code)가 \(rows.map { "\($0)행" }.joined(separator: ", "))에 중복됨"
        case .shareOutOfRange(let field, let row, let value):
            "행 \(row)의 \(field): \(NumberFormatting.percent(value)), 0~100% 범위 밖"
        case .movieCodeUnusable(let row, let length):
            "행 \(row)의 movieCd: \(length)자, 영화 코드가 될 수 없음(1~\(SenselessFigure.longestMovieCode)자)"
        }
    }

    private func phrase(for expected: ResponseProblem.Expected) -> String {
        switch expected {
        case .wholeNumber: "정수"
        case .number: "숫자"
        case .date(let format): "\(format) 형식의 날짜"
        case .oneOf(let values): values.joined(separator: " 또는 ")
        }
    }

    func naming(_ phrase: String, _ server: String?) -> String {
        server.map { "\(phrase): \($0)" } ?? phrase
    }

    func name(_ service: RemoteService) -> String {
        switch service {
        case .kobis: "KOBIS"
        case .kakao: "카카오"
        case .posterImage: "포스터 이미지 서버"
        }
    }

    func serverName(_ service: RemoteService) -> String {
        service == .posterImage ? name(service) : name(service) + " 서버"
    }

    func unreadableAnswer(_ service: RemoteService) -> String {
        switch service {
        case .kobis: "KOBIS의 답을 읽을 수 없습니다"
        case .kakao: "카카오의 답을 이미지 검색 결과로 읽을 수 없습니다"
        case .posterImage: "포스터 이미지 서버의 답을 쓸 수 있는 이미지로 읽을 수 없습니다"
        }
    }

    func raiseTimeout(_ service: RemoteService) -> String {
        "다시 시도하거나 " + (service == .kobis ? "KOBIS_TIMEOUT을" : "KOBIS_TIMEOUT(모든 요청의 제한 시간)을") + " 늘리세요."
    }

    func kakaoExplanation(ofStatus status: Int, service: RemoteService) -> String? {
        guard service == .kakao else { return nil }
        return switch status {
        case 400: "카카오가 검색을 거절했습니다(HTTP 400)."
        case 401: "카카오가 키를 거부했습니다(HTTP 401): KAKAO_REST_API_KEY를 확인하세요."
        case 403: "카카오가 검색을 거부했습니다(HTTP 403): 앱의 권한을 확인하세요."
        case 429: "카카오 검색이 너무 많습니다(HTTP 429): 잠시 후 다시 시도하세요."
        default: nil
        }
    }
}

extension EnglishWords {
    func reason(_ problem: NetworkProblem, service: RemoteService) -> String {
        let check = service.baseURLSetting.map { " (check \($0.variable))" } ?? ""
        return switch problem {
        case .refused(let server): "\(name(server)) refused the connection"
        case .hostNotFound(let server): "the host name of \(name(server)) could not be found"
        case .offline: "this machine is not connected to the internet"
        case .connectionLost(let server): "the connection to \(name(server)) was lost"
        case .insecureConnection(let server): "no secure connection could be made to \(name(server))"
        case .unusableAddress(let server): "the address of \(name(server)) cannot be used" + check
        case .unusableBaseURL: "the base URL cannot be used" + check
        case .notHTTPAddress: "the poster address is not an http(s) URL"
        case .tooManyRedirects(let server): "\(name(server)) redirected the request too often or nowhere"
        case .redirectRefused(let server, let why): reason(for: why, to: server)
        case .otherError(let code, let server): "network error \(code) talking to \(name(server))"
        case .requestFailed(let errorType): "the request failed (\(errorType))"
        case .text(let text): text
        }
    }

    func reason(_ problem: ResponseProblem) -> String {
        switch problem {
        case .notHTTPResponse: "the answer is not an HTTP response"
        case .brokenHTTPAnswer(let server): "\(name(server)) sent a broken HTTP answer"
        case .emptyBody: "the body is empty"
        case .notJSON(let start): "the body is not JSON (it starts with '\(start)')"
        case .missingField(let path): "the field '\(path)' is missing"
        case .wrongType(let path) where path.isEmpty: "the body is not a JSON object"
        case .wrongType(let path): "the field '\(path)' holds the wrong kind of value"
        case .unexpectedValue(let field, let value, let row, let expected):
            "\(field) \(Int(row) == nil ? "in" : "of row") \(row) is '\(value)', "
                + "expected \(self.expected(expected))"
        case .notImageSearchAnswer: "the body is not an image search answer"
        case .otherChart(let mismatch): reason(mismatch)
        case .senseless(let figure): reason(figure)
        case .text(let text): text
        }
    }

    func reason(_ mismatch: ChartMismatch) -> String {
        switch mismatch {
        case .period(let asked, let answered):
            "its showRange is '\(answered)', not \(asked.first.compact)~\(asked.last.compact)"
        case .tooManyRows(let count, let limit):
            "it has \(count) rows, more than the \(limit) KOBIS sends"
        case .ranks(let ranks):
            "its ranks are \(ranks.map(String.init).joined(separator: ", ")), not 1 to \(ranks.count) in order"
        }
    }

    func reason(_ figure: SenselessFigure) -> String {
        switch figure {
        case .negative(let field, let row, let value):
            "\(field) of row \(row) is \(NumberFormatting.grouped(value)), below zero"
        case .pastAnyRealCount(let field, let row, let value, let limit):
            "\(field) of row \(row) is \(NumberFormatting.grouped(value)), past any real count "
                + "(at most \(NumberFormatting.grouped(limit)))"
        case .totalBelowDay(let total, let day, let row):
            "\(total) of row \(row) is below its \(day)"
        case .movieTwice(let code, let rows):
            "the movie \(code) is on rows \(rows.map(String.init).joined(separator: " and "))"
        case .shareOutOfRange(let field, let row, let value):
            "\(field) of row \(row) is \(NumberFormatting.percent(value)), no share (0 to 100%)"
        case .movieCodeUnusable(let row, let length):
            "movieCd of row \(row) is \(length) characters long, no movie code (1 to \(SenselessFigure.longestMovieCode))"
        }
    }

    private func expected(_ expected: ResponseProblem.Expected) -> String {
        switch expected {
        case .wholeNumber: "a whole number"
        case .number: "a number"
        case .date(let format): "a \(format) date"
        case .oneOf(let values): values.joined(separator: " or ")
        }
    }

    func name(_ server: String?) -> String {
        server ?? "the server"
    }

    func name(_ service: RemoteService) -> String {
        switch service {
        case .kobis: "KOBIS"
        case .kakao: "Kakao"
        case .posterImage: "the poster image server"
        }
    }

    func sentenceName(_ service: RemoteService) -> String {
        service == .posterImage ? "The poster image server" : name(service)
    }

    func serverName(_ service: RemoteService) -> String {
        service == .posterImage ? "poster image server" : name(service) + " server"
    }

    // KOBIS's answer is not named: it may be a day's list or a movie's detail.
    func unreadableAnswer(_ service: RemoteService) -> String {
        switch service {
        case .kobis: "KOBIS's answer could not be read: "
        case .kakao: "Kakao answered with something that is not an image search answer: "
        case .posterImage: "The poster image server answered with something that is not a usable image: "
        }
    }

    func sentence(_ text: String) -> String {
        text.last.map { ".!?".contains($0) } == true ? text : text + "."
    }

    func raiseTimeout(_ service: RemoteService) -> String {
        "try again, or raise "
            + (service == .kobis ? "KOBIS_TIMEOUT." : "KOBIS_TIMEOUT (it limits every request).")
    }

    func kakaoExplanation(ofStatus status: Int, service: RemoteService) -> String? {
        guard service == .kakao else { return nil }
        return switch status {
        case 400: "Kakao rejected the search (HTTP 400)."
        case 401: "Kakao refused the key (HTTP 401): check KAKAO_REST_API_KEY."
        case 403: "Kakao refused the search (HTTP 403): check the app's permissions."
        case 429: "Too many Kakao searches (HTTP 429): try again later."
        default: nil
        }
    }
}
