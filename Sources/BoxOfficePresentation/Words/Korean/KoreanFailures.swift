import BoxOfficeDomain

/// Reasons are short noun phrases in parentheses, the server after a colon, so no particle follows
/// a host name.
extension KoreanWords {
    public func text(for failure: BoxOfficeFailure) -> String {
        switch failure {
        case .invalidDate(let error):
            return text(for: error)
        case .missingAPIKey:
            return "KOBIS 키가 없습니다: 실시간 자료는 KOBIS_API_KEY를 설정하고, 데모 자료는 --demo를 쓰세요."
        case .invalidAPIKey:
            return "KOBIS가 키를 거부했습니다(320010): KOBIS_API_KEY를 확인하세요."
        case .quotaExceeded:
            let limit = NumberFormatting.grouped(KOBISCallBudget.dailyLimit)
            return "오늘 KOBIS 호출 한도(\(limit)회)를 다 썼습니다(320011). 내일 다시 시도하세요."
        case .apiFault(let code, let message):
            return "KOBIS가 오류 \(KoreanParticle.direction.attached(to: code)) 답했습니다: \(message)"
        case .httpStatus(let status, let service):
            return kakaoExplanation(ofStatus: status, service: service)
                ?? "\(serverName(service))가 HTTP \(KoreanParticle.direction.attached(to: String(status))) 답했습니다."
        case .timedOut(let seconds, let service):
            return "\(name(service))에서 \(NumberFormatting.seconds(seconds))초 안에 답이 없습니다: "
                + raiseTimeout(service)
        case .unreachable(let reason, let service):
            return "\(name(service))에 연결하지 못했습니다" + ending(for: reason, service: service)
        case .undecodableResponse(.otherChart(let mismatch), _):
            return "KOBIS가 요청한 것과 다른 차트로 답했습니다(\(phrase(for: mismatch))). 저장하지 않았습니다."
        case .undecodableResponse(.senseless(let figure), _):
            return "KOBIS의 답에 있을 수 없는 수치가 있습니다(\(phrase(for: figure))). 저장하지 않았습니다."
        case .undecodableResponse(let reason, let service):
            return "\(unreadableAnswer(service))(\(phrase(for: reason)))."
        case .answerExceeded(let limit, let service):
            return text(for: limit, service: service)
        case .notInDemoData(let date, let available):
            // No hint about live data: the start-up line says it.
            return "\(topic(date)) 데모 자료에 없습니다(있는 날: "
                + available.map(\.iso).joined(separator: ", ") + ")."
        case .chartNotInDemoData:
            return "데모 자료에는 전체 영화의 일별 박스오피스만 있습니다."
                + (kobisKeySet
                    ? " 주간 박스오피스와 필터는 --demo 없이 실행하세요."
                    : " 주간 박스오피스와 필터는 KOBIS_API_KEY를 설정하세요.")
        case .cancelled:
            return cancelled
        case .chartNotKept(_, let problem), .detailNotKept(_, let problem):
            return "받았지만 로컬 저장소에 저장하지 못했습니다(\(text(for: problem)))."
        case .callNotCounted(let problem):
            return "KOBIS에 요청하지 않았습니다: 로컬 저장소가 호출 횟수를 먼저 기록하지 못했습니다(\(text(for: problem)))."
        case .movieNotFound(let code):
            return "KOBIS에 영화 코드 \(code)인 영화가 없습니다."
        case .movieNotInDemoData(let code, let available):
            return "영화 \(code)의 정보는 데모 자료에 없습니다. 있는 영화: "
                + available.map(\.rawValue).joined(separator: ", ") + "."
                + (kobisKeySet ? " 실시간 자료는 --demo 없이 실행하세요." : " 실시간 자료는 KOBIS_API_KEY를 설정하세요.")
        case .personNotFound(let code):
            return noPerson(code)
        case .companyNotFound(let code):
            return noCompany(code)
        case .searchTooLong(let limit):
            return "검색어가 \(limit)자보다 깁니다. 이름의 일부로 검색하세요."
        }
    }

    public var cancelled: String { "취소했습니다." }

    public func text(for failure: StoreWriteFailure) -> String {
        let file = failure.file
        return switch failure.reason {
        case .readOnly: "읽기 전용: \(file)"
        case .full: "디스크 공간 없음: \(file)"
        case .busy: "다른 boxoffice가 오래 잠금: \(file)"
        case .ioError(let code):
            "쓰기 오류(SQLite 입출력 오류 \(code), 디스크가 가득 찼거나 ulimit -f 같은 파일 크기 제한): \(file)"
        case .other(let code?): "SQLite 오류 \(code): \(file)"
        case .other(nil): "쓰기 실패: \(file)"
        }
    }

    public func text(for problem: ConfigurationProblem) -> String {
        let variable = problem.setting.variable
        switch problem {
        case .invalidBaseURL(_, let value, let reason, let example):
            let why =
                switch reason {
                case .notAURL: "URL이 아닙니다"
                case .notHTTP: "http:// 또는 https://로 시작해야 합니다"
                case .noHost: "호스트 이름이 없습니다"
                case .queryOrFragment: "쿼리(?…)나 프래그먼트(#…)가 있으면 안 됩니다"
                }
            return "\(variable) \(KoreanParticle.topic.quoted(value)) 쓸 수 없습니다: \(why). 예: \(example)"
        case .invalidTimeout(let value):
            return "\(variable) \(KoreanParticle.topic.quoted(value)) 0보다 큰 초 단위 숫자가 아닙니다. 예: 10 또는 2.5"
        case .invalidMaxAge(_, let value):
            return "\(variable) \(KoreanParticle.topic.quoted(value)) 0 이상의 초 단위 숫자가 아닙니다. 예: 3600"
        }
    }

    // MARK: - Reasons

    private func ending(for problem: NetworkProblem, service: RemoteService) -> String {
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

    private func phrase(for problem: ResponseProblem) -> String {
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

    private func phrase(for mismatch: ChartMismatch) -> String {
        switch mismatch {
        case .period(let asked, let answered):
            "showRange '\(answered)', 요청: \(asked.first.compact)~\(asked.last.compact)"
        case .tooManyRows(let count, let limit):
            "행 \(count)개, KOBIS가 보내는 최대 \(limit)개 초과"
        case .ranks(let ranks):
            "순위 \(ranks.map(String.init).joined(separator: ", ")), 1부터 \(ranks.count)까지 차례대로가 아님"
        }
    }

    private func phrase(for figure: SenselessFigure) -> String {
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

    private func serverName(_ service: RemoteService) -> String {
        service == .posterImage ? name(service) : name(service) + " 서버"
    }

    private func unreadableAnswer(_ service: RemoteService) -> String {
        switch service {
        case .kobis: "KOBIS의 답을 읽을 수 없습니다"
        case .kakao: "카카오의 답을 이미지 검색 결과로 읽을 수 없습니다"
        case .posterImage: "포스터 이미지 서버의 답을 쓸 수 있는 이미지로 읽을 수 없습니다"
        }
    }

    func raiseTimeout(_ service: RemoteService) -> String {
        "다시 시도하거나 " + (service == .kobis ? "KOBIS_TIMEOUT을" : "KOBIS_TIMEOUT(모든 요청의 제한 시간)을") + " 늘리세요."
    }

    private func kakaoExplanation(ofStatus status: Int, service: RemoteService) -> String? {
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
