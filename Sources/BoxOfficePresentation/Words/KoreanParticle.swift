/// The form comes from the word's last character: a Hangul syllable by its final consonant (ㄹ takes
/// 로), an ASCII digit by its Korean reading; after anything else, the combined form `은(는)`.
public enum KoreanParticle: CaseIterable, Sendable {
    case topic
    case object
    case direction
    case subject

    enum Ending: Equatable {
        case vowel
        case rieul
        case consonant
        case unknown
    }

    public func after(_ word: String) -> String {
        form(for: Self.ending(of: word))
    }

    public func attached(to word: String) -> String {
        word + after(word)
    }

    public func quoted(_ word: String) -> String {
        "'\(word)'" + after(word)
    }

    private var forms: (consonant: String, vowel: String) {
        switch self {
        case .topic: ("은", "는")
        case .object: ("을", "를")
        case .direction: ("으로", "로")
        case .subject: ("이", "가")
        }
    }

    private func form(for ending: Ending) -> String {
        switch (ending, self) {
        case (.vowel, _), (.rieul, .direction): forms.vowel
        case (.rieul, _), (.consonant, _): forms.consonant
        case (.unknown, .direction): "(으)로"
        case (.unknown, _): "\(forms.consonant)(\(forms.vowel))"
        }
    }

    static func ending(of word: String) -> Ending {
        guard let last = word.unicodeScalars.last else { return .unknown }
        let value = last.value
        // Precomposed Hangul syllables: U+AC00 가 … U+D7A3 힣, 28 finals each (0: none, 8: ㄹ).
        if (0xAC00...0xD7A3).contains(value) {
            return switch (value - 0xAC00) % 28 {
            case 0: .vowel
            case 8: .rieul
            default: .consonant
            }
        }
        return switch last {
        case "0", "3", "6": .consonant  // 영, 삼, 육
        case "1", "7", "8": .rieul  // 일, 칠, 팔
        case "2", "4", "5", "9": .vowel  // 이, 사, 오, 구
        default: .unknown
        }
    }
}
