import BoxOfficeDomain

extension KoreanWords {
    // MARK: - Store

    public func text(for problem: StoreProblem) -> String {
        switch problem {
        case .folderCannotBeCreated(let path): "캐시 폴더를 만들 수 없습니다: \(path)"
        case .folderNotWritable(let path): "캐시 폴더 \(path)에 쓸 수 없습니다"
        case .rebuilt(let path, let fault, let copy):
            "저장소 \(path): \(phrase(for: fault))이므로 옮겨 두고 빈 저장소를 새로 만들었습니다(옮긴 파일: \(copy))"
        case .movedAside(let path, let copy, let salvage): movedAside(path, copy: copy, salvaged: salvage)
        case .cannotRebuild(let path, let fault): "저장소를 다시 만들 수 없습니다: \(path): \(phrase(for: fault))"
        case .unusable(let path, let fault): "저장소를 쓸 수 없습니다: \(path): \(phrase(for: fault))"
        case .unreadable(let path): "저장소를 읽을 수 없습니다: \(path)"
        }
    }

    public func storeWarning(_ problem: StoreProblem) -> String {
        switch problem {
        case .rebuilt, .movedAside: return text(for: problem) + "."
        default: break
        }
        return "로컬 저장소 없이 실행합니다(\(text(for: problem)))."
    }

    public func noStore(_ problem: StoreProblem) -> String { "로컬 저장소가 없습니다: \(text(for: problem))" }

    public var storeCannotBeCleared: String { "로컬 저장소를 비우지 못했습니다." }

    public func storeCleared(path: String) -> String { "로컬 저장소를 비웠습니다(KOBIS 호출 횟수는 남겨 둠): \(path)" }

    private func phrase(for fault: StoreProblem.Fault) -> String {
        switch fault {
        case .newerSchema: "더 새 버전의 boxoffice가 만든 파일"
        case .unmigratableSchema: "옮길 수 없는 예전 스키마"
        case .foreignTables: "다른 스키마의 테이블이 있는 파일"
        case .damaged: "손상된 파일"
        case .notADatabase: "데이터베이스가 아닌 파일"
        case .cannotOpen(let reason): "열 수 없는 파일(\(reason))"
        case .cannotRead(let reason): "읽을 수 없는 파일(\(reason))"
        case .cannotWrite(let reason): "쓸 수 없는 파일(\(reason))"
        case .notAFile: "일반 파일이 아닌 경로(장치, FIFO, 소켓)이므로 그대로 둠"
        }
    }

    // MARK: - Status

    public var loadingStatus: String { "상태 확인 중…" }
    public var dataSourceLabel: String { "자료 출처" }
    public var storeLabel: String { "저장소" }
    public var storedLabel: String { "저장된 자료" }
    public var storedDaysLabel: String { "일별 박스오피스" }
    public var storedDetailsLabel: String { "영화 정보" }
    public var storedPostersLabel: String { "포스터" }
    public var storeSizeLabel: String { "크기" }
    public var kobisCallsLabel: String { "오늘 KOBIS 호출" }

    public func statusSource(_ source: DataSource, store: StoreAvailability) -> String {
        switch (source, store) {
        case (.demo, _) where kobisKeySet: "demo (내장된 KOBIS 자료, --demo로 선택해 KOBIS_API_KEY는 쓰지 않음)"
        case (.demo, _): "demo (내장된 KOBIS 자료, 실시간 자료는 KOBIS_API_KEY 설정)"
        case (_, .available): "kobis (KOBIS 오픈 API, 로컬 저장소를 캐시로 사용)"
        case (_, .unavailable), (_, .notUsed): "kobis (KOBIS 오픈 API, 로컬 저장소 없이 매번 요청)"
        }
    }

    public func storeNone(_ problem: StoreProblem) -> String { "없음 (이유: \(text(for: problem)))" }
    public var storeNotUsed: String { "사용 안 함 (데모 자료)" }
    public func dayCount(_ count: Int) -> String { NumberFormatting.grouped(count) + "일" }
    public func movieCount(_ count: Int) -> String { NumberFormatting.grouped(count) + "편" }
    public func posterCount(_ count: Int) -> String { NumberFormatting.grouped(count) + "개" }

    public func storeSummary(_ summary: StoreSummary) -> String {
        "박스오피스 \(dayCount(summary.days)), 영화 정보 \(movieCount(summary.movieDetails)), "
            + "포스터 \(posterCount(summary.posters)), \(size(summary.bytes))"
    }

    public func size(_ bytes: Int) -> String {
        let exact = "\(NumberFormatting.grouped(bytes))바이트"
        return NumberFormatting.byteSize(bytes).map { "\($0) (\(exact))" } ?? exact
    }

    public func calls(_ calls: Int, on day: BoxOfficeDate) -> String {
        let limit = NumberFormatting.grouped(KOBISCallBudget.dailyLimit)
        return "\(limit)회 중 \(NumberFormatting.grouped(calls))회 (\(day.iso), 한국 시간)"
    }

    public var callsNotCounted: String { "세지 않음 (저장소나 KOBIS 키 없음)" }

    public func warning(for budget: KOBISCallBudget) -> String? {
        let limit = NumberFormatting.grouped(KOBISCallBudget.dailyLimit)
        return switch budget.level {
        case .fine: nil
        case .nearLimit:
            "오늘 KOBIS 호출 \(limit)회 중 \(NumberFormatting.grouped(budget.calls))회를 썼습니다: "
                + "\(NumberFormatting.grouped(budget.remaining))회 남았습니다."
        case .exhausted:
            "오늘 KOBIS 호출 \(limit)회를 다 썼습니다: 한국 시간으로 내일까지 KOBIS가 더 받지 않습니다(320011)."
        }
    }
}
