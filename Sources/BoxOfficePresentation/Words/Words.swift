import BoxOfficeDomain

/// Everything a user reads, in one language: one type per language, so a language that lacks a text
/// does not compile. Texts from the network or the system are kept as they came; whoever prints a
/// text sanitises it and hides the keys.
public protocol Words: CommandWords, ChartWords, ChartFilterWords, DetailWords, PosterWords, CatalogueWords,
    CalendarWords, StatusWords, StoreWords, SettingsWords, HistoryWords, FilmHistoryWords, MonthHistoryWords
{
    var language: Language { get }
    /// Whether a KOBIS key is set, so that nothing suggests setting one.
    var kobisKeySet: Bool { get }

    // MARK: - Failures

    func text(for failure: BoxOfficeFailure) -> String
    func text(for failure: StoreWriteFailure) -> String
    var cancelled: String { get }
    func text(for problem: ConfigurationProblem) -> String

    // MARK: - Dates

    func text(for error: DateInputError) -> String
    /// Weekday names, Sunday first, each at most two columns wide: `일 월 …` / `Su Mo …`.
    var weekdayNames: [String] { get }
    /// The short name of a weekday (1 = Sunday) for headings: `수` / `Wed`.
    func weekdayShort(_ weekday: Int) -> String

    // MARK: - Notices

    /// The figures are the demo data, and how to get live data (or, with a key set, that `--demo` asked
    /// for them).
    func demoAnnouncement(days: Int) -> String

    // MARK: - Safeguards

    /// An answer given up at a limit: larger than allowed, or still arriving when its time was up.
    func text(for limit: ResponseLimit, service: RemoteService) -> String
    /// Why a redirect to `server` (`host:port`) was not followed, worded as this language's
    /// "could not be reached" sentence takes its reason.
    func reason(for refusal: RedirectRefusal, to server: String?) -> String
}

extension Words {
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
    /// The same in every language.
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
    public func words(kobisKeySet: Bool) -> any Words {
        switch self {
        case .korean: KoreanWords(kobisKeySet: kobisKeySet)
        case .english: EnglishWords(kobisKeySet: kobisKeySet)
        }
    }
}
