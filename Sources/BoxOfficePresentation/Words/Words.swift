import BoxOfficeDomain

/// Everything a user reads, in one language: one type per language, so a language that lacks a text
/// does not compile. Each feature's words are a protocol of their own, in the feature's folder with
/// both languages' sentences beneath it; this folder holds those common to every feature. Texts from
/// the network or the system are kept as they came; whoever prints a text sanitises it and hides the
/// keys.
public protocol Words:
    FailureWords, DateWords, CommandWords, ServerWords, ChartWords, ChartFilterWords, DetailWords,
    PosterWords, CatalogueWords, CalendarWords, StatusWords, StoreWords, SettingsWords, HistoryWords,
    FilmHistoryWords, MonthHistoryWords, WebWords
{
    var language: Language { get }
    /// Whether a KOBIS key is set, so that nothing suggests setting one.
    var kobisKeySet: Bool { get }

    /// The figures are the demo data, and how to get live data (or, with a key set, that `--demo` asked
    /// for them).
    func demoAnnouncement(days: Int) -> String
}

/// Everything a user reads, in Korean, the default language.
public struct KoreanWords: Words, Hashable {
    public let kobisKeySet: Bool

    public init(kobisKeySet: Bool = false) {
        self.kobisKeySet = kobisKeySet
    }

    public var language: Language { .korean }

    func topic(_ value: some CustomStringConvertible) -> String {
        KoreanParticle.topic.attached(to: value.description)
    }
}

/// Everything a user reads, in English (`--lang en` or an English locale).
public struct EnglishWords: Words, Hashable {
    public let kobisKeySet: Bool

    public init(kobisKeySet: Bool = false) {
        self.kobisKeySet = kobisKeySet
    }

    public var language: Language { .english }

    func counted(_ count: Int, _ noun: String) -> String {
        "\(NumberFormatting.grouped(count)) \(noun)\(count == 1 ? "" : "s")"
    }
}

extension KoreanWords {
    public func demoAnnouncement(days: Int) -> String {
        kobisKeySet
            ? "데모 자료(KOBIS \(days)일치, --demo). KOBIS_API_KEY는 쓰지 않습니다."
            : "데모 자료(KOBIS \(days)일치). 실시간 자료는 KOBIS_API_KEY를 설정하세요."
    }
}

extension EnglishWords {
    public func demoAnnouncement(days: Int) -> String {
        kobisKeySet
            ? "demo data (\(days) days of KOBIS figures), as asked with --demo; KOBIS_API_KEY is not used."
            : "demo data (\(days) days of KOBIS figures); set KOBIS_API_KEY for live data."
    }
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

extension Language {
    public func words(kobisKeySet: Bool) -> any Words {
        switch self {
        case .korean: KoreanWords(kobisKeySet: kobisKeySet)
        case .english: EnglishWords(kobisKeySet: kobisKeySet)
        }
    }
}
