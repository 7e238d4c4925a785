/// A Korean particle whose form depends on the word before it: 은/는 (topic), 을/를 (object),
/// 으로/로 (direction), 이/가 (subject).
///
/// The form is decided from the word's last character: a Hangul syllable by its final
/// consonant (a final ㄹ takes 로), an ASCII digit by its Korean reading (0 영, 1 일, 2 이,
/// 3 삼, 4 사, 5 오, 6 육, 7 칠, 8 팔, 9 구). After anything else (a Latin letter, a symbol)
/// the reading is not known, and the combined form is given: `은(는)`.
public enum KoreanParticle: CaseIterable, Sendable {
    /// 은 or 는.
    case topic
    /// 을 or 를.
    case object
    /// 으로 or 로.
    case direction
    /// 이 or 가.
    case subject

    /// How a word ends, as far as a particle cares.
    enum Ending: Equatable {
        /// A vowel: 는, 를, 로, 가.
        case vowel
        /// The consonant ㄹ: 은, 을, 로, 이.
        case rieul
        /// Any other consonant: 은, 을, 으로, 이.
        case consonant
        /// Not known (not Hangul or a digit): the combined form.
        case unknown
    }

    /// The particle's form after `word`: `KoreanParticle.direction.after("500")` is `으로`.
    public func after(_ word: String) -> String {
        form(for: Self.ending(of: word))
    }

    /// `word` followed by the particle's form for it: `2022-01-04는`.
    public func attached(to word: String) -> String {
        word + after(word)
    }

    /// `word` in quotes followed by the particle's form for it: `'2022'는`, `'grid'은(는)`.
    public func quoted(_ word: String) -> String {
        "'\(word)'" + after(word)
    }

    /// The forms after a final consonant and after a vowel.
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

    /// How `word` ends: its last character's final consonant.
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
