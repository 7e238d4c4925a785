import BoxOfficeDomain

/// No particle follows a path.
extension KoreanWords {
    public func text(for healed: StoreHealed) -> String {
        switch healed {
        case .movedAside(let path, let copy, let salvage):
            "저장소가 사용 중에 손상되어 읽히는 자료로 새 저장소를 만들었습니다: \(path) (\(text(for: salvage))). "
                + "손상된 파일은 옮겨 두었습니다: \(copy)."
        }
    }

    public func storeNotFolded(path: String) -> String {
        "저장소를 닫지 못했습니다: \(path) (복사할 때는 \(path)-wal도 함께 복사하세요)"
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
