import BoxOfficeDomain

/// Everything a user reads, in one language: one implementation per language (``KoreanWords``,
/// ``EnglishWords``), so a language that lacks a text does not compile. Built once in the
/// composition root with what it must know, and handed to everything that speaks.
public protocol Words: Sendable {
    /// The language these words are in.
    var language: Language { get }
    /// Whether a KOBIS key is set, so that nothing suggests setting one.
    var kobisKeySet: Bool { get }
}

extension Language {
    /// The words of this language; with `kobisKeySet` no text suggests setting `KOBIS_API_KEY`.
    public func words(kobisKeySet: Bool = false) -> any Words {
        switch self {
        case .korean: KoreanWords(kobisKeySet: kobisKeySet)
        case .english: EnglishWords(kobisKeySet: kobisKeySet)
        }
    }
}
