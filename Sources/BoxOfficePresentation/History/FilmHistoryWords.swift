// What the store's history of a film says (`trend`, `top`, `compare`): its labels, its sentences, its
// failures and the days the store lacks, in Korean then English.

import BoxOfficeDomain

/// The film history's words, part of ``Words``: a language that lacks one does not build.
public protocol FilmHistoryWords: Sendable {
    var loadingHistory: String { get }
    /// In one line, with how to fill the store when that helps.
    func text(forHistory failure: FilmHistoryFailure) -> String
    /// `trend 3` (a row of the list) with no list shown.
    var noListForRow: String { get }
    /// `compare 1 20199882`: two spellings of one film, which has nothing to be compared with.
    func oneFilmTwice(_ first: String, _ second: String, title: String, code: String) -> String

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

    public func oneFilmTwice(_ first: String, _ second: String, title: String, code: String) -> String {
        "'\(UserText.excerpt(first))'과(와) '\(UserText.excerpt(second))'은(는) 같은 영화 \(title)(\(code))입니다: "
            + "compare에는 서로 다른 두 영화를 쓰세요."
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
        // A run already over says nothing that day.
        func part(_ side: (title: String, day: TrendDay?)) -> String? {
            guard let day = side.day else { return nil }
            guard let figures = day.figures else { return "\(side.title) \(absence(day))" }
            return "\(side.title) \(NumberFormatting.grouped(figures.audience))명"
        }
        return "\(runDay(day)): " + [part(first), part(second)].compactMap { $0 }.joined(separator: ", ")
            + "."
    }
}

extension EnglishWords {
    public var loadingHistory: String { "Reading the store…" }

    public func text(forHistory failure: FilmHistoryFailure) -> String {
        switch failure {
        case .emptyStore(let filter) where filter != .all:
            "The store holds no daily chart of \(filterSummary(filter) ?? filter.description) yet: fill a range with "
                + "`boxoffice sync FROM TO\(ChartFilterInput.commandLineOptions(for: filter))` (needs a KOBIS key)."
        case .emptyStore:
            "The store holds no daily chart yet: fill a range with `boxoffice sync FROM TO` (needs a KOBIS key), "
                + "or show days with `date`."
        case .movieNotStored(let code):
            "Movie \(code) is in no stored daily chart: fill the days of its run with `boxoffice sync FROM TO`."
        case .noTitleMatch(let text):
            "No stored title matches '\(UserText.excerpt(text))': use the movie code, or fill the days of its run "
                + "with `boxoffice sync FROM TO`."
        case .invalidRange(let error):
            text(for: error)
        case .storeUnreadable:
            "The local store cannot be read."
        case .cancelled:
            cancelled
        }
    }

    public var noListForRow: String {
        "No list is shown: show a day with `date` first, or name the movie by its code or title."
    }

    public func oneFilmTwice(_ first: String, _ second: String, title: String, code: String) -> String {
        "'\(UserText.excerpt(first))' and '\(UserText.excerpt(second))' are the same film, \(title) (\(code)): "
            + "compare needs two different films."
    }

    public var trendLabel: String { "audience trend" }
    public var topLabel: String { "top films" }
    public var comparisonLabel: String { "compared" }
    public var bestDayLabel: String { "Best day" }
    public var daysInTopTenLabel: String { "Days in top ten" }
    public var firstDayLabel: String { "First day" }
    public var lastDayLabel: String { "Last day" }
    public var daysLabel: String { "Days" }
    public var bestRankLabel: String { "Best rank" }
    public var notInTopTen: String { "not in top ten" }
    public var notStored: String { "not stored" }

    public func runDay(_ number: Int) -> String { "day \(number)" }

    public func storedDays(_ count: Int, of range: String) -> String {
        "\(NumberFormatting.grouped(count)) \(count == 1 ? "day" : "days") of \(range) stored"
    }

    public var noFilmsInRange: String { "No daily chart of this period is stored." }

    public func missingDays(count: Int, runs: String) -> String {
        "Days the store lacks (\(NumberFormatting.grouped(count))): \(runs)"
    }

    public func syncHint(_ command: String) -> String { "To fill them: \(command)" }

    public func alsoMatched(_ films: String) -> String {
        "Other movies with that title (pick one by code): \(films)"
    }

    public func trendDaySentence(_ day: TrendDay) -> String {
        guard let figures = day.figures else { return "\(day.date.iso), \(absence(day))." }
        return
            "\(day.date.iso), rank \(figures.rank), audience \(NumberFormatting.grouped(figures.audience))."
    }

    public func topSentence(_ place: Int, film: TopFilm) -> String {
        "\(place). \(film.title), audience \(NumberFormatting.grouped(film.audience)), "
            + "\(film.days) \(film.days == 1 ? "day" : "days") in top ten, best rank \(film.bestRank)."
    }

    public func comparisonSentence(
        day: Int, _ first: (title: String, day: TrendDay?), _ second: (title: String, day: TrendDay?)
    ) -> String {
        // A run already over says nothing that day.
        func part(_ side: (title: String, day: TrendDay?)) -> String? {
            guard let day = side.day else { return nil }
            guard let figures = day.figures else { return "\(side.title) \(absence(day))" }
            return "\(side.title) \(NumberFormatting.grouped(figures.audience))"
        }
        return "\(runDay(day)): " + [part(first), part(second)].compactMap { $0 }.joined(separator: ", ")
            + "."
    }
}
