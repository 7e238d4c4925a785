import BoxOfficeDomain

extension KoreanWords {
    // MARK: - Settings

    public var modeLabel: String { "보기 방식" }
    public var formatLabel: String { "출력 형식" }
    public var widthLabel: String { "폭" }
    public func width(columns: Int, ambiguous: String) -> String {
        "\(columns)칸, 모호한 문자 폭 \(ambiguous)"
    }
    public var symbolsLabel: String { "기호" }
    public func symbolsAuto(localeIsUTF8: Bool) -> String {
        " (auto: 로케일 \(localeIsUTF8 ? "UTF-8" : "UTF-8 아님"))"
    }
    public var colourLabel: String { "색" }
    public func colour(_ enabled: Bool) -> String { enabled ? "켬" : "끔" }
    public var languageLabel: String { "언어" }
    public var savedInLabel: String { "저장 위치" }
    public var notSaved: String { "(저장 안 함)" }

    public func text(for source: DataSourceSummary) -> String {
        switch source.source {
        case .demo: "demo (KOBIS 자료 \(source.demoDays ?? 0)일치)"
        case .kobis, .cache: "kobis (실시간, KOBIS_API_KEY 설정됨)"
        }
    }

    public func text(for error: PreferencesError) -> String {
        switch error {
        case .notASettingsFile(let path): "\(path)의 설정을 읽지 못해 기본값을 씁니다(이유: 설정 파일이 아님)."
        case .unreadable(let path, let reason):
            "\(path)의 설정을 읽지 못해 기본값을 씁니다(이유: \(text(for: reason)))."
        case .unwritable(let path, let reason): "설정을 \(path)에 저장하지 못했습니다(이유: \(text(for: reason)))."
        }
    }

    public func text(for aside: UnreadableSettingsMovedAside) -> String {
        "\(aside.path): 설정 파일이 아니어서 \(KoreanParticle.direction.attached(to: aside.movedTo)) 옮기고 설정을 저장했습니다."
    }

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
