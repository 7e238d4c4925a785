// What a movie's detail says (`detail`): its labels, its sentences for screen readers, and which movie
// could not be found in what was typed, in Korean then English.

import BoxOfficeDomain

/// The detail's words, part of ``Words``: a language that lacks one does not build.
public protocol DetailWords: Sendable {
    var loadingMovie: String { get }
    /// `제목` / `Title`: the first of the detail view's labels, top to bottom.
    var titleLabel: String { get }
    var englishTitleLabel: String { get }
    var originalTitleLabel: String { get }
    var posterLabel: String { get }
    var directorsLabel: String { get }
    var productionYearLabel: String { get }
    var openDateLabel: String { get }
    var runningTimeLabel: String { get }
    var watchGradeLabel: String { get }
    var nationsLabel: String { get }
    var genresLabel: String { get }
    var castLabel: String { get }
    var companiesLabel: String { get }
    var rankLabel: String { get }
    var audienceLabel: String { get }
    var audienceTotalLabel: String { get }
    var salesShareLabel: String { get }
    var screensLabel: String { get }
    var showsLabel: String { get }
    var detailSourceLabel: String { get }
    /// The figures' label when the movie is not in the day's list: `그날의 기록` / `That day`.
    var thatDayLabel: String { get }
    func minutes(_ value: Int) -> String
    func role(_ role: String) -> String
    func moreActors(_ count: Int) -> String
    var notInList: String { get }
    /// The screen reader's first sentence: `경관의 피, 영화 코드 20199882.`
    func movieSentence(title: String, code: MovieCode) -> String
    func madeIn(_ year: Int) -> String
    func released(_ date: BoxOfficeDate) -> String
    func runs(minutes: Int) -> String
    func rated(_ grade: String) -> String
    /// The screen reader's figures of the movie on the day shown (on `date`, when known).
    func figuresSentence(_ entry: BoxOfficeEntry, on date: BoxOfficeDate?) -> String

    func text(for error: DetailSelectionError) -> String
    /// `text` is as typed: the words quote it through ``UserText/excerpt(_:limit:)``.
    func notAMovieCode(_ text: String) -> String
}

extension KoreanWords {
    public var loadingMovie: String { "영화 정보 불러오는 중…" }
    public var titleLabel: String { "제목" }
    public var englishTitleLabel: String { "영문 제목" }
    public var originalTitleLabel: String { "원제" }
    public var posterLabel: String { "포스터" }
    public var directorsLabel: String { "감독" }
    public var productionYearLabel: String { "제작연도" }
    public var openDateLabel: String { "개봉일" }
    public var runningTimeLabel: String { "상영시간" }
    public var watchGradeLabel: String { "관람등급" }
    public var nationsLabel: String { "제작국가" }
    public var genresLabel: String { "장르" }
    public var castLabel: String { "출연" }
    public var companiesLabel: String { "영화사" }
    public var rankLabel: String { "순위" }
    public var audienceLabel: String { "관객수" }
    public var audienceTotalLabel: String { "누적관객수" }
    public var salesShareLabel: String { "매출 점유율" }
    public var screensLabel: String { "스크린수" }
    public var showsLabel: String { "상영횟수" }
    public var detailSourceLabel: String { "출처" }
    public var thatDayLabel: String { "그날의 기록" }
    public func minutes(_ value: Int) -> String { "\(value)분" }
    public func role(_ role: String) -> String { "\(role) 역" }
    public func moreActors(_ count: Int) -> String { "외 \(count)명" }
    public var notInList: String { "- (보이는 목록에 없음)" }

    public func movieSentence(title: String, code: MovieCode) -> String {
        "\(title), 영화 코드 \(code.rawValue)."
    }
    public func madeIn(_ year: Int) -> String { "\(year)년 제작" }
    public func released(_ date: BoxOfficeDate) -> String { "\(date.iso) 개봉" }
    public func runs(minutes: Int) -> String { "상영시간 \(minutes)분" }
    /// KOBIS's grade already reads as a rating: `15세이상관람가`.
    public func rated(_ grade: String) -> String { grade }

    public func figuresSentence(_ entry: BoxOfficeEntry, on date: BoxOfficeDate?) -> String {
        let day = date.map { "\($0.iso) " } ?? ""
        return "\(day)\(entry.rank)위, 관객 \(NumberFormatting.grouped(entry.audience))명, "
            + "누적 \(NumberFormatting.grouped(entry.audienceTotal))명, "
            + "매출 점유율 \(NumberFormatting.percent(entry.salesShare)), "
            + "스크린 \(NumberFormatting.grouped(entry.screens))개, 상영 \(NumberFormatting.grouped(entry.shows))회."
    }

    public func text(for error: DetailSelectionError) -> String {
        switch error {
        case .noArgument:
            "어느 영화인가요? `detail N`(순위), `detail 영화코드` 또는 `detail 제목`으로 입력하세요."
        case .noListShown:
            "보이는 목록이 없습니다: 먼저 `date`로 날짜를 보거나 `detail 영화코드`를 쓰세요."
        case .rankOutOfRange(let rank, 0):
            "\(rank)위가 없습니다: 보이는 목록이 비어 있습니다."
        case .rankOutOfRange(let rank, let count):
            "\(rank)위가 없습니다: 보이는 목록은 1–\(count)위입니다."
        case .numberOutOfRange(let number, let shown):
            "\(number)번 영화가 없습니다: 마지막에 보인 영화 목록은 "
                + (shown.map { "\($0.lowerBound)–\($0.upperBound)번입니다." } ?? "비어 있습니다.")
        case .noTitleMatch(let text):
            "보이는 목록에 \(KoreanParticle.direction.quoted(UserText.excerpt(text))) 시작하는 제목이 없습니다."
        case .ambiguous(let text, let matches):
            "'\(UserText.excerpt(text))'에 맞는 영화가 여럿입니다: "
                + "\(DetailSelectionError.listed(matches)). 제목을 더 입력하거나 순위를 쓰세요."
        }
    }

    public func notAMovieCode(_ text: String) -> String {
        "\(KoreanParticle.topic.quoted(UserText.excerpt(text))) 영화 코드가 아닙니다: "
            + "앞 네 자리는 숫자, 나머지 네 자리는 숫자나 영문자인 8자로 입력하세요(예: 20199882, 2023C165)."
    }
}

extension EnglishWords {
    public var loadingMovie: String { "Loading the movie…" }
    public var titleLabel: String { "Title" }
    public var englishTitleLabel: String { "English title" }
    public var originalTitleLabel: String { "Original title" }
    public var posterLabel: String { "Poster" }
    public var directorsLabel: String { "Directors" }
    public var productionYearLabel: String { "Made in" }
    public var openDateLabel: String { "Released" }
    public var runningTimeLabel: String { "Running time" }
    public var watchGradeLabel: String { "Rating" }
    public var nationsLabel: String { "Countries" }
    public var genresLabel: String { "Genres" }
    public var castLabel: String { "Cast" }
    public var companiesLabel: String { "Companies" }
    public var rankLabel: String { "Rank" }
    public var audienceLabel: String { "Audience" }
    public var audienceTotalLabel: String { "Total audience" }
    public var salesShareLabel: String { "Sales share" }
    public var screensLabel: String { "Screens" }
    public var showsLabel: String { "Showings" }
    public var detailSourceLabel: String { "Source" }
    public var thatDayLabel: String { "That day" }
    public func minutes(_ value: Int) -> String { "\(value) min" }
    public func role(_ role: String) -> String { "as \(role)" }
    public func moreActors(_ count: Int) -> String { "and \(count) more" }
    public var notInList: String { "- (not in the list shown)" }

    public func movieSentence(title: String, code: MovieCode) -> String {
        "\(title), movie code \(code.rawValue)."
    }
    public func madeIn(_ year: Int) -> String { "made in \(year)" }
    public func released(_ date: BoxOfficeDate) -> String { "released \(date.iso)" }
    public func runs(minutes: Int) -> String { "runs \(minutes) min" }
    public func rated(_ grade: String) -> String { "rated \(grade)" }

    public func figuresSentence(_ entry: BoxOfficeEntry, on date: BoxOfficeDate?) -> String {
        let day = date.map { " on \($0.iso)" } ?? ""
        return "Rank \(entry.rank)\(day): \(NumberFormatting.grouped(entry.audience)) today, "
            + "\(NumberFormatting.grouped(entry.audienceTotal)) in total, "
            + "\(NumberFormatting.percent(entry.salesShare)) of sales, "
            + "\(NumberFormatting.grouped(entry.screens)) screens, \(NumberFormatting.grouped(entry.shows)) showings."
    }

    public func text(for error: DetailSelectionError) -> String {
        switch error {
        case .noArgument:
            "Which movie? Use `detail N` (a rank), `detail <movieCode>` or `detail <title>`."
        case .noListShown:
            "No list is shown: show a day with `date` first, or use `detail <movieCode>`."
        case .rankOutOfRange(let rank, 0):
            "There is no rank \(rank): the list shown is empty."
        case .rankOutOfRange(let rank, let count):
            "There is no rank \(rank): the list shown has ranks 1–\(count)."
        case .numberOutOfRange(let number, let shown):
            "There is no movie \(number): the last list of movies shown "
                + (shown.map { "has \($0.lowerBound)–\($0.upperBound)." } ?? "is empty.")
        case .noTitleMatch(let text):
            "No movie in the list shown has a title starting with '\(UserText.excerpt(text))'."
        case .ambiguous(let text, let matches):
            "'\(UserText.excerpt(text))' matches several movies: "
                + "\(DetailSelectionError.listed(matches)). Type more of the title, or the rank."
        }
    }

    public func notAMovieCode(_ text: String) -> String {
        "'\(UserText.excerpt(text))' is not a movie code: 8 characters, four digits then four digits or Latin "
            + "letters, e.g. 20199882 or 2023C165."
    }
}
