import BoxOfficeDomain

/// Everything a user reads, in English (`--lang en` or an English locale); its texts are grouped by
/// the screen that shows them, one file each beside this one.
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
