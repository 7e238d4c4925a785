import BoxOfficeDomain

/// Everything a user reads, in Korean, the default language; its texts are grouped by the screen
/// that shows them, one file each beside this one.
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
