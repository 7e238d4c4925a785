import BoxOfficeDomain

extension KoreanWords {
    // MARK: - Files the system could not read or write

    public func text(for problem: FileProblem) -> String {
        switch problem {
        case .permissionDenied: "권한 없음"
        case .folderInTheWay: "그 자리에 폴더가 있음"
        case .fileInTheWay: "폴더 자리에 파일이 있음"
        case .noSpace: "디스크 공간 부족"
        case .linkLoop: "심볼릭 링크가 서로를 가리키며 순환함"
        case .notRegularFile: "일반 파일이 아님"
        case .tooLarge(let limit): "크기 \(roundedSize(limit) ?? "\(NumberFormatting.grouped(limit))바이트") 초과"
        case .closed: "닫혀 있음"
        case .notOpenForReading: "쓰기 전용으로 열려 있음"
        case .other(let reason): reason
        }
    }

    // MARK: - Notices

    public func demoAnnouncement(days: Int) -> String {
        kobisKeySet
            ? "데모 자료(KOBIS \(days)일치, --demo). KOBIS_API_KEY는 쓰지 않습니다."
            : "데모 자료(KOBIS \(days)일치). 실시간 자료는 KOBIS_API_KEY를 설정하세요."
    }
}
