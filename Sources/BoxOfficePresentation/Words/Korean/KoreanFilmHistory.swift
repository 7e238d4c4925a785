// What `trend`, `top` and `compare` say in Korean.

import BoxOfficeDomain

extension KoreanWords {
    public var loadingHistory: String { "저장소를 읽는 중…" }

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

    public var noListForRow: String {
        "보이는 목록이 없습니다: 먼저 `date`로 날짜를 보거나 영화 코드나 제목을 쓰세요."
    }

    public var trendLabel: String { "관객 추이" }
    public var topLabel: String { "관객 순위" }
    public var comparisonLabel: String { "비교" }
    public var bestDayLabel: String { "최고 일" }
    public var daysInTopTenLabel: String { "10위 안 일수" }
    public var firstDayLabel: String { "처음" }
    public var lastDayLabel: String { "마지막" }
    public var daysLabel: String { "일수" }
    public var bestRankLabel: String { "최고 순위" }
    public var notInTopTen: String { "10위 밖" }
    public var notStored: String { "저장 안 됨" }

    public func runDay(_ number: Int) -> String { "\(number)일째" }

    public func storedDays(_ count: Int, of range: String) -> String {
        "\(range) 중 저장된 날 \(NumberFormatting.grouped(count))일"
    }

    public var noFilmsInRange: String { "이 기간의 저장된 일별 박스오피스가 없습니다." }

    public func missingDays(count: Int, runs: String) -> String {
        "저장소에 없는 날 \(NumberFormatting.grouped(count))일: \(runs)"
    }

    public func syncHint(_ command: String) -> String { "채우려면: \(command)" }

    public func alsoMatched(_ films: String) -> String {
        "같은 제목으로 찾은 다른 영화(코드로 고르세요): \(films)"
    }

    public func trendDaySentence(_ day: TrendDay) -> String {
        guard let figures = day.figures else { return "\(day.date.iso), \(absence(day))." }
        return "\(day.date.iso), \(figures.rank)위, 관객 \(NumberFormatting.grouped(figures.audience))명."
    }

    public func topSentence(_ place: Int, film: TopFilm) -> String {
        "\(place)위, \(film.title), 관객 \(NumberFormatting.grouped(film.audience))명, "
            + "10위 안 \(film.days)일, 최고 \(film.bestRank)위."
    }

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
