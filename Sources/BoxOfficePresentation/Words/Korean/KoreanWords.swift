import BoxOfficeDomain

/// Everything a user reads, in Korean (한국어), the default language. Its texts are grouped in
/// extensions by the screen that shows them, one file each beside this one.
public struct KoreanWords: Words, Hashable {
    /// Whether a KOBIS key is set (then no text suggests setting one).
    public let kobisKeySet: Bool

    /// The Korean words; `kobisKeySet` as the environment has it.
    public init(kobisKeySet: Bool = false) {
        self.kobisKeySet = kobisKeySet
    }

    /// Korean.
    public var language: Language { .korean }

    /// `value` with 은 or 는 after it: `2026-11-18은`.
    func topic(_ value: some CustomStringConvertible) -> String {
        KoreanParticle.topic.attached(to: value.description)
    }
}
