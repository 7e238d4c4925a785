// What `status` says: where the figures come from, what the store holds, and today's KOBIS calls, in
// Korean then English.

import BoxOfficeDomain

/// The status's words, part of ``Words``: a language that lacks one does not build.
public protocol StatusWords: Sendable {
    var loadingStatus: String { get }
    var dataSourceLabel: String { get }
    var storeLabel: String { get }
    var storedLabel: String { get }
    var storedDaysLabel: String { get }
    var storedDetailsLabel: String { get }
    var storedPostersLabel: String { get }
    var storeSizeLabel: String { get }
    var kobisCallsLabel: String { get }
    /// Where the figures come from, and whether the local store stands in front of KOBIS.
    func statusSource(_ source: DataSource, store: StoreAvailability) -> String
    func storeNone(_ problem: StoreProblem) -> String
    var storeNotUsed: String { get }
    func dayCount(_ count: Int) -> String
    func movieCount(_ count: Int) -> String
    func posterCount(_ count: Int) -> String
    func storeSummary(_ summary: StoreSummary) -> String
    /// `80.5 KB (82,408바이트)` / `80.5 KB (82,408 bytes)`; the bytes alone under 1 KB.
    func size(_ bytes: Int) -> String
    func calls(_ calls: Int, on day: BoxOfficeDate) -> String
    var callsNotCounted: String { get }
    /// The warning for a day's KOBIS calls near or at the limit, or `nil` well below it.
    func warning(for budget: KOBISCallBudget) -> String?
}

extension KoreanWords {
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

    public func storeNone(_ problem: StoreProblem) -> String {
        problem.isNoStoreAtAll ? "없음 (이유: \(text(for: problem)))" : "쓸 수 없음 (이유: \(text(for: problem)))"
    }
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

extension EnglishWords {
    public var loadingStatus: String { "Checking the status…" }
    public var dataSourceLabel: String { "source" }
    public var storeLabel: String { "store" }
    public var storedLabel: String { "stored" }
    public var storedDaysLabel: String { "days" }
    public var storedDetailsLabel: String { "movie details" }
    public var storedPostersLabel: String { "posters" }
    public var storeSizeLabel: String { "size" }
    public var kobisCallsLabel: String { "KOBIS calls" }

    public func statusSource(_ source: DataSource, store: StoreAvailability) -> String {
        switch (source, store) {
        case (.demo, _) where kobisKeySet:
            "demo (the bundled KOBIS figures, as asked with --demo; KOBIS_API_KEY is not used)"
        case (.demo, _): "demo (the bundled KOBIS figures; set KOBIS_API_KEY for live data)"
        case (_, .available): "kobis (KOBIS Open API), with the local store as cache"
        case (_, .unavailable), (_, .notUsed):
            "kobis (KOBIS Open API), without a local store: every request goes to KOBIS"
        }
    }

    public func storeNone(_ problem: StoreProblem) -> String {
        problem.isNoStoreAtAll ? "none: \(text(for: problem))" : "cannot be used: \(text(for: problem))"
    }
    public var storeNotUsed: String { "not used (demo data)" }
    public func dayCount(_ count: Int) -> String { NumberFormatting.grouped(count) }
    public func movieCount(_ count: Int) -> String { NumberFormatting.grouped(count) }
    public func posterCount(_ count: Int) -> String { NumberFormatting.grouped(count) }

    public func storeSummary(_ summary: StoreSummary) -> String {
        [
            counted(summary.days, "day"), counted(summary.movieDetails, "movie detail"),
            counted(summary.posters, "poster"), size(summary.bytes),
        ].joined(separator: ", ")
    }

    public func size(_ bytes: Int) -> String {
        let exact = counted(bytes, "byte")
        return NumberFormatting.byteSize(bytes).map { "\($0) (\(exact))" } ?? exact
    }

    public func calls(_ calls: Int, on day: BoxOfficeDate) -> String {
        let limit = NumberFormatting.grouped(KOBISCallBudget.dailyLimit)
        return "\(NumberFormatting.grouped(calls)) of \(limit) today (\(day.iso), Asia/Seoul)"
    }

    public var callsNotCounted: String { "not counted (no store, or no KOBIS key)" }

    public func warning(for budget: KOBISCallBudget) -> String? {
        let limit = NumberFormatting.grouped(KOBISCallBudget.dailyLimit)
        return switch budget.level {
        case .fine: nil
        case .nearLimit:
            "\(NumberFormatting.grouped(budget.calls)) of the \(limit) KOBIS calls of today are used: "
                + "\(NumberFormatting.grouped(budget.remaining)) left."
        case .exhausted:
            "The \(limit) KOBIS calls of today are used up: KOBIS will refuse more (320011) until tomorrow in Seoul."
        }
    }
}
