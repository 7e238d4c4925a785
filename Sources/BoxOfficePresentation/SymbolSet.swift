import BoxOfficeDomain

/// The symbols actually drawn: Unicode (▲ ▼ 신작, box drawing) or plain ASCII (+ - NEW, `+-|`).
public enum SymbolSet: String, Hashable, Sendable {
    /// ▲3, ▼2, 신작; box-drawing borders.
    case unicode
    /// +3, -2, NEW; `+`, `-` and `|` borders.
    case ascii

    /// The set a choice comes to: `auto` follows whether the locale is UTF-8.
    public static func resolve(_ choice: SymbolChoice, localeIsUTF8: Bool) -> SymbolSet {
        switch choice {
        case .unicode: .unicode
        case .ascii: .ascii
        case .auto: localeIsUTF8 ? .unicode : .ascii
        }
    }

    /// Whether the locale environment is UTF-8: the first set of `LC_ALL`, `LC_CTYPE` and
    /// `LANG` names `UTF-8` (or `utf8`). No locale at all is the plain C locale: not UTF-8.
    public static func localeIsUTF8(_ environment: [String: String]) -> Bool {
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        let name = locale?.lowercased() ?? ""
        return name.contains("utf-8") || name.contains("utf8")
    }
}
