/// The language of the labels: Korean by default, English on request.
public enum Language: String, Hashable, Sendable, CaseIterable {
    case korean = "ko"
    case english = "en"

    /// The first set of `LC_ALL`, `LC_MESSAGES` and `LANG` decides; `en…` means English, anything else
    /// Korean.
    public static func preferred(by environment: [String: String]) -> Language {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first {
            !$0.isEmpty
        }
        return locale?.lowercased().hasPrefix("en") == true ? .english : .korean
    }

    /// Reads `ko`/`korean`/`한국어` or `en`/`english`; `nil` for anything else.
    public init?(name: String) {
        switch name.lowercased() {
        case "ko", "kr", "korean", "한국어": self = .korean
        case "en", "english": self = .english
        default: return nil
        }
    }
}
