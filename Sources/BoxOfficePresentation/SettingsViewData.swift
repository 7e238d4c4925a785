/// What `settings` shows: one setting a line, labelled in the display's language, values as the
/// commands that change them take them (`list`, `box`, `narrow`, …).
public struct SettingsViewData: Hashable, Sendable {
    /// `label  value` lines, top to bottom.
    public let rows: [LabelledValue]

    /// The settings in effect.
    /// - Parameters:
    ///   - settings: the preferences, format, language and locale.
    ///   - columns: the terminal's width now.
    ///   - colorEnabled: whether colour is written.
    ///   - source: where the data comes from, as the composition root describes it.
    ///   - location: the settings file's path; `nil` when nothing is saved.
    public init(
        settings: DisplaySettings, columns: Int, colorEnabled: Bool, source: String, location: String?
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
        rows = [
            LabelledValue(korean ? "보기 방식" : "mode", preferences.layout.rawValue),
            LabelledValue(korean ? "출력 형식" : "format", settings.format.rawValue),
            LabelledValue(
                korean ? "폭" : "width",
                korean ? "\(columns)칸, 모호한 문자 폭 \(ambiguous)" : "\(columns) columns, ambiguous \(ambiguous)"),
            LabelledValue(korean ? "기호" : "symbols", settings.symbols.rawValue + symbolsNote),
            LabelledValue(
                korean ? "색" : "colour", korean ? (colorEnabled ? "켬" : "끔") : (colorEnabled ? "on" : "off")),
            LabelledValue(korean ? "언어" : "language", settings.language.rawValue),
            LabelledValue(korean ? "자료 출처" : "source", source),
            LabelledValue(
                korean ? "저장 위치" : "saved in", location ?? (korean ? "(저장 안 함)" : "(not saved)")),
        ]
    }
}
