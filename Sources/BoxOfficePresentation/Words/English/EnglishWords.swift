import BoxOfficeDomain

/// Everything a user reads, in English (with `--lang en` or an English locale). Its texts are
/// grouped in extensions by the screen that shows them, one file each beside this one.
public struct EnglishWords: Words, Hashable {
    /// Whether a KOBIS key is set (then no text suggests setting one).
    public let kobisKeySet: Bool

    /// The English words; `kobisKeySet` as the environment has it.
    public init(kobisKeySet: Bool = false) {
        self.kobisKeySet = kobisKeySet
    }

    /// English.
    public var language: Language { .english }

    /// `1 day`, `3 days`, `1,024 bytes`: a count and its noun.
    func counted(_ count: Int, _ noun: String) -> String {
        "\(NumberFormatting.grouped(count)) \(noun)\(count == 1 ? "" : "s")"
    }
}
