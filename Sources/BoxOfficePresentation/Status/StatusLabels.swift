import BoxOfficeDomain

/// The labels and wordings of `status` and `cache info`, in Korean or English. The warning
/// about the KOBIS calls, and why there is no store, are ``MessageWording``'s.
struct StatusLabels: Hashable, Sendable {
    private let korean: Bool
    private let messages: MessageWording

    /// The labels of `language`; with `kobisKeySet`, the demo source does not suggest a key.
    init(_ language: Language, kobisKeySet: Bool = false) {
        korean = language == .korean
        messages = MessageWording(language, kobisKeySet: kobisKeySet)
    }

    var source: String { korean ? "자료 출처" : "source" }
    var store: String { korean ? "저장소" : "store" }
    var stored: String { korean ? "저장된 자료" : "stored" }
    var days: String { korean ? "일별 박스오피스" : "days" }
    var movieDetails: String { korean ? "영화 정보" : "movie details" }
    var posters: String { korean ? "포스터" : "posters" }
    var size: String { korean ? "크기" : "size" }
    var kobisCalls: String { korean ? "오늘 KOBIS 호출" : "KOBIS calls" }

    /// Where the figures come from, and whether the local store stands in front of KOBIS.
    func source(_ source: DataSource, store: StoreAvailability) -> String {
        switch (source, store) {
        case (.demo, _) where messages.kobisKeySet:
            korean
                ? "demo (내장된 KOBIS 자료, --demo로 선택해 KOBIS_API_KEY는 쓰지 않음)"
                : "demo (the bundled KOBIS figures, as asked with --demo; KOBIS_API_KEY is not used)"
        case (.demo, _):
            korean
                ? "demo (내장된 KOBIS 자료, 실시간 자료는 KOBIS_API_KEY 설정)"
                : "demo (the bundled KOBIS figures; set KOBIS_API_KEY for live data)"
        case (_, .available):
            korean
                ? "kobis (KOBIS 오픈 API, 로컬 저장소를 캐시로 사용)"
                : "kobis (KOBIS Open API), with the local store as cache"
        case (_, .unavailable), (_, .notUsed):
            korean
                ? "kobis (KOBIS 오픈 API, 로컬 저장소 없이 매번 요청)"
                : "kobis (KOBIS Open API), without a local store: every request goes to KOBIS"
        }
    }

    /// `없음 (이유: …)` / `none: …`, the problem worded in the language.
    func noStore(_ problem: StoreProblem) -> String {
        let reason = messages.text(for: problem)
        return korean ? "없음 (이유: \(reason))" : "none: \(reason)"
    }
    var storeNotUsed: String { korean ? "사용 안 함 (데모 자료)" : "not used (demo data)" }

    /// `3일` / `3`: box-office days stored.
    func dayCount(_ count: Int) -> String { counted(count, korean: "일") }
    /// `2편` / `2`: movie details stored.
    func movieCount(_ count: Int) -> String { counted(count, korean: "편") }
    /// `1개` / `1`: poster lookups stored.
    func posterCount(_ count: Int) -> String { counted(count, korean: "개") }

    /// `박스오피스 3일, 영화 정보 2편, 포스터 1개, 80.5 KB (82,408바이트)` /
    /// `3 days, 2 movie details, 1 poster, 80.5 KB (82,408 bytes)`.
    func summary(_ summary: StoreSummary) -> String {
        let size = size(summary.bytes)
        guard !korean else {
            return "박스오피스 \(dayCount(summary.days)), 영화 정보 \(movieCount(summary.movieDetails)), "
                + "포스터 \(posterCount(summary.posters)), \(size)"
        }
        return [
            english(summary.days, "day"), english(summary.movieDetails, "movie detail"),
            english(summary.posters, "poster"), size,
        ].joined(separator: ", ")
    }

    /// `80.5 KB (82,408바이트)` / `80.5 KB (82,408 bytes)`; the bytes alone under 1 KB.
    func size(_ bytes: Int) -> String {
        let exact = korean ? "\(NumberFormatting.grouped(bytes))바이트" : english(bytes, "byte")
        return NumberFormatting.byteSize(bytes).map { "\($0) (\(exact))" } ?? exact
    }

    /// `3,000회 중 37회 (2022-01-08, 한국 시간)` / `37 of 3,000 today (2022-01-08, Asia/Seoul)`.
    func calls(_ calls: Int, on day: BoxOfficeDate) -> String {
        let used = NumberFormatting.grouped(calls)
        let limit = NumberFormatting.grouped(KOBISCallBudget.dailyLimit)
        return korean
            ? "\(limit)회 중 \(used)회 (\(day.iso), 한국 시간)"
            : "\(used) of \(limit) today (\(day.iso), Asia/Seoul)"
    }

    var callsNotCounted: String { korean ? "세지 않음 (저장소 없음)" : "not counted (no store)" }

    private func counted(_ count: Int, korean unit: String) -> String {
        NumberFormatting.grouped(count) + (korean ? unit : "")
    }

    /// `1 day`, `3 days`, `1,024 bytes`.
    private func english(_ count: Int, _ noun: String) -> String {
        "\(NumberFormatting.grouped(count)) \(noun)\(count == 1 ? "" : "s")"
    }
}
