import BoxOfficeDomain

/// No particle follows a path.
extension KoreanWords {
    public func text(for healed: StoreHealed) -> String {
        switch healed {
        case .movedAside(let path, let copy, let callCounts, let chartsSaved):
            let held =
                chartsSaved == 0
                ? "저장돼 있던 자료는 모두 옮긴 파일에만 있습니다"
                : "이번 실행에서 저장한 차트 \(NumberFormatting.grouped(chartsSaved))개를 포함해 저장돼 있던 자료는 모두 옮긴 "
                    + "파일에만 있습니다"
            let counts =
                switch callCounts {
                case .kept: "KOBIS 호출 횟수는 새 저장소로 옮겼습니다"
                case .reset: "KOBIS 호출 횟수는 읽을 수 없어 0부터 다시 셉니다"
                }
            return "저장소가 사용 중에 손상되어 옮겼습니다: \(path) → \(copy). 빈 저장소를 새로 만들었으므로 \(held). \(counts)."
        case .logCutShort(let path):
            return "다른 프로그램이 저장소의 로그 파일을 자르거나 지웠습니다: \(path)-wal. 디스크에 남은 것으로 저장소를 다시 "
                + "열었고, 잘려 나간 부분에만 있던 변경은 사라졌습니다(그 차트는 같은 sync를 다시 실행하면 채워집니다)."
        }
    }

    public func storeNotFolded(path: String) -> String {
        "저장소 로그를 파일에 합치지 못했습니다: \(path) (복사할 때는 \(path)-wal도 함께 복사하세요)"
    }

    public var backingUp: String { "저장소 백업 중…" }

    public func backedUp(_ copy: StoreSummary) -> String {
        "저장소를 백업했습니다: \(copy.location) (\(storeSummary(copy)))"
    }

    public func text(for failure: StoreBackupFailure) -> String {
        switch failure {
        case .demo where kobisKeySet: "백업할 저장소가 없습니다: --demo의 내장 자료는 저장소에 저장하지 않습니다"
        case .demo:
            "백업할 저장소가 없습니다: 데모 자료는 저장소에 저장하지 않습니다(KOBIS_API_KEY를 설정하면 받은 자료가 저장소에 남습니다)"
        case .noStore(let problem): "백업할 저장소가 없습니다: \(text(for: problem))"
        case .exists(let path): "이미 있는 파일이라 덮어쓰지 않았습니다: \(path) (바꾸려면 --force)"
        case .isTheStore(let path): "저장소 파일 자체에는 백업할 수 없습니다: \(path) (다른 파일 이름을 주세요)"
        case .notAFile(let path): "일반 파일이 아니라(장치, FIFO, 소켓) 그대로 두었습니다: \(path)"
        case .cannotWrite(let path, let reason): "백업을 쓸 수 없습니다: \(path) (\(text(for: reason)))"
        case .storeUnreadable(let path): "복사하려고 저장소를 읽지 못했습니다: \(path)"
        }
    }

    public func notStored(resource: String) -> String {
        "로컬 저장소에 이 차트가 없습니다: \(resource) (먼저 그날을 sync하세요. resources/list가 저장된 차트를 줍니다)"
    }
}
