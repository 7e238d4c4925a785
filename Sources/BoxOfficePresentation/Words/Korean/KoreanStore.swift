import BoxOfficeDomain

/// Keeping the store safe, in Korean: what healing did while a command ran, and a log not folded in
/// at exit. No particle follows a path.
extension KoreanWords {
    /// `저장소가 사용 중에 손상되어 옮겼습니다: … → …. …`, or the log cut short.
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

    /// `저장소 로그를 파일에 합치지 못했습니다: … (복사할 때는 …-wal도 함께 복사하세요)`.
    public func storeNotFolded(path: String) -> String {
        "저장소 로그를 파일에 합치지 못했습니다: \(path) (복사할 때는 \(path)-wal도 함께 복사하세요)"
    }
}
