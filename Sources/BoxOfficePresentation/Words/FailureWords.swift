// What a failure says, in Korean then English: a source's (KOBIS, Kakao, the poster server), a write the
// store refused, a setting that cannot be used, an answer given up at a limit. Their reasons are in
// FailureReasons.swift.

import BoxOfficeDomain

/// The failures' words, part of ``Words``: a language that lacks one does not build.
public protocol FailureWords: Sendable {
    func text(for failure: BoxOfficeFailure) -> String
    func text(for failure: StoreWriteFailure) -> String
    var cancelled: String { get }

    func text(for problem: ConfigurationProblem) -> String

    /// An answer given up at a limit: larger than allowed, or still arriving when its time was up.
    func text(for limit: ResponseLimit, service: RemoteService) -> String
    /// Why a redirect to `server` (`host:port`) was not followed, worded as this language's
    /// "could not be reached" sentence takes its reason.
    func reason(for refusal: RedirectRefusal, to server: String?) -> String
}

extension ConfigurationProblem.Setting {
    /// The same in every language.
    var variable: String {
        switch self {
        case .kobisBaseURL: "KOBIS_BASE_URL"
        case .kakaoBaseURL: "KAKAO_BASE_URL"
        case .requestTimeout: "KOBIS_TIMEOUT"
        case .recentDayMaxAge: "BOXOFFICE_YESTERDAY_MAX_AGE"
        case .detailMaxAge: "BOXOFFICE_DETAIL_MAX_AGE"
        }
    }
}

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

    // No particle follows a size, a host or a path.
    public func text(for limit: ResponseLimit, service: RemoteService) -> String {
        switch limit {
        case .size(let bytes):
            "\(name(service))의 답이 너무 커서(\(shortSize(bytes)) 초과) 읽기를 멈췄습니다. 잠시 후 다시 시도하세요."
        case .time(let seconds, let received):
            "\(name(service))의 답이 \(NumberFormatting.seconds(seconds))초 안에 다 오지 않았습니다"
                + "(\(shortSize(received)) 받음): " + raiseTimeout(service)
        }
    }

    public func reason(for refusal: RedirectRefusal, to server: String?) -> String {
        switch refusal {
        case .keyWouldLeaveItsServer: naming("다른 서버로 리디렉션해 키를 보내지 않음", server)
        case .downgradeToHTTP: naming("https에서 http로 리디렉션해 따르지 않음", server)
        }
    }

    private func shortSize(_ bytes: Int) -> String {
        roundedSize(bytes) ?? "\(NumberFormatting.grouped(bytes))바이트"
    }
}

extension EnglishWords {
    public func text(for failure: BoxOfficeFailure) -> String {
        switch failure {
        case .invalidDate(let error):
            text(for: error)
        case .missingAPIKey:
            "No KOBIS key: set KOBIS_API_KEY for live data, or use --demo."
        case .invalidAPIKey:
            "KOBIS refused the key (320010): check KOBIS_API_KEY."
        case .quotaExceeded:
            "This key has used up its 3,000 KOBIS calls for today (320011): try again tomorrow."
        case .apiFault(let code, let message):
            "KOBIS answered with error \(code): " + sentence(message)
        case .httpStatus(let status, let service):
            kakaoExplanation(ofStatus: status, service: service)
                ?? "The \(serverName(service)) answered HTTP \(status)."
        case .timedOut(let seconds, let service):
            "No answer from \(name(service)) within \(NumberFormatting.seconds(seconds)) s: "
                + raiseTimeout(service)
        case .unreachable(let reason, let service):
            "\(sentenceName(service)) could not be reached: "
                + sentence(self.reason(reason, service: service))
        case .undecodableResponse(.otherChart(let mismatch), _):
            "KOBIS's answer is not the chart asked for: \(reason(mismatch)). It was not stored."
        case .undecodableResponse(.senseless(let figure), _):
            "KOBIS's answer makes no sense: \(reason(figure)). It was not stored."
        case .undecodableResponse(let reason, let service):
            unreadableAnswer(service) + sentence(self.reason(reason))
        case .answerExceeded(let limit, let service):
            text(for: limit, service: service)
        case .notInDemoData(let date, let available):
            // No hint about live data: the start-up line says it.
            "\(date) is not in the demo data; it has \(available.map(\.iso).joined(separator: ", "))."
        case .chartNotInDemoData:
            "The demo data has the daily chart of every film only."
                + (kobisKeySet
                    ? " Run without --demo for weekly charts and filters."
                    : " Set KOBIS_API_KEY for weekly charts and filters.")
        case .cancelled:
            cancelled
        case .chartNotKept(_, let problem), .detailNotKept(_, let problem):
            "Fetched, but the local store could not keep it: \(text(for: problem))."
        case .callNotCounted(let problem):
            "Not asked of KOBIS: the local store could not count the call first (\(text(for: problem)))."
        case .movieNotFound(let code):
            "KOBIS has no movie with the code \(code)."
        case .movieNotInDemoData(let code, let available):
            "The detail of movie \(code) is not in the demo data; it has "
                + "\(available.map(\.rawValue).joined(separator: ", "))."
                + (kobisKeySet ? " Run without --demo for live data." : " Set KOBIS_API_KEY for live data.")
        case .personNotFound(let code):
            noPerson(code)
        case .companyNotFound(let code):
            noCompany(code)
        case .searchTooLong(let limit):
            "The search is longer than \(limit) characters: search for part of the name."
        }
    }

    public var cancelled: String { "Cancelled." }

    public func text(for failure: StoreWriteFailure) -> String {
        let file = failure.file
        return switch failure.reason {
        case .readOnly: "\(file) is read-only"
        case .full: "the disk holding \(file) is full"
        case .busy: "another boxoffice kept \(file) locked too long"
        case .ioError(let code):
            "the system could not write \(file) (SQLite I/O error \(code); a full disk or a file size "
                + "limit such as ulimit -f does this)"
        case .other(let code?): "SQLite refused to write \(file) (error \(code))"
        case .other(nil): "writing \(file) failed"
        }
    }

    public func text(for problem: ConfigurationProblem) -> String {
        let variable = problem.setting.variable
        switch problem {
        case .invalidBaseURL(_, let value, let reason, let example):
            let why =
                switch reason {
                case .notAURL: "it is not a URL"
                case .notHTTP: "it must start with http:// or https://"
                case .noHost: "it has no host name"
                case .queryOrFragment: "it must not have a query (?…) or a fragment (#…)"
                }
            return "\(variable) '\(value)' cannot be used: \(why). Example: \(example)"
        case .invalidTimeout(let value):
            return "\(variable) '\(value)' is not a positive number of seconds. Example: 10 or 2.5"
        case .invalidMaxAge(_, let value):
            return "\(variable) '\(value)' is not a number of seconds (0 or more). Example: 3600"
        }
    }

    public func text(for limit: ResponseLimit, service: RemoteService) -> String {
        switch limit {
        case .size(let bytes):
            "\(sentenceName(service))'s answer grew past \(shortSize(bytes)) and was not read further: "
                + "try again later."
        case .time(let seconds, let received):
            "\(sentenceName(service))'s answer was still arriving after \(NumberFormatting.seconds(seconds)) s "
                + "(\(shortSize(received)) had come): " + raiseTimeout(service)
        }
    }

    public func reason(for refusal: RedirectRefusal, to server: String?) -> String {
        switch refusal {
        case .keyWouldLeaveItsServer:
            "it redirected to \(name(server)), another server, which is not sent the key"
        case .downgradeToHTTP:
            "it redirected from https to plain http (\(name(server))), which is not followed"
        }
    }

    private func shortSize(_ bytes: Int) -> String {
        roundedSize(bytes) ?? counted(bytes, "byte")
    }
}
