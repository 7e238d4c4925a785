// What the store's history says (`trend`, `top`, `compare`, `openings`, `months`): their help, labels,
// failures, and the days the store lacks.

import BoxOfficeDomain

public protocol FilmHistoryWords: Sendable {
    var loadingHistory: String { get }
    /// In one line, with how to fill the store when that helps.
    func text(forHistory failure: FilmHistoryFailure) -> String
    /// `trend 3` (a row of the list) with no list shown.
    var noListForRow: String { get }

    var trendLabel: String { get }
    var topLabel: String { get }
    var comparisonLabel: String { get }
    var bestDayLabel: String { get }
    var daysInTopTenLabel: String { get }
    var firstDayLabel: String { get }
    var lastDayLabel: String { get }
    var daysLabel: String { get }
    var bestRankLabel: String { get }
    /// A day of a trend the film was out of the stored top ten: `10위 밖` / `not in top ten`.
    var notInTopTen: String { get }
    var notStored: String { get }
    /// The `n`th day of a run (from 1), as `compare` aligns them: `3일째` / `day 3`.
    func runDay(_ number: Int) -> String
    func storedDays(_ count: Int, of range: String) -> String
    var noFilmsInRange: String { get }

    /// `저장소에 없는 날 12일: 2022-01-03~2022-01-09, 2022-01-20` (`runs` already listed).
    func missingDays(count: Int, runs: String) -> String
    func syncHint(_ command: String) -> String
    func alsoMatched(_ films: String) -> String

    /// The plain format's day of a trend: `2022-01-05, 1위, 관객 64,050명.`
    func trendDaySentence(_ day: TrendDay) -> String
    /// The plain format's film of `top`: `1위, 경관의 피, 관객 1,234,567명, 10위 안 12일, 최고 1위.`
    func topSentence(_ place: Int, film: TopFilm) -> String
    /// The plain format's aligned day of `compare`: `3일째: 경관의 피 12,345명, 킹메이커 저장 안 됨.`
    func comparisonSentence(
        day: Int, _ first: (title: String, day: TrendDay?), _ second: (title: String, day: TrendDay?)
    )
        -> String

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

extension FilmHistoryWords {
    /// What a day of a trend shows instead of figures: out of the top ten, not stored, or nothing
    /// past the end of a run.
    public func absence(_ day: TrendDay?) -> String {
        guard let day else { return "" }
        return day.stored ? notInTopTen : notStored
    }

    /// The lines saying which days the store lacks and the `sync` that fills them (under `filter`,
    /// the charts the answer was read from); none when none are missing.
    public func missingLines(_ missing: MissingDays, filter: ChartFilter = .all) -> [String] {
        guard let span = missing.span else { return [] }
        let shown = missing.runs.prefix(3).map {
            $0.lowerBound == $0.upperBound ? $0.lowerBound.iso : "\($0.lowerBound)~\($0.upperBound)"
        }
        let more = missing.runs.count > 3 ? ", …" : ""
        return [
            missingDays(count: missing.count, runs: shown.joined(separator: ", ") + more),
            syncHint(
                "boxoffice sync \(span.lowerBound.compact) \(span.upperBound.compact)"
                    + ChartFilterInput.commandLineOptions(for: filter)),
        ]
    }

    /// The line naming the other films a title matched (at most five); none when there are none.
    public func alsoMatchedLines(_ films: [StoredFilm]) -> [String] {
        guard !films.isEmpty else { return [] }
        let named = films.prefix(5).map { "\($0.movieCode) \($0.title)" }
        return [alsoMatched(named.joined(separator: ", ") + (films.count > 5 ? ", …" : ""))]
    }
}
