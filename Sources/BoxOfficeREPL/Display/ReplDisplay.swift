import BoxOfficeDomain
import BoxOfficePresentation

/// How the REPL turns views into lines: the display settings in effect (layout, format,
/// symbols, ambiguous width, words), colour, sentence wrapping and the pager.
///
/// It only draws; the ``SettingsViewModel`` holds and saves the settings, and the session hands
/// the display each change it publishes. The ``ReplSession`` prints the lines.
@MainActor
public final class ReplDisplay {
    /// The settings drawn with: the settings ViewModel's, as last published.
    public internal(set) var settings: DisplaySettings
    /// Whether colour escape codes are written (a terminal, `NO_COLOR` unset).
    public let colorEnabled: Bool
    /// Long output goes through a pager when set (interactive sessions only).
    public let pager: PagerSetup?
    /// Whether plain sentences are wrapped to the width; off when output is piped.
    public let wrapsSentences: Bool

    /// - Parameters:
    ///   - settings: the settings to draw with (a session draws with its settings ViewModel's).
    ///   - colorEnabled: whether to colour the output.
    ///   - pager: pages long output; `nil` never pages.
    ///   - wrapsSentences: whether the plain format's sentences are wrapped to the width (at a
    ///     terminal) or kept one a line (piped to a file or a program).
    public init(
        settings: DisplaySettings, colorEnabled: Bool = false, pager: PagerSetup? = nil,
        wrapsSentences: Bool = true
    ) {
        self.settings = settings
        self.colorEnabled = colorEnabled
        self.pager = pager
        self.wrapsSentences = wrapsSentences
    }

    /// Whether the format is data for programs (csv, json): no colour, no spinner.
    public var isMachineReadable: Bool { settings.format.isMachineReadable }

    /// The list renderer for the current settings; colour only in the drawn formats (`table`,
    /// `box`), never in `plain`, `csv` or `json`.
    public var listRenderer: BoxOfficeListRenderer {
        BoxOfficeListRenderer(
            width: DisplayWidth(ambiguousIsWide: settings.preferences.ambiguousWidth == .wide),
            style: TerminalStyle(colorEnabled: colorEnabled && settings.format.isDrawn),
            symbols: settings.symbols)
    }

}

/// How wide the terminal draws East Asian *Ambiguous* characters (▲ ▼, box drawing): one column
/// in most terminals, two in terminals set up for CJK. A fact of the terminal, so the REPL's;
/// saved as `ambiguousWidth`.
public enum AmbiguousWidth: String, PreferenceChoice, Hashable {
    /// One column (the standard).
    case narrow
    /// Two columns.
    case wide

    /// `ambiguousWidth`.
    public static let preferenceName = "ambiguousWidth"
    /// ``narrow``.
    public static let standard = AmbiguousWidth.narrow
}

extension UserPreferences {
    /// How wide ▲ ▼ and box-drawing characters are on the user's terminal.
    public var ambiguousWidth: AmbiguousWidth {
        get { self[AmbiguousWidth.self] }
        set { self[AmbiguousWidth.self] = newValue }
    }
}
