// What the store's history of months says (`openings`, `months`): a month's films, a year's months,
// and a year typed wrong, in Korean then English.

import BoxOfficeDomain

/// The month history's words, part of ``Words``: a language that lacks one does not build.
public protocol MonthHistoryWords: Sendable {
    /// `2022-01 개봉작` / `Films opened in 2022-01`.
    func openingsHeading(_ month: String) -> String
    var noOpenings: String { get }
    /// The plain format's film of `openings`: `2022-01-05 개봉, 경관의 피, 최고 1위, 누적관객수 69,228명.`
    func openingSentence(_ film: OpeningFilm) -> String
    /// `2022년 월별 박스오피스` / `2022 month by month`.
    func monthsHeading(_ year: String) -> String
    /// That `months` adds up the stored daily top tens, so its audience is not the whole market's.
    var topTenAudienceOnly: String { get }
    /// Month, days stored, films, top-ten audience, the top film's audience, the top film.
    var monthsHeader: [String] { get }
    /// A month of `months` the store holds no day of (not an audience of zero).
    var noStoredDay: String { get }
    /// The plain format's month of `months`.
    func monthSentence(_ month: YearMonth) -> String
    func text(for error: YearInputError) -> String
}

extension KoreanWords {
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
}

extension EnglishWords {
    public func openingsHeading(_ month: String) -> String { "Films opened in \(month)" }

    public var noOpenings: String { "No film that opened this month is in its stored daily charts." }

    public func openingSentence(_ film: OpeningFilm) -> String {
        "Opened \(film.openDate.iso), \(film.title), best rank \(film.bestRank), "
            + "audience to date \(NumberFormatting.grouped(film.audienceTotal))."
    }

    public func monthsHeading(_ year: String) -> String { "\(year) month by month" }

    public var topTenAudienceOnly: String {
        "The store keeps each day's top ten only: this audience is the top tens', not the whole market's"
    }

    public var monthsHeader: [String] {
        ["Month", "Stored", "Films", "Top-ten audience", "Its audience", "Most seen"]
    }

    public var noStoredDay: String { "no day stored" }

    public func monthSentence(_ month: YearMonth) -> String {
        let days = month.days.lowerBound.days(to: month.days.upperBound) + 1
        let stored = "\(month.month): \(month.storedDays) of \(counted(days, "day")) stored"
        guard month.storedDays > 0 else {
            return "\(month.month): \(noStoredDay) (of \(counted(days, "day")))."
        }
        guard let figures = month.figures else { return stored + ", no film in them." }
        return stored + ", \(counted(figures.films, "film")), top-ten audience "
            + "\(NumberFormatting.grouped(figures.audience)), most seen \(figures.topFilm.title) "
            + "(\(NumberFormatting.grouped(figures.topFilm.audience)))."
    }

    public func text(for error: YearInputError) -> String {
        switch error {
        case .malformed(let text):
            "'\(UserText.excerpt(text))' is not a year: use four digits, e.g. 2022."
        case .beforeEarliest(let year):
            "\(year) is before 2003, the year KOBIS's figures start (\(BoxOfficeDate.earliest))."
        case .noFiguresYet(let year, let latest):
            "\(year) has no figures yet: the latest year with figures is \(latest)."
        }
    }
}
