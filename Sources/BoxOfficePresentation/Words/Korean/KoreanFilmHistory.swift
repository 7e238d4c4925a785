// What the store's history (`trend`, `top`, `compare`, `openings`, `months`) says in Korean, its help too.

import BoxOfficeDomain

extension KoreanWords {
    public var loadingHistory: String { "저장소를 읽는 중…" }

    public func text(forHistory failure: FilmHistoryFailure) -> String {
        switch failure {
        case .emptyStore(let filter) where filter != .all:
            "저장소에 \(filterSummary(filter) ?? filter.description)의 일별 박스오피스가 없습니다: "
                + "`boxoffice sync FROM TO\(ChartFilterInput.commandLineOptions(for: filter))`로 기간을 채우세요(KOBIS 키 필요)."
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

    public func openingsHeading(_ month: String) -> String { "\(month) 개봉작" }

    public var noOpenings: String { "그 달에 개봉한 영화가 그 달의 저장된 일별 박스오피스에 없습니다." }

    public func openingSentence(_ film: OpeningFilm) -> String {
        "\(film.openDate.iso) 개봉, \(film.title), 최고 \(film.bestRank)위, "
            + "누적관객수 \(NumberFormatting.grouped(film.audienceTotal))명."
    }

    public func monthsHeading(_ year: String) -> String { "\(year)년 월별 박스오피스" }

    public var topTenAudienceOnly: String {
        "저장소는 날마다 10위까지만 가지고 있습니다: 이 관객수는 10위 안 영화의 합계이지 시장 전체가 아닙니다"
    }

    public var monthsHeader: [String] { ["월", "저장된 날", "영화", "10위 안 관객수", "그 영화 관객수", "최다 관객 영화"] }

    public var noStoredDay: String { "저장된 날 없음" }

    public func monthSentence(_ month: YearMonth) -> String {
        let days = month.days.lowerBound.days(to: month.days.upperBound) + 1
        let stored = "\(month.month): \(days)일 중 저장된 날 \(month.storedDays)일"
        guard month.storedDays > 0 else { return "\(month.month): \(noStoredDay)(\(days)일 중 0일)." }
        guard let figures = month.figures else { return stored + ", 영화 없음." }
        return stored + ", 영화 \(figures.films)편, 10위 안 관객수 \(NumberFormatting.grouped(figures.audience))명, "
            + "최다 관객 \(figures.topFilm.title) \(NumberFormatting.grouped(figures.topFilm.audience))명."
    }

    public func text(for error: YearInputError) -> String {
        switch error {
        case .malformed(let text):
            "\(KoreanParticle.topic.quoted(UserText.excerpt(text))) 연도가 아닙니다: 네 자리로 입력하세요(예: 2022)."
        case .beforeEarliest(let year):
            "\(year)년은 KOBIS 집계가 시작된 2003년(\(BoxOfficeDate.earliest))보다 앞입니다."
        case .noFiguresYet(let year, let latest):
            "\(year)년은 아직 집계된 날이 없습니다: 집계된 마지막 해는 \(latest)년입니다."
        }
    }

    // Said in the help of `trend`, `top` and `compare`.
    static let historyFilterHelp =
        "`--nation`, `--kind`, `--region`을 쓰면 `sync`가 그 필터로 저장한 박스오피스를 읽습니다"
        + "(`top 20230101 20231231 --nation korean`). 쓰지 않으면 지금 필터와 상관없이 전체 영화의 박스오피스를 읽습니다."

    static let filmHistoryHelp: [String: CommandHelp] = [
        "trend": CommandHelp(
            summary: "영화의 일별 관객 추이 (로컬 저장소에서)",
            details: [
                "`trend 3`은 보이는 목록의 3위 영화를, `trend 20199882`는 영화 코드로, `trend 경관의 피`는 저장된 "
                    + "제목(화면에 보이는 대로, 대소문자와 띄어쓰기 무시)으로 찾습니다. 같은 제목이 여럿이면 가장 많이 본 "
                    + "영화를 보여 주고 나머지를 코드와 함께 알려 줍니다.",
                "저장된 일별 박스오피스에서 하루 한 줄(날짜, 막대, 관객수)로 보여 주고, 누적관객수(마지막 날의 누적), "
                    + "최고 일, 10위 안 일수, 처음과 마지막 날을 붙입니다. 60일보다 길거나 `--spark`를 쓰면 한 줄 "
                    + "스파크라인으로 보여 줍니다. csv와 json은 하루 한 레코드입니다.",
                "상영 기간 앞뒤(개봉일부터, 마지막 날 뒤 7일까지)에 저장소에 없는 날이 있으면 그 날들과 채우는 "
                    + "`boxoffice sync FROM TO`를 표준 오류로 알려 줍니다. KOBIS를 부르지 않습니다.",
                historyFilterHelp,
            ]),
        "top": CommandHelp(
            summary: "기간의 영화를 관객수로 순위 매기기 (로컬 저장소에서)",
            details: [
                "`top 20220101 20220131`은 그 기간 저장된 일별 박스오피스의 관객수를 영화마다 더해 많은 순으로 "
                    + "보여 줍니다(10위 안 일수, 최고 순위와 함께). 영화는 저장된 10위 안에 든 날만 셉니다. "
                    + "`--limit N`으로 N편까지(기본 10편). `top 20220101`처럼 하루만 쓰면 어제까지입니다.",
                "기간에 저장소에 없는 날이 있으면 그 날들과 채우는 `boxoffice sync FROM TO`를 표준 오류로 알려 "
                    + "줍니다. 날짜는 `date`와 같은 형식입니다.",
                historyFilterHelp,
            ]),
        "openings": CommandHelp(
            summary: "한 달의 개봉작 (로컬 저장소에서)",
            details: [
                "`openings 202201`(또는 `2022-01`)은 개봉일이 그 달인 영화를 그 달의 저장된 일별 박스오피스에서 "
                    + "찾아 개봉일 순으로 한 번씩 보여 줍니다: 개봉일, 제목, 그 달의 최고 순위, 그 달 마지막으로 "
                    + "보인 날의 누적관객수. 그 달 10위 안에 든 적이 없는 영화는 없습니다.",
                "그 달에 저장소에 없는 날이 있으면 그 날들과 채우는 `boxoffice sync FROM TO`를 표준 오류로 알려 "
                    + "줍니다. KOBIS를 부르지 않습니다.",
            ]),
        "months": CommandHelp(
            summary: "한 해를 월별로 (로컬 저장소에서)",
            details: [
                "`months 2022`는 그 해의 달마다 저장된 일별 박스오피스를 모아 보여 줍니다: 저장된 날 수, 나온 영화 "
                    + "수, 그 일별 10위 안 관객수의 합, 그중 관객이 가장 많은 영화. 저장소는 날마다 10위까지만 "
                    + "가지고 있으므로 이 관객수는 10위 안 영화의 합계이지 시장 전체 관객수가 아닙니다. 저장된 "
                    + "날이 없는 달은 0이 아니라 저장된 날이 없다고 보여 줍니다.",
                "연도는 2003년(집계는 2003-11-11부터)부터 올해까지이며, 올해는 어제까지입니다. 저장소에 없는 "
                    + "날이 있으면 그 날들과 채우는 `boxoffice sync FROM TO`를 표준 오류로 알려 줍니다. KOBIS를 "
                    + "부르지 않습니다.",
            ]),
        "compare": CommandHelp(
            summary: "두 영화의 상영 추이를 나란히",
            details: [
                "`compare 1 2`, `compare 20199882 20212866`, 띄어쓰기가 있는 제목은 `compare 경관의 피 / 킹메이커`. "
                    + "각 영화가 처음 저장된 날부터 센 날(1일째, 2일째…)로 맞춰 관객수를 나란히 보여 줍니다.",
                historyFilterHelp,
            ]),
    ]
}
