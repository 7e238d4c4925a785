import BoxOfficeDomain

/// Everything a user reads, in one language: one implementation per language (``KoreanWords``,
/// ``EnglishWords``), so a language that lacks a text does not compile. Built once in the
/// composition root with what it must know, and handed to everything that speaks.
///
/// Texts from the network or the system (a KOBIS fault's message, a reason only the system can
/// word) are kept as they came; whoever prints a text sanitises it and hides the keys.
public protocol Words: CommandWords, ChartWords, CatalogueWords, HistoryWords, FilmHistoryWords, StoreWords {
    /// The language these words are in.
    var language: Language { get }
    /// Whether a KOBIS key is set, so that nothing suggests setting one.
    var kobisKeySet: Bool { get }

    // MARK: - Failures

    /// Why a box office or a detail could not be shown, in one line.
    func text(for failure: BoxOfficeFailure) -> String
    /// What a failed write to the local store met, with the file: `/…/boxoffice.sqlite is read-only`.
    func text(for failure: StoreWriteFailure) -> String
    /// A request or a download stopped by Ctrl-C.
    var cancelled: String { get }
    /// Why `detail` cannot tell which movie is meant, in one line.
    func text(for error: DetailSelectionError) -> String
    /// `boxoffice detail` given something that is not a movie code (`text` as typed: the words
    /// quote it through ``UserText/excerpt(_:limit:)``).
    func notAMovieCode(_ text: String) -> String
    /// A setting of the environment that cannot be used: its variable, its value, what would do.
    func text(for problem: ConfigurationProblem) -> String

    // MARK: - Dates

    /// Why a typed date (or month) cannot be shown, in one line.
    func text(for error: DateInputError) -> String
    /// Weekday names, Sunday first, each at most two columns wide: `일 월 …` / `Su Mo …`.
    var weekdayNames: [String] { get }
    /// The short name of a weekday (1 = Sunday) for headings: `수` / `Wed`.
    func weekdayShort(_ weekday: Int) -> String

    // MARK: - Store

    /// What is wrong with the local store, in one line (the system's own words kept).
    func text(for problem: StoreProblem) -> String
    /// The warning about the store when it opens: the file rebuilt, or working without one.
    func storeWarning(_ problem: StoreProblem) -> String
    /// The failure of `cache info` or `cache clear` when there is no store.
    func noStore(_ problem: StoreProblem) -> String
    /// The failure of `cache clear` when the store cannot be emptied.
    var storeCannotBeCleared: String { get }
    /// `cache clear`'s confirmation.
    func storeCleared(path: String) -> String

    // MARK: - List

    /// `일별 박스오피스` / `daily box office`.
    var dailyBoxOffice: String { get }
    /// What the spinner says while a day loads: `2022-01-05 불러오는 중…`.
    func loading(_ date: BoxOfficeDate) -> String
    /// The first half of the audience line: `오늘 64,050` / `today 64,050`.
    func todayFigure(_ text: String) -> String
    /// The second half of the audience line: `총 69,228` / `total 69,228`.
    func totalFigure(_ text: String) -> String
    /// The marker of a new entry: `신작` / `NEW`.
    var newMarker: String { get }
    /// What an empty day says.
    var noFigures: String { get }
    /// Column headings of the bordered table: rank, change, title, today, total.
    var tableHeadings: [String] { get }
    /// Why `prev` or `next` has no day to go to, in one line.
    func text(for limit: DayStepLimit) -> String
    /// The screen reader's heading of a chart: `2022-01-05 (수) 일별 박스오피스, demo 자료.`
    func listSentence(heading: String, title: String, source: DataSource) -> String
    /// The screen reader's row: `1위, 신작, 경관의 피, 오늘 64,050명, 누적 69,228명`.
    func sentence(for row: BoxOfficeRowViewData) -> String

    // MARK: - Detail

    /// What the spinner says while a movie's detail loads.
    var loadingMovie: String { get }
    /// `제목` / `Title`: the first of the detail view's labels, top to bottom.
    var titleLabel: String { get }
    /// `영문 제목` / `English title`.
    var englishTitleLabel: String { get }
    /// `원제` / `Original title`.
    var originalTitleLabel: String { get }
    /// `포스터` / `Poster`.
    var posterLabel: String { get }
    /// `감독` / `Directors`.
    var directorsLabel: String { get }
    /// `제작연도` / `Made in`.
    var productionYearLabel: String { get }
    /// `개봉일` / `Released`.
    var openDateLabel: String { get }
    /// `상영시간` / `Running time`.
    var runningTimeLabel: String { get }
    /// `관람등급` / `Rating`.
    var watchGradeLabel: String { get }
    /// `제작국가` / `Countries`.
    var nationsLabel: String { get }
    /// `장르` / `Genres`.
    var genresLabel: String { get }
    /// `출연` / `Cast`.
    var castLabel: String { get }
    /// `영화사` / `Companies`.
    var companiesLabel: String { get }
    /// `순위` / `Rank`.
    var rankLabel: String { get }
    /// `관객수` / `Audience`.
    var audienceLabel: String { get }
    /// `누적관객수` / `Total audience`.
    var audienceTotalLabel: String { get }
    /// `매출 점유율` / `Sales share`.
    var salesShareLabel: String { get }
    /// `스크린수` / `Screens`.
    var screensLabel: String { get }
    /// `상영횟수` / `Showings`.
    var showsLabel: String { get }
    /// `출처` / `Source`.
    var detailSourceLabel: String { get }
    /// The figures' label when the movie is not in the day's list: `그날의 기록` / `That day`.
    var thatDayLabel: String { get }
    /// `119분` / `119 min`.
    func minutes(_ value: Int) -> String
    /// An actor's role: `형사 역` / `as 형사`.
    func role(_ role: String) -> String
    /// The actors left out: `외 3명` / `and 3 more`.
    func moreActors(_ count: Int) -> String
    /// The figures of a movie the list shown does not have.
    var notInList: String { get }
    /// The screen reader's first sentence: `경관의 피, 영화 코드 20199882.`
    func movieSentence(title: String, code: MovieCode) -> String
    /// A fact of the screen reader's facts sentence: `2021년 제작` / `made in 2021`.
    func madeIn(_ year: Int) -> String
    /// `2022-01-05 개봉` / `released 2022-01-05`.
    func released(_ date: BoxOfficeDate) -> String
    /// `상영시간 119분` / `runs 119 min`.
    func runs(minutes: Int) -> String
    /// `15세이상관람가` / `rated 15세이상관람가`.
    func rated(_ grade: String) -> String
    /// The screen reader's figures of the movie on the day shown (on `date`, when known).
    func figuresSentence(_ entry: BoxOfficeEntry, on date: BoxOfficeDate?) -> String

    // MARK: - Poster

    /// What the spinner says while a poster image downloads.
    var loadingPoster: String { get }
    /// Why there is no image, as the detail's poster line says it, or `nil` when one was found.
    func posterMissingReason(_ lookup: PosterLookup) -> String?
    /// Why there is no image as a sentence of its own (`poster` alone), or `nil` when one was found.
    func posterMissingSentence(_ lookup: PosterLookup) -> String?
    /// The screen reader's poster with no image: `포스터: 없음 (…).`
    func noPosterSentence(reason: String) -> String
    /// `크기 모름` / `size unknown`.
    var posterSizeUnknown: String { get }

    // MARK: - Status

    /// What the spinner says while `status` reads the store and the call count.
    var loadingStatus: String { get }
    /// `자료 출처` / `source` (also in `settings`).
    var dataSourceLabel: String { get }
    /// `저장소` / `store`.
    var storeLabel: String { get }
    /// `저장된 자료` / `stored`.
    var storedLabel: String { get }
    /// `일별 박스오피스` / `days`.
    var storedDaysLabel: String { get }
    /// `영화 정보` / `movie details`.
    var storedDetailsLabel: String { get }
    /// `포스터` / `posters`.
    var storedPostersLabel: String { get }
    /// `크기` / `size`.
    var storeSizeLabel: String { get }
    /// `오늘 KOBIS 호출` / `KOBIS calls`.
    var kobisCallsLabel: String { get }
    /// Where the figures come from, and whether the local store stands in front of KOBIS.
    func statusSource(_ source: DataSource, store: StoreAvailability) -> String
    /// The store's value when there is none: `없음 (이유: …)` / `none: …`.
    func storeNone(_ problem: StoreProblem) -> String
    /// The store's value with the demo data: `사용 안 함 (데모 자료)` / `not used (demo data)`.
    var storeNotUsed: String { get }
    /// Box-office days stored: `3일` / `3`.
    func dayCount(_ count: Int) -> String
    /// Movie details stored: `2편` / `2`.
    func movieCount(_ count: Int) -> String
    /// Poster lookups stored: `1개` / `1`.
    func posterCount(_ count: Int) -> String
    /// What the store holds in one line: `박스오피스 3일, …` / `3 days, 2 movie details, …`.
    func storeSummary(_ summary: StoreSummary) -> String
    /// `80.5 KB (82,408바이트)` / `80.5 KB (82,408 bytes)`; the bytes alone under 1 KB.
    func size(_ bytes: Int) -> String
    /// Today's KOBIS calls: `3,000회 중 37회 (…)` / `37 of 3,000 today (…)`.
    func calls(_ calls: Int, on day: BoxOfficeDate) -> String
    /// The calls' value without a store: `세지 않음 (저장소 없음)` / `not counted (no store)`.
    var callsNotCounted: String { get }
    /// The warning for a day's KOBIS calls near or at the limit, or `nil` well below it.
    func warning(for budget: KOBISCallBudget) -> String?

    // MARK: - Settings

    /// `보기 방식` / `mode`.
    var modeLabel: String { get }
    /// `출력 형식` / `format`.
    var formatLabel: String { get }
    /// `폭` / `width`.
    var widthLabel: String { get }
    /// `80칸, 모호한 문자 폭 narrow` / `80 columns, ambiguous narrow`.
    func width(columns: Int, ambiguous: String) -> String
    /// `기호` / `symbols`.
    var symbolsLabel: String { get }
    /// Why `symbols auto` chose what it did: ` (auto: 로케일 UTF-8)`.
    func symbolsAuto(localeIsUTF8: Bool) -> String
    /// `색` / `colour`.
    var colourLabel: String { get }
    /// `켬` or `끔` / `on` or `off`.
    func colour(_ enabled: Bool) -> String
    /// `언어` / `language`.
    var languageLabel: String { get }
    /// `저장 위치` / `saved in`.
    var savedInLabel: String { get }
    /// Where nothing is saved: `(저장 안 함)` / `(not saved)`.
    var notSaved: String { get }
    /// Where the figures come from: `demo (KOBIS 자료 4일치)` / `kobis (live, KOBIS_API_KEY set)`.
    func text(for source: DataSourceSummary) -> String
    /// Why the settings file could not be read or written, in one line.
    func text(for error: PreferencesError) -> String
    /// That a file that was not a settings file was moved aside and the settings saved.
    func text(for aside: UnreadableSettingsMovedAside) -> String

    // MARK: - Calendar

    /// `2022년 1월` / `January 2022`.
    func monthTitle(_ month: CalendarMonth) -> String
    /// The days with figures, given as ranges (`5, 14, 23-26`): `자료 있는 날: 5, 14, 23-26일`.
    func daysWithFigures(_ ranges: String, in month: CalendarMonth) -> String
    /// The summary of a month without a day with figures.
    var noDayWithFigures: String { get }
    /// The screen reader's day shown: `보이는 날: 2022-01-05 (수).`
    func dayShownSentence(_ heading: String) -> String

    // MARK: - Notices

    /// The line saying the figures are the demo data, and how to get live data (or, with a
    /// key set, that `--demo` asked for the demo data).
    func demoAnnouncement(days: Int) -> String

    // MARK: - Safeguards

    /// An answer given up at a limit, naming the service: larger than allowed, or still
    /// arriving when the request's time was up.
    func text(for limit: ResponseLimit, service: RemoteService) -> String
    /// Why a redirect to `server` (`host:port`) was not followed, worded as this language's
    /// "could not be reached" sentence takes its reason.
    func reason(for refusal: RedirectRefusal, to server: String?) -> String
    /// The store at `path` was damaged, moved aside to `copy` and rebuilt; what became of the
    /// KOBIS call counts.
    func movedAside(_ path: String, copy: String, callCounts: StoreProblem.CallCounts) -> String
}

extension Words {
    /// `510×727`, or ``posterSizeUnknown``.
    public func size(of poster: Poster) -> String {
        guard let width = poster.width, let height = poster.height else { return posterSizeUnknown }
        return "\(width)×\(height)"
    }

    /// A size in whole units when it has no tenths: `4 MB`, `64 KB`, `812.5 KB`; `nil` under 1 KB.
    func roundedSize(_ bytes: Int) -> String? {
        NumberFormatting.byteSize(bytes).map { $0.replacingOccurrences(of: ".0 ", with: " ") }
    }

    /// Whether `other` says everything as these words do: the same language and the same key.
    func speaksLike(_ other: any Words) -> Bool {
        language == other.language && kobisKeySet == other.kobisKeySet
    }
}

extension ConfigurationProblem.Setting {
    /// The environment variable a user sets, the same in every language: `KOBIS_BASE_URL`.
    var variable: String {
        switch self {
        case .kobisBaseURL: "KOBIS_BASE_URL"
        case .kakaoBaseURL: "KAKAO_BASE_URL"
        case .requestTimeout: "KOBIS_TIMEOUT"
        case .recentDayMaxAge: "BOXOFFICE_YESTERDAY_MAX_AGE"
        case .detailMaxAge: "BOXOFFICE_DETAIL_MAX_AGE"
        }
    }
}

extension Language {
    /// The words of this language; with `kobisKeySet` no text suggests setting `KOBIS_API_KEY`.
    public func words(kobisKeySet: Bool) -> any Words {
        switch self {
        case .korean: KoreanWords(kobisKeySet: kobisKeySet)
        case .english: EnglishWords(kobisKeySet: kobisKeySet)
        }
    }
}
