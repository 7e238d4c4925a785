import BoxOfficeDomain

/// Every message a user is told, in one language: why a day, a detail or a date cannot be
/// shown, the store's and the KOBIS calls' warnings, and the program's own one-line notices.
///
/// The English sentences of the Domain's failures are their `description`s (one source of each
/// sentence); the Korean ones are written here (why a server could not be reached or read in
/// ``KoreanFailureReason``). Texts from the network or the system (a KOBIS fault's message, a
/// reason only the system can word) are kept as they came, and the caller sanitises and
/// redacts the line as it does for every message.
public struct MessageWording: Hashable, Sendable {
    /// The language of the messages.
    public let language: Language
    /// Whether a KOBIS key is set; with demo data it was asked for with `--demo`, so no
    /// message suggests setting `KOBIS_API_KEY`.
    public let kobisKeySet: Bool

    /// The messages of `language`.
    /// - Parameters:
    ///   - language: Korean or English.
    ///   - kobisKeySet: whether `KOBIS_API_KEY` is set (then no message suggests setting it).
    public init(_ language: Language, kobisKeySet: Bool = false) {
        self.language = language
        self.kobisKeySet = kobisKeySet
    }

    private var korean: Bool { language == .korean }

    // MARK: - Failures

    /// Why a box office or a detail could not be shown, in one line.
    public func text(for failure: BoxOfficeFailure) -> String {
        guard korean else {
            let text = failure.description(suggestingKey: !kobisKeySet)
            switch failure {
            case .movieNotInDemoData:
                return kobisKeySet ? text + " Run without --demo for live data." : text
            case .notInDemoData:
                // No hint about live data: the start-up line says it.
                return failure.description(suggestingKey: false)
            default:
                return text
            }
        }
        return koreanText(for: failure)
    }

    /// Why a typed date (or month) cannot be shown, in one line.
    public func text(for error: DateInputError) -> String {
        guard korean else { return error.description }
        return switch error {
        case .empty:
            "날짜를 입력하세요: YYYYMMDD 또는 YYYY-MM-DD 형식입니다(예: 20220105)."
        case .malformed(let text):
            "\(KoreanParticle.topic.quoted(text)) 날짜가 아닙니다: YYYYMMDD, YYYY-MM-DD, M/D, yesterday, -N(며칠 전) 형식으로 입력하세요."
        case .malformedMonth(let text):
            "\(KoreanParticle.topic.quoted(text)) 월이 아닙니다: YYYYMM 또는 YYYY-MM 형식으로 입력하세요(예: 202201)."
        case .nonexistent(let text):
            "\(KoreanParticle.topic.quoted(text)) 달력에 없는 날입니다."
        case .beforeEarliest(let date):
            "\(topic(date)) KOBIS 집계가 시작된 \(BoxOfficeDate.earliest)보다 앞입니다."
        case .today(let date):
            "오늘 날짜는 집계중입니다(\(date)). 어제 자료는 yesterday로 보세요."
        case .future(let date, let latest):
            "\(topic(date)) 아직 오지 않은 날입니다: 집계된 마지막 날은 \(latest)입니다."
        }
    }

    /// Why `detail` cannot tell which movie is meant, in one line.
    public func text(for error: DetailSelectionError) -> String {
        guard korean else { return error.description }
        return switch error {
        case .noArgument:
            "어느 영화인가요? `detail N`(순위), `detail 영화코드` 또는 `detail 제목`으로 입력하세요."
        case .noListShown:
            "보이는 목록이 없습니다: 먼저 `date`로 날짜를 보거나 `detail 영화코드`를 쓰세요."
        case .rankOutOfRange(let rank, 0):
            "\(rank)위가 없습니다: 보이는 목록이 비어 있습니다."
        case .rankOutOfRange(let rank, let count):
            "\(rank)위가 없습니다: 보이는 목록은 1–\(count)위입니다."
        case .noTitleMatch(let text):
            "보이는 목록에 \(KoreanParticle.direction.quoted(DetailSelectionError.excerpt(text))) 시작하는 제목이 없습니다."
        case .ambiguous(let text, let matches):
            "'\(DetailSelectionError.excerpt(text))'에 맞는 영화가 여럿입니다: "
                + matches.map { "\($0.rank) \($0.title)" }.joined(separator: ", ")
                + ". 제목을 더 입력하거나 순위를 쓰세요."
        }
    }

    /// Why `prev` or `next` has no day to go to, in one line.
    public func text(for limit: DayStepLimit) -> String {
        switch (limit, korean) {
        case (.firstDemoDay, true): "데모 자료의 첫날입니다."
        case (.firstDemoDay, false): "This is the first day of the demo data."
        case (.lastDemoDay, true): "데모 자료의 마지막 날입니다."
        case (.lastDemoDay, false): "This is the last day of the demo data."
        case (.latestDay, true): "가장 최근 날입니다(오늘 날짜는 집계중입니다)."
        case (.latestDay, false): "This is the latest day (today's figures are still being counted)."
        }
    }

    /// Why the settings file could not be read or written, in one line.
    public func text(for error: PreferencesError) -> String {
        guard korean else { return error.description }
        return switch error {
        case .unreadable(let path, let reason):
            "\(path)의 설정을 읽지 못해 기본값을 씁니다(이유: \(reason))."
        case .unwritable(let path, let reason):
            "설정을 \(path)에 저장하지 못했습니다: \(reason)"
        }
    }

    /// `boxoffice detail` given something that is not a movie code (`text` already cut short).
    public func notAMovieCode(_ text: String) -> String {
        korean
            ? "\(KoreanParticle.topic.quoted(text)) 영화 코드가 아닙니다: 8자리 글자와 숫자로 입력하세요(예: 20199882)."
            : "'\(text)' is not a movie code: 8 letters and digits, e.g. 20199882."
    }

    /// `value` with 은 or 는 after it: `2026-11-18은`.
    private func topic(_ value: some CustomStringConvertible) -> String {
        KoreanParticle.topic.attached(to: value.description)
    }

    // MARK: - Warnings and notices

    /// The warning for a day's KOBIS calls near or at the limit, or `nil` well below it.
    public func warning(for budget: KOBISCallBudget) -> String? {
        let used = NumberFormatting.grouped(budget.calls)
        let limit = NumberFormatting.grouped(KOBISCallBudget.dailyLimit)
        let left = NumberFormatting.grouped(budget.remaining)
        return switch (budget.level, korean) {
        case (.fine, _): nil
        case (.nearLimit, true): "오늘 KOBIS 호출 \(limit)회 중 \(used)회를 썼습니다: \(left)회 남았습니다."
        case (.nearLimit, false): "\(used) of the \(limit) KOBIS calls of today are used: \(left) left."
        case (.exhausted, true):
            "오늘 KOBIS 호출 \(limit)회를 다 썼습니다: 한국 시간으로 내일까지 KOBIS가 더 받지 않습니다(320011)."
        case (.exhausted, false):
            "The \(limit) KOBIS calls of today are used up: KOBIS will refuse more (320011) until tomorrow in Seoul."
        }
    }

    /// The line saying the figures are the demo data: how to get live data or, when a key is
    /// set, that `--demo` asked for the demo data and the key is not used.
    public func demoAnnouncement(days: Int) -> String {
        switch (korean, kobisKeySet) {
        case (true, false): "데모 자료(KOBIS \(days)일치). 실시간 자료는 KOBIS_API_KEY를 설정하세요."
        case (true, true): "데모 자료(KOBIS \(days)일치, --demo). KOBIS_API_KEY는 쓰지 않습니다."
        case (false, false): "demo data (\(days) days of KOBIS figures); set KOBIS_API_KEY for live data."
        case (false, true):
            "demo data (\(days) days of KOBIS figures), as asked with --demo; KOBIS_API_KEY is not used."
        }
    }

    /// The warning about the store when it opens: the file rebuilt, or (any other problem)
    /// there is none and the app goes on without it.
    public func storeWarning(_ problem: StoreProblem) -> String {
        if case .rebuilt = problem { return text(for: problem) + (korean ? "." : "") }
        return korean
            ? "로컬 저장소 없이 실행합니다(\(text(for: problem)))."
            : "no local store (\(text(for: problem))); working without it"
    }

    /// The failure of `cache info` or `cache clear` when there is no store.
    public func noStore(_ problem: StoreProblem) -> String {
        korean ? "로컬 저장소가 없습니다: \(text(for: problem))" : "no local store: \(text(for: problem))"
    }

    /// The failure of `cache clear` when the store cannot be emptied.
    public var storeCannotBeCleared: String {
        korean ? "로컬 저장소를 비우지 못했습니다." : "the store cannot be cleared"
    }

    /// `cache clear`'s confirmation.
    public func storeCleared(path: String) -> String {
        korean
            ? "로컬 저장소를 비웠습니다(KOBIS 호출 횟수는 남겨 둠): \(path)"
            : "Cleared the local store \(path) (KOBIS call counts kept)."
    }

    /// What is wrong with the local store, in one line (the system's own words kept).
    public func text(for problem: StoreProblem) -> String {
        guard korean else { return problem.description }
        return switch problem {
        case .folderCannotBeCreated(let path): "캐시 폴더를 만들 수 없습니다: \(path)"
        case .folderNotWritable(let path): "캐시 폴더 \(path)에 쓸 수 없습니다"
        case .rebuilt(let path, let fault): "저장소 \(path): \(koreanFault(fault))이므로 비운 채 다시 만들었습니다"
        case .cannotRebuild(let path, let reason): "저장소를 다시 만들 수 없습니다: \(path): \(reason)"
        case .unusable(let path, let fault): "저장소를 쓸 수 없습니다: \(path): \(koreanFault(fault))"
        case .unreadable(let path): "저장소를 읽을 수 없습니다: \(path)"
        }
    }

    /// What is wrong with a store file, as a noun phrase: `손상된 파일`.
    private func koreanFault(_ fault: StoreProblem.Fault) -> String {
        switch fault {
        case .newerSchema: "더 새 버전의 boxoffice가 만든 파일"
        case .unmigratableSchema: "옮길 수 없는 예전 스키마"
        case .foreignTables: "다른 스키마의 테이블이 있는 파일"
        case .damaged: "손상된 파일"
        case .notADatabase: "데이터베이스가 아닌 파일"
        case .cannotOpen(let reason): "열 수 없는 파일(\(reason))"
        case .cannotRead(let reason): "읽을 수 없는 파일(\(reason))"
        }
    }

    // MARK: - Korean failures

    private func koreanText(for failure: BoxOfficeFailure) -> String {
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
            let raise = service == .kobis ? "KOBIS_TIMEOUT을" : "KOBIS_TIMEOUT(모든 요청의 제한 시간)을"
            return "\(name(service))에서 \(BoxOfficeFailure.format(seconds))초 안에 답이 없습니다: "
                + "다시 시도하거나 \(raise) 늘리세요."
        case .unreachable(let reason, let service):
            return "\(name(service))에 연결하지 못했습니다" + KoreanFailureReason.ending(for: reason)
        case .undecodableResponse(let reason, let service):
            let answer = KoreanParticle.direction.attached(to: expectedAnswer(service))
            return "\(name(service))의 답을 \(answer) 읽을 수 없습니다" + KoreanFailureReason.ending(for: reason)
        case .notInDemoData(let date, let available):
            // No hint about live data: the start-up line says it.
            return "\(topic(date)) 데모 자료에 없습니다(있는 날: "
                + available.map(\.iso).joined(separator: ", ") + ")."
        case .cancelled:
            return "취소했습니다."
        case .movieNotFound(let code):
            return "KOBIS에 영화 코드 \(code)인 영화가 없습니다."
        case .movieNotInDemoData(let code, let available):
            return "영화 \(code)의 정보는 데모 자료에 없습니다. 있는 영화: "
                + available.map(\.rawValue).joined(separator: ", ") + "." + koreanLiveDataHint
        }
    }

    /// What ends a Korean "not in the demo data": how to get live data.
    private var koreanLiveDataHint: String {
        kobisKeySet ? " 실시간 자료는 --demo 없이 실행하세요." : " 실시간 자료는 KOBIS_API_KEY를 설정하세요."
    }

    /// `KOBIS`, `카카오`, `포스터 이미지 서버`.
    private func name(_ service: RemoteService) -> String {
        switch service {
        case .kobis: "KOBIS"
        case .kakao: "카카오"
        case .posterImage: "포스터 이미지 서버"
        }
    }

    /// `KOBIS 서버`, `카카오 서버`, `포스터 이미지 서버`.
    private func serverName(_ service: RemoteService) -> String {
        service == .posterImage ? name(service) : name(service) + " 서버"
    }

    /// `박스오피스`, `이미지 검색 결과`, `쓸 수 있는 이미지`.
    private func expectedAnswer(_ service: RemoteService) -> String {
        switch service {
        case .kobis: "박스오피스"
        case .kakao: "이미지 검색 결과"
        case .posterImage: "쓸 수 있는 이미지"
        }
    }

    /// Kakao's statuses that mean something particular, or `nil`.
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
