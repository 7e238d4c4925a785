// What decides how the screens look: the settings in effect, the format, the layout and symbols chosen,
// the symbols drawn.

import BoxOfficeDomain

public struct DisplaySettings: Sendable {
    /// What the user chose (saved, or given for this run).
    public var preferences: UserPreferences
    /// How a day is printed in this session (not saved, like sqlite3's `.mode`).
    public var format: DisplayFormat
    public let words: any Words
    /// Whether the locale is UTF-8, which decides `symbols auto`.
    public var localeIsUTF8: Bool

    public init(
        preferences: UserPreferences = .defaults, format: DisplayFormat = .table, words: any Words,
        localeIsUTF8: Bool = true
    ) {
        self.preferences = preferences
        self.format = format
        self.words = words
        self.localeIsUTF8 = localeIsUTF8
    }

    public var language: Language { words.language }

    public var symbols: SymbolSet {
        SymbolSet.resolve(preferences.symbols, localeIsUTF8: localeIsUTF8)
    }
}

/// How a day's box office is printed: the REPL's `format` (like sqlite3's `.mode`) and the
/// one-shot `--format`.
public enum DisplayFormat: String, Hashable, Sendable, CaseIterable {
    /// Aligned rows (or cards in icon mode), for people.
    case table
    case box
    /// One sentence a movie, for screen readers: no table, no symbols, no colour.
    case plain
    /// A header line and one line a movie (RFC 4180), for pipes.
    case csv
    /// One JSON object (the stable contract), for pipes.
    case json

    /// Whether the format is data for another program: no colour, no spinner, no layout.
    public var isMachineReadable: Bool {
        self == .csv || self == .json
    }

    /// Whether the format is drawn for people on a terminal (`table`, `box`): the only formats
    /// with colour.
    public var isDrawn: Bool {
        self == .table || self == .box
    }
}

/// The app's list and icon (grid) views; saved as `layout`.
public enum ListLayout: String, PreferenceChoice, Hashable {
    case list
    /// A grid of cards, as many across as the screen allows.
    case icon

    public static let preferenceName = "layout"
    public static let standard = ListLayout.list
}

extension UserPreferences {
    public var layout: ListLayout {
        get { self[ListLayout.self] }
        set { self[ListLayout.self] = newValue }
    }
}

/// Which symbols the rank markers and borders use; saved as `symbols`.
public enum SymbolChoice: String, PreferenceChoice, Hashable {
    /// Unicode when the locale is UTF-8, ASCII otherwise (the standard).
    case auto
    /// ▲3, ▼2, 신작 and box-drawing borders.
    case unicode
    /// +3, -2, NEW and `+-|` borders.
    case ascii

    public static let preferenceName = "symbols"
    public static let standard = SymbolChoice.auto
}

extension UserPreferences {
    public var symbols: SymbolChoice {
        get { self[SymbolChoice.self] }
        set { self[SymbolChoice.self] = newValue }
    }
}

public enum SymbolSet: String, Hashable, Sendable {
    case unicode
    case ascii

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

/// How wide the terminal draws East Asian *Ambiguous* characters (▲ ▼, box drawing): one column
/// in most terminals, two in terminals set up for CJK. A fact of the terminal, saved as
/// `ambiguousWidth` beside the other display choices; the REPL measures with it.
public enum AmbiguousWidth: String, PreferenceChoice, Hashable {
    case narrow
    case wide

    public static let preferenceName = "ambiguousWidth"
    public static let standard = AmbiguousWidth.narrow
}

extension UserPreferences {
    public var ambiguousWidth: AmbiguousWidth {
        get { self[AmbiguousWidth.self] }
        set { self[AmbiguousWidth.self] = newValue }
    }
}
