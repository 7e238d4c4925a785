// What `trend`, `top` and `compare` say in Korean.

import BoxOfficeDomain

extension KoreanWords {
    /// `저장소를 읽는 중…`.
    public var loadingHistory: String { "저장소를 읽는 중…" }

    /// Why the store cannot answer, with how to fill it.
    public func text(forHistory failure: FilmHistoryFailure) -> String {
        switch failure {
        case .emptyStore:
            "저장소에 일별 박스오피스가 없습니다: `boxoffice sync FROM TO`로 기간을 채우거나(KOBIS 키 필요) "
                + "`date`로 날짜를 보세요."
        case .movieNotStored(let code):
            "영화 \(topic(code)) 저장된 일별 박스오피스에 없습니다: 상영 기간을 `boxoffice sync FROM TO`로 채우세요."
        case .noTitleMatch(let text):
            "저장된 제목에서 찾지 못했습니다: '\(UserText.excerpt(text))'. 영화 코드를 쓰거나 상영 기간을 "
                + "`boxoffice sync FROM TO`로 채우세요."
        case .invalidRange(let error):
            text(for: error)
        case .storeUnreadable:
            "로컬 저장소를 읽을 수 없습니다."
        case .cancelled:
            cancelled
        }
    }

    /// `trend 3` with no list shown.
    public var noListForRow: String {
        "보이는 목록이 없습니다: 먼저 `date`로 날짜를 보거나 영화 코드나 제목을 쓰세요."
    }

    /// `관객 추이`.
    public var trendLabel: String { "관객 추이" }
    /// `관객 순위`.
    public var topLabel: String { "관객 순위" }
    /// `비교`.
    public var comparisonLabel: String { "비교" }
    /// `최고 일`.
    public var bestDayLabel: String { "최고 일" }
    /// `10위 안 일수`.
    public var daysInTopTenLabel: String { "10위 안 일수" }
    /// `처음`.
    public var firstDayLabel: String { "처음" }
    /// `마지막`.
    public var lastDayLabel: String { "마지막" }
    /// `일수`.
    public var daysLabel: String { "일수" }
    /// `최고 순위`.
    public var bestRankLabel: String { "최고 순위" }
    /// `10위 밖`.
    public var notInTopTen: String { "10위 밖" }
    /// `저장 안 됨`.
    public var notStored: String { "저장 안 됨" }

    /// `3일째`.
    public func runDay(_ number: Int) -> String { "\(number)일째" }

    /// `2022-01-01~2022-01-31 중 저장된 날 25일`.
    public func storedDays(_ count: Int, of range: String) -> String {
        "\(range) 중 저장된 날 \(NumberFormatting.grouped(count))일"
    }

    /// `이 기간의 저장된 일별 박스오피스가 없습니다.`.
    public var noFilmsInRange: String { "이 기간의 저장된 일별 박스오피스가 없습니다." }

    /// `저장소에 없는 날 12일: 2022-01-03~2022-01-09, 2022-01-20`.
    public func missingDays(count: Int, runs: String) -> String {
        "저장소에 없는 날 \(NumberFormatting.grouped(count))일: \(runs)"
    }

    /// `채우려면: boxoffice sync 20220103 20220120`.
    public func syncHint(_ command: String) -> String { "채우려면: \(command)" }

    /// `같은 제목으로 찾은 다른 영화: …`.
    public func alsoMatched(_ films: String) -> String {
        "같은 제목으로 찾은 다른 영화(코드로 고르세요): \(films)"
    }

    /// `2022-01-05, 1위, 관객 64,050명.` or `2022-01-06, 10위 밖.`
    public func trendDaySentence(_ day: TrendDay) -> String {
        guard let figures = day.figures else { return "\(day.date.iso), \(absence(day))." }
        return "\(day.date.iso), \(figures.rank)위, 관객 \(NumberFormatting.grouped(figures.audience))명."
    }

    /// `1위, 경관의 피, 관객 1,234,567명, 10위 안 12일, 최고 1위.`
    public func topSentence(_ place: Int, film: TopFilm) -> String {
        "\(place)위, \(film.title), 관객 \(NumberFormatting.grouped(film.audience))명, "
            + "10위 안 \(film.days)일, 최고 \(film.bestRank)위."
    }

    /// `3일째: 경관의 피 12,345명, 킹메이커 저장 안 됨.`
    public func comparisonSentence(
        day: Int, _ first: (title: String, day: TrendDay?), _ second: (title: String, day: TrendDay?)
    ) -> String {
        func part(_ side: (title: String, day: TrendDay?)) -> String {
            guard let figures = side.day?.figures else { return "\(side.title) \(absence(side.day))" }
            return "\(side.title) \(NumberFormatting.grouped(figures.audience))명"
        }
        return "\(runDay(day)): \(part(first)), \(part(second))."
    }
}
