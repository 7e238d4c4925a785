// What `trend`, `top` and `compare` say: their labels, their failures, the days the store lacks.

import BoxOfficeDomain

/// The words of the history commands (`trend`, `top`, `compare`), in one language.
public protocol FilmHistoryWords: Sendable {
    /// What the spinner says while the store is read.
    var loadingHistory: String { get }
    /// Why the store cannot answer, in one line (how to fill it, when that helps).
    func text(forHistory failure: FilmHistoryFailure) -> String
    /// `trend 3` (a row of the list) with no list shown.
    var noListForRow: String { get }

    /// `관객 추이` / `audience trend`.
    var trendLabel: String { get }
    /// `관객 순위` / `top films`.
    var topLabel: String { get }
    /// `비교` / `compared`.
    var comparisonLabel: String { get }
    /// `최고 일` / `Best day`.
    var bestDayLabel: String { get }
    /// `10위 안 일수` / `Days in top ten`.
    var daysInTopTenLabel: String { get }
    /// `처음` / `First day`.
    var firstDayLabel: String { get }
    /// `마지막` / `Last day`.
    var lastDayLabel: String { get }
    /// `일수` / `Days`.
    var daysLabel: String { get }
    /// `최고 순위` / `Best rank`.
    var bestRankLabel: String { get }
    /// A day of a trend the film was out of the stored top ten: `10위 밖` / `not in top ten`.
    var notInTopTen: String { get }
    /// A day of a trend the store lacks: `저장 안 됨` / `not stored`.
    var notStored: String { get }
    /// The `n`th day of a run (from 1), as `compare` aligns them: `3일째` / `day 3`.
    func runDay(_ number: Int) -> String
    /// `2022-01-01~2022-01-31 중 저장된 날 25일` / `25 days of 2022-01-01~2022-01-31 stored`.
    func storedDays(_ count: Int, of range: String) -> String
    /// No film in a stored chart of the period.
    var noFilmsInRange: String { get }

    /// `저장소에 없는 날 12일: 2022-01-03~2022-01-09, 2022-01-20` (`runs` already listed).
    func missingDays(count: Int, runs: String) -> String
    /// `채우려면: boxoffice sync 20220103 20220120`.
    func syncHint(_ command: String) -> String
    /// The other films a title matched: `같은 제목으로 찾은 다른 영화: 20231234 서울의 봄 (확장판)`.
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
}

extension FilmHistoryWords {
    /// What a day of a trend shows instead of figures: out of the top ten, not stored, or nothing
    /// past the end of a run.
    public func absence(_ day: TrendDay?) -> String {
        guard let day else { return "" }
        return day.stored ? notInTopTen : notStored
    }

    /// The lines saying which days the store lacks and the `sync` that fills them; none when none are missing.
    public func missingLines(_ missing: MissingDays) -> [String] {
        guard let span = missing.span else { return [] }
        let shown = missing.runs.prefix(3).map {
            $0.lowerBound == $0.upperBound ? $0.lowerBound.iso : "\($0.lowerBound)~\($0.upperBound)"
        }
        let more = missing.runs.count > 3 ? ", …" : ""
        return [
            missingDays(count: missing.count, runs: shown.joined(separator: ", ") + more),
            syncHint("boxoffice sync \(span.lowerBound.compact) \(span.upperBound.compact)"),
        ]
    }

    /// The line naming the other films a title matched (at most five); none when there are none.
    public func alsoMatchedLines(_ films: [StoredFilm]) -> [String] {
        guard !films.isEmpty else { return [] }
        let named = films.prefix(5).map { "\($0.movieCode) \($0.title)" }
        return [alsoMatched(named.joined(separator: ", ") + (films.count > 5 ? ", …" : ""))]
    }
}
