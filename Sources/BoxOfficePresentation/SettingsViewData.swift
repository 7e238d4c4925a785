/// What `settings` shows: one setting a line, labelled in the display's language, values as the
/// commands that change them take them (`list`, `box`, `narrow`, …).
public struct SettingsViewData: Hashable, Sendable {
    /// `보기 방식  list`: the layout (`mode`).
    public let mode: LabelledValue
    /// `출력 형식  table`: the output format (`format`).
    public let format: LabelledValue
    /// `폭  80칸, 모호한 문자 폭 narrow`: the terminal's width and the ambiguous width (`width`).
    public let width: LabelledValue
    /// `기호  unicode (auto: 로케일 UTF-8)`: the symbols in use and why (`symbols`).
    public let symbols: LabelledValue
    /// `색  끔`: whether colour is written.
    public let colour: LabelledValue
    /// `언어  ko`.
    public let language: LabelledValue
    /// `자료 출처  demo (KOBIS 자료 4일치)`.
    public let source: LabelledValue
    /// `저장 위치  ~/.config/boxoffice/settings.json`.
    public let location: LabelledValue

    /// `label  value` lines, top to bottom.
    public var rows: [LabelledValue] { [mode, format, width, symbols, colour, language, source, location] }

    /// The settings in effect.
    /// - Parameters:
    ///   - settings: the preferences, format, language and locale.
    ///   - columns: the terminal's width now.
    ///   - colorEnabled: whether colour is written.
    ///   - source: where the data comes from; `nil` when not told (shown as `-`).
    ///   - location: the settings file's path; `nil` when nothing is saved.
    public init(
        settings: DisplaySettings, columns: Int, colorEnabled: Bool, source: DataSourceSummary?,
        location: String?
    ) {
        let korean = settings.language == .korean
        let preferences = settings.preferences
        let ambiguous = preferences.ambiguousWidth.rawValue
        let utf8 = settings.localeIsUTF8
        let symbolsNote: String
        switch (preferences.symbols, korean) {
        case (.auto, true): symbolsNote = " (auto: 로케일 \(utf8 ? "UTF-8" : "UTF-8 아님"))"
        case (.auto, false): symbolsNote = " (auto: locale \(utf8 ? "UTF-8" : "not UTF-8"))"
        default: symbolsNote = ""
        }
        mode = LabelledValue(korean ? "보기 방식" : "mode", preferences.layout.rawValue)
        format = LabelledValue(korean ? "출력 형식" : "format", settings.format.rawValue)
        width = LabelledValue(
            korean ? "폭" : "width",
            korean ? "\(columns)칸, 모호한 문자 폭 \(ambiguous)" : "\(columns) columns, ambiguous \(ambiguous)")
        symbols = LabelledValue(korean ? "기호" : "symbols", settings.symbols.rawValue + symbolsNote)
        colour = LabelledValue(
            korean ? "색" : "colour", korean ? (colorEnabled ? "켬" : "끔") : (colorEnabled ? "on" : "off"))
        language = LabelledValue(korean ? "언어" : "language", settings.language.rawValue)
        self.source = LabelledValue(
            korean ? "자료 출처" : "source", source?.description(in: settings.language) ?? "-")
        self.location = LabelledValue(
            korean ? "저장 위치" : "saved in", location ?? (korean ? "(저장 안 함)" : "(not saved)"))
    }
}
